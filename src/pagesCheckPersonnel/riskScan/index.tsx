import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import { ScanView } from '@/components/RiskScan'
import { navigate } from '@/services/nav'
import '../../components/RiskScan/index.scss'

/** 人员风险扫描 (personId): the person's own risks and those of the companies where they hold roles, each attributed. */
export default function Page() {
  const personId = useRouter().params?.personId || ''
  const go = (p: string) => navigate(`/pagesCheckPersonnel/${p}?personId=${encodeURIComponent(personId)}`).catch(() => undefined)
  return (
    <View className='scan-page'>
      <HeaderBar title='人员风险扫描' />
      {personId && (
        <View className='risk-chips'>
          <Text className='risk-chip' onClick={() => go('resume/resume')}>履历</Text>
          <Text className='risk-chip' onClick={() => go('resume/jobAnalysis')}>任职分析</Text>
          <Text className='risk-chip' onClick={() => go('pagesRiskInfo/riskInfo/riskInfo')}>风险信息</Text>
          <Text className='risk-chip' onClick={() => go('propertyClue/propertyClue')}>财产线索</Text>
        </View>
      )}
      <ScanView root='person' personId={personId} />
    </View>
  )
}
