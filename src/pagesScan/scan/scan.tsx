import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import { ScanView } from '@/components/RiskScan'
import '../../components/RiskScan/index.scss'

/** 风险扫描 (pid): totals by level, the four groups with every item explained, the monthly chart, owners. */
export default function Page() {
  const pid = useRouter().params?.pid || ''
  return (
    <View className='scan-page'>
      <HeaderBar title='风险扫描' />
      <ScanView root='company' pid={pid} />
    </View>
  )
}
