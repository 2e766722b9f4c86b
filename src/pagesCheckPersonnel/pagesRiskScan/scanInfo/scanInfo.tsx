import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { ScanView } from '@/components/RiskScan'
import { navigate } from '@/services/nav'
import '../../../components/RiskScan/index.scss'
import { to } from '@/links.gen'

/** 任职企业扫描 (pid, personId): the risk scan of one company where the checked person holds a role. */
export default function Page() {
  const params = useRouter().params ?? {}
  const pid = params.pid || ''
  const personId = params.personId || ''
  return (
    <View className='scan-page'>
      <HeaderBar title='任职企业风险' />
      {personId && (
        <View className='risk-context' onClick={() => navigate(to.personRiskScan({ personId })).catch(() => undefined)}>
          <Text>返回该人员的风险扫描 ›</Text>
        </View>
      )}
      {pid ? <ScanView root='person' pid={pid} personId={personId} /> : <Empty text='缺少企业编号，请从人员风险扫描进入' />}
    </View>
  )
}
