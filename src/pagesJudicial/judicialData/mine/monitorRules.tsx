import { View, Text } from '@tarojs/components'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { WATCH_RULES } from '../../../../contract/domain/judicialData'
import '../../shared/judicial.scss'
import '../shared/caseData.scss'

/** 监控规则: what counts as a new case of a monitored party, when and how often a push goes out, and how. */
export default function CaseWatchRules() {
  return (
    <View className='jd-page'>
      <HeaderBar title='监控规则' />
      {WATCH_RULES.map((r) => (
        <View key={r.title} className='jd-card'>
          <Text className='jd-card__title'>{r.title}</Text>
          {r.lines.map((l, i) => (
            <Text key={l} className='jc-rule'>
              {i + 1}. {l}
            </Text>
          ))}
        </View>
      ))}
      <View className='jd-btns'>
        <Text className='jd-btn jd-btn--ghost' onClick={() => navigate(to.caseWatchPush()).catch(() => undefined)}>
          推送设置
        </Text>
        <Text className='jd-btn' onClick={() => navigate(to.caseWatch()).catch(() => undefined)}>
          添加监控
        </Text>
      </View>
    </View>
  )
}
