import { Text, View } from '@tarojs/components'
import { scanAndOpen } from '@/services/scan'

export const SCAN_TITLE = '扫一扫'

/** 扫一扫 where the app can scan: the mini-program (a plain browser has no camera scanner, so nothing shows there). */
export default function ScanButton({ className = '' }: { className?: string }) {
  if (process.env.TARO_ENV !== 'weapp') return null
  return (
    <View className={`scan-button ${className}`} data-testid='scan-button' onClick={() => scanAndOpen()} role='button'>
      <Text>{SCAN_TITLE}</Text>
    </View>
  )
}
