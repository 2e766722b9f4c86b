import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { useFailureReload } from '../noNetwork/useFailureReload'
import '../noNetwork/failure.scss'

/** Opened by the request door when a page's own load cannot reach the server, or the server keeps failing. */
export default function NetError() {
  const { busy, reload } = useFailureReload()

  return (
    <View className='fail-page'>
      <HeaderBar title='服务暂不可用' />
      <View className='fail-body'>
        <View className='fail-art is-server'>
          <View className='fail-server'>
            <View className='fail-server__unit'>
              <View className='fail-server__led' />
              <View className='fail-server__led' />
            </View>
            <View className='fail-server__unit'>
              <View className='fail-server__led' />
              <View className='fail-server__led' />
            </View>
          </View>
          <Text className='fail-server__mark'>!</Text>
        </View>
        <Text className='fail-title'>服务暂时不可用</Text>
        <Text className='fail-desc'>暂时无法连接到云企查服务器，可能正在维护或网络不稳定，请稍后重新加载</Text>
        <View className={`fail-btn ${busy ? 'is-busy' : ''}`} onClick={reload} role='button' data-testid='ne-reload'>
          <Text>重新加载</Text>
        </View>
        <Text className='fail-link' onClick={() => Taro.reLaunch({ url: to.home() }).catch(() => undefined)} data-testid='ne-home'>
          返回首页
        </Text>
      </View>
    </View>
  )
}
