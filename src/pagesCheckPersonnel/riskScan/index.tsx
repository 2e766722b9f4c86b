import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import { ScanView } from '@/components/RiskScan'
import { navigate } from '@/services/nav'
import '../../components/RiskScan/index.scss'
import { to } from '@/links.gen'

/** 人员风险扫描 (personId): the person's own risks and those of the companies where they hold roles, each attributed. */
export default function Page() {
  const personId = useRouter().params?.personId || ''
  const go = (link: (p: { personId: string }) => string) => navigate(link({ personId })).catch(() => undefined)
  return (
    <View className='scan-page'>
      <HeaderBar title='人员风险扫描' />
      {personId && (
        <View className='risk-chips'>
          <Text className='risk-chip' onClick={() => go(to.resume)}>
            履历
          </Text>
          <Text className='risk-chip' onClick={() => go(to.jobAnalysis)}>
            任职分析
          </Text>
          <Text className='risk-chip' onClick={() => go(to.personRiskInfo)}>
            风险信息
          </Text>
          <Text className='risk-chip' onClick={() => go(to.personPropertyClue)}>
            财产线索
          </Text>
        </View>
      )}
      <ScanView root='person' personId={personId} />
    </View>
  )
}
