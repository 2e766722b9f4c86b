import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { FEEDBACK_PROMISES } from '@contract/domain/feedback'
import type { FeedbackSummary } from '../../../../contract/schemas/feedback'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { feedbackSummary } from '@/services/feedback'
import { navigate } from '@/services/nav'
import { session } from '@/stores/session'
import '../shared/feedback.scss'
import './feedback.scss'

const ENTRIES = [
  {
    key: 'correction',
    title: '数据纠错',
    desc: '企业信息有误或缺失？告诉我们正确的信息',
    tag: '免费，所有用户均可提交',
    icon: '纠',
    color: '#2979ff',
    link: () => to.feedbackCorrection(),
  },
  {
    key: 'fault',
    title: '功能异常',
    desc: '页面报错、加载失败、显示异常等问题',
    icon: '异',
    color: '#fa3534',
    link: () => to.feedbackFault(),
  },
  {
    key: 'suggestion',
    title: '意见建议',
    desc: '产品体验、功能需求，欢迎畅所欲言',
    icon: '议',
    color: '#7b61ff',
    link: () => to.feedbackSuggestion(),
  },
] as const

const go = (url: string) => navigate(url).catch(() => undefined)

/** 意见反馈: the three ways to write to us, the user's own feedback with its unread replies, and how soon we answer. */
function FeedbackHub() {
  const [summary, setSummary] = useState<FeedbackSummary | null>(null)
  const signedIn = session.isLoggedIn

  const shown = useRef(false)
  const refresh = () => {
    if (session.isLoggedIn) feedbackSummary().then(setSummary, () => undefined)
    else setSummary(null)
  }
  useEffect(refresh, [signedIn])
  // back from 我的反馈 or a form: the counts may have changed (the first show is the mount's)
  useDidShow(() => {
    if (shown.current) refresh()
    shown.current = true
  })

  return (
    <View className='fb-page'>
      <HeaderBar title='意见反馈' />
      <View className='fbh-hero'>
        <Text className='fbh-hero__title'>遇到问题？告诉我们</Text>
        <Text className='fbh-hero__sub'>每一条反馈都有专人跟进，处理结果会在「我的反馈」中通知您</Text>
      </View>

      <View className='fbh-entries'>
        {ENTRIES.map((e) => (
          <View key={e.key} className='fbh-entry' data-testid={`fbh-entry-${e.key}`} onClick={() => go(e.link())}>
            <View className='fbh-entry__icon' style={{ background: e.color }}>
              <Text>{e.icon}</Text>
            </View>
            <View className='fbh-entry__main'>
              <View className='fbh-entry__line'>
                <Text className='fbh-entry__title'>{e.title}</Text>
                {'tag' in e && <Text className='fbh-entry__tag'>{e.tag}</Text>}
              </View>
              <Text className='fbh-entry__desc'>{e.desc}</Text>
            </View>
            <Text className='fbh-arrow'>›</Text>
          </View>
        ))}
      </View>

      <View className='fbh-mine' data-testid='fbh-mine' onClick={() => go(to.myFeedback())}>
        <View className='fbh-mine__icon'>
          <Text>我</Text>
        </View>
        <Text className='fbh-mine__title'>我的反馈</Text>
        <View className='fbh-mine__spacer' />
        {signedIn && summary && summary.unread > 0 ? (
          <Text className='fbh-mine__badge' data-testid='fbh-unread'>{`${summary.unread} 条新回复`}</Text>
        ) : (
          signedIn &&
          summary &&
          summary.total > 0 && <Text className='fbh-mine__total' data-testid='fbh-total'>{`共 ${summary.total} 条`}</Text>
        )}
        <Text className='fbh-arrow'>›</Text>
      </View>

      <View className='fbh-promise'>
        <Text className='fbh-promise__title'>处理时效</Text>
        {ENTRIES.map((e) => (
          <View key={e.key} className='fbh-promise__row'>
            <View className='fbh-promise__dot' style={{ background: e.color }} />
            <Text className='fbh-promise__name'>{e.title}</Text>
            <Text className='fbh-promise__text'>{FEEDBACK_PROMISES[e.key]}</Text>
          </View>
        ))}
        <Text className='fbh-promise__foot'>
          工作日 9:00-18:00 处理；紧急问题可通过
          <Text className='fbh-link' onClick={() => go(to.contactUs())}>
            联系我们
          </Text>
          找到客服
        </Text>
      </View>
    </View>
  )
}

export default observer(FeedbackHub)
