import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import Section from '@/components/Section'
import StatusTag from '@/components/StatusTag'
import { personCooperation } from '@/services/risk'
import { navigate } from '@/services/nav'
import { usePersonLoad } from '../../usePersonLoad'
import '../../../components/RiskScan/index.scss'
import { to } from '@/links.gen'

/** 合作详情 (personId, otherPersonId): the companies two persons share, with each one's roles there. */
export default function Page() {
  const other = useRouter().params?.otherPersonId || ''
  const { data, state, message, load } = usePersonLoad((id) =>
    other ? personCooperation(id, other) : Promise.reject(new Error('缺少合作人员编号')),
  )
  return (
    <View className='risk-page'>
      <HeaderBar title='合作详情' />
      <LoadingOverlay visible={state === 'loading'} />
      {state === 'missing' && <Empty text={message} />}
      {state === 'failed' && (
        <Empty text={message}>
          <View className='risk-retry' onClick={load}>
            <Text>重新加载</Text>
          </View>
        </Empty>
      )}
      {state === 'ready' && data && (
        <Section title={`${data.a.name} 与 ${data.b.name} 共同任职`} count={data.companies.length}>
          {data.companies.length === 0 ? (
            <Empty />
          ) : (
            data.companies.map((c) => (
              <View key={c.pid} className='risk-company' onClick={() => navigate(to.companyProfile({ pid: c.pid })).catch(() => undefined)}>
                <View className='risk-company__head'>
                  <Text className='risk-company__name'>{c.companyName}</Text>
                  <StatusTag status={c.status} />
                </View>
                <Text className='risk-company__roles'>
                  {data.a.name}：{c.rolesA.join('、') || '-'}
                </Text>
                <Text className='risk-company__roles'>
                  {data.b.name}：{c.rolesB.join('、') || '-'}
                </Text>
              </View>
            ))
          )}
        </Section>
      )}
    </View>
  )
}
