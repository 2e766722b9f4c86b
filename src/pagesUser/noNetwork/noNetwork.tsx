import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import { networkIsDown } from '@/services/networkFailure'
import { useFailureReload } from './useFailureReload'
import './failure.scss'

const HINTS = [
  '检查手机是否已打开 Wi-Fi 或移动数据，并关闭飞行模式',
  '在系统设置中确认已允许微信（或浏览器）使用网络',
  '已连接 Wi-Fi 时，确认该网络可以正常上网，或切换到移动数据试试',
]

/** Opened by the request door when a page's own load fails because the phone has no network. */
export default function NoNetwork() {
  const { busy, reload } = useFailureReload(async () => {
    if (!(await networkIsDown())) return false
    Taro.showToast({ title: '网络仍未连接，请检查网络设置', icon: 'none', duration: 2000 })
    return true
  })

  return (
    <View className='fail-page'>
      <HeaderBar title='网络未连接' />
      <View className='fail-body'>
        <View className='fail-art'>
          <View className='fail-wifi'>
            <View className='fail-wifi__arc fail-wifi__arc--1' />
            <View className='fail-wifi__arc fail-wifi__arc--2' />
            <View className='fail-wifi__dot' />
          </View>
          <View className='fail-slash' />
        </View>
        <Text className='fail-title'>网络未连接</Text>
        <Text className='fail-desc'>当前网络不可用，页面内容无法加载</Text>
        <View className='fail-hints' data-testid='nn-hints'>
          <Text className='fail-hints__title'>检查网络设置</Text>
          {HINTS.map((h, i) => (
            <View key={h} className='fail-hint'>
              <Text className='fail-hint__no'>{i + 1}.</Text>
              <Text>{h}</Text>
            </View>
          ))}
        </View>
        <View className={`fail-btn ${busy ? 'is-busy' : ''}`} onClick={reload} role='button' data-testid='nn-reload'>
          <Text>重新加载</Text>
        </View>
      </View>
    </View>
  )
}
