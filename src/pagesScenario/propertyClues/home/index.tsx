import { View, Text } from '@tarojs/components'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { CLUE_KINDS, CLUE_KIND_HINTS, CLUE_KIND_LABELS } from '../../../../contract/domain/propertyClues'
import '../shared/clues.scss'

const go = (url: string) => navigate(url).catch(() => undefined)

/** 财产线索: search a debtor, what each kind of clue is, and the user's debtors, new clues and settings. */
export default function PropertyCluesHome() {
  return (
    <View className='pcl-page'>
      <HeaderBar title='财产线索' />
      <View className='pcl-hero'>
        <Text className='pcl-hero__title'>查财产线索</Text>
        <Text className='pcl-hero__sub'>查债务人名下股权、土地、知识产权、中标项目、胜诉债权与司法拍卖</Text>
        <View className='pcl-searchbox' data-testid='pcl-open-search' onClick={() => go(to.propertyCluesSearch())}>
          <Text>输入债务人企业名称或个人姓名</Text>
        </View>
      </View>
      <View className='pcl-entries'>
        <View className='pcl-entry' data-testid='pcl-entry-monitor' onClick={() => go(to.propertyCluesMonitorList())}>
          <Text>监控的债务人</Text>
          <Text className='pcl-entry__meta'>新线索出现时提醒 ›</Text>
        </View>
        <View className='pcl-entry' onClick={() => go(to.propertyCluesMonitor())}>
          <Text>线索监控</Text>
          <Text className='pcl-entry__meta'>最新发现的线索 ›</Text>
        </View>
        <View className='pcl-entry' onClick={() => go(to.propertyCluesMine())}>
          <Text>我的财产线索</Text>
          <Text className='pcl-entry__meta'>收藏、监控与设置 ›</Text>
        </View>
      </View>
      <View className='pcl-section'>
        <Text>可查的线索类型</Text>
      </View>
      <View className='pcl-grid'>
        {CLUE_KINDS.map((k) => (
          <View key={k} className='pcl-grid__item'>
            <Text className='pcl-grid__name'>{CLUE_KIND_LABELS[k]}</Text>
            <Text className='pcl-grid__hint'>{CLUE_KIND_HINTS[k]}</Text>
          </View>
        ))}
      </View>
      <Text className='pcl-tip'>线索来自公开信息，仅供申请执行、财产保全参考，请以登记机关和法院的记录为准。</Text>
    </View>
  )
}
