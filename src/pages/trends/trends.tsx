import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import HeaderBar from '@/components/HeaderBar'
import TabBar from '@/components/TabBar'
import Timeline from '@/components/Monitor/Timeline'
import { navigate } from '@/services/nav'
import { monitor } from '@/stores/monitor'
import { session } from '@/stores/session'
import ViewedFeed from './ViewedFeed'
import './trends.scss'
import { to } from '@/links.gen'

/** The 动态 tab: the timeline of the user's monitored dynamics; signed out, an invitation to sign in. */
function Trends() {
  const loggedIn = session.isLoggedIn
  useDidShow(() => monitor.start())

  return (
    <View className='trends-page'>
      <HeaderBar title='动态' backLevel={0} />
      {loggedIn ? (
        <View>
          <View className='trends-summary'>
            <View
              className='trends-summary__item'
              onClick={() => navigate(to.monitorMessages()).catch(() => undefined)}
              data-testid='trends-unread'
            >
              <Text className='trends-summary__num'>{monitor.unread}</Text>
              <Text className='trends-summary__label'>未读消息</Text>
              {monitor.unread > 0 && <View className='trends-summary__dot' />}
            </View>
            <View className='trends-summary__item' onClick={() => navigate(to.monitorHome()).catch(() => undefined)}>
              <Text className='trends-summary__icon'>监</Text>
              <Text className='trends-summary__label'>监控管理</Text>
            </View>
            <View className='trends-summary__item' onClick={() => navigate(to.addMonitor()).catch(() => undefined)}>
              <Text className='trends-summary__icon trends-summary__icon--add'>+</Text>
              <Text className='trends-summary__label'>添加监控</Text>
            </View>
          </View>
          <Timeline emptyExtra={<ViewedFeed />} />
        </View>
      ) : (
        <View className='trends-body'>
          <View className='trends-guest' data-testid='trends-guest'>
            <Text className='trends-guest__title'>监控企业风险，动态实时提醒</Text>
            <Text className='trends-guest__text'>登录后添加监控，企业的失信、诉讼、工商变更等动态将第一时间推送给你</Text>
            <View className='trends-guest__btn' onClick={() => navigate(to.phoneLogin({ redirect: to.trends() })).catch(() => undefined)}>
              <Text>立即登录</Text>
            </View>
          </View>
          <ViewedFeed />
        </View>
      )}
      <TabBar current={1} badges={monitor.tabBadges} />
    </View>
  )
}

export default observer(Trends)
