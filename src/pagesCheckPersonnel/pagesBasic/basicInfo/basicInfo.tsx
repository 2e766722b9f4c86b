import { View, Text } from '@tarojs/components'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import Section from '@/components/Section'
import { TotalsBar } from '@/components/RiskScan'
import { personBasicInfo } from '@/services/risk'
import { navigate } from '@/services/nav'
import { usePersonLoad } from '../../usePersonLoad'
import '../../../components/RiskScan/index.scss'
import { to } from '@/links.gen'

const go = (url: string) => navigate(url).catch(() => undefined)

/** 人员基本信息 (personId): counts, the company the person is known by, regions, partners (→ cooperation detail). */
export default function Page() {
  const { personId, data, state, message, load } = usePersonLoad(personBasicInfo)
  return (
    <View className='risk-page'>
      <HeaderBar title='基本信息' />
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
        <View>
          <Section title={data.name}>
            <View className='basic-row'>
              <Text className='basic-row__label'>关联企业</Text>
              <Text>{data.companyCount} 家</Text>
            </View>
            <View className='basic-row'>
              <Text className='basic-row__label'>担任法定代表人</Text>
              <Text>{data.legalCount} 家</Text>
            </View>
            <View className='basic-row'>
              <Text className='basic-row__label'>担任股东</Text>
              <Text>{data.shareholderCount} 家</Text>
            </View>
            <View className='basic-row'>
              <Text className='basic-row__label'>担任高管</Text>
              <Text>{data.executiveCount} 家</Text>
            </View>
            {data.mainCompany && (
              <View className='basic-row is-link' onClick={() => go(to.companyProfile({ pid: data.mainCompany!.pid }))}>
                <Text className='basic-row__label'>主要任职</Text>
                <Text>{data.mainCompany.name}</Text>
              </View>
            )}
          </Section>
          <Section title='风险概况'>
            <TotalsBar totals={data.riskTotals} onLevel={() => go(to.personRiskScan({ personId }))} />
          </Section>
          <Section title='任职地区' count={data.regions.length}>
            {data.regions.length ? (
              data.regions.map((r) => (
                <View key={r.regionName} className='basic-row'>
                  <Text>{r.regionName}</Text>
                  <Text>{r.count} 家</Text>
                </View>
              ))
            ) : (
              <Empty />
            )}
          </Section>
          <Section title='合作伙伴' count={data.partners.length}>
            {data.partners.length ? (
              data.partners.map((p) => (
                <View
                  key={p.personId}
                  className='basic-row is-link'
                  onClick={() => go(to.personCooperation({ personId, otherPersonId: p.personId }))}
                >
                  <Text>{p.name}</Text>
                  <Text>共同任职 {p.times} 家 ›</Text>
                </View>
              ))
            ) : (
              <Empty />
            )}
          </Section>
        </View>
      )}
    </View>
  )
}
