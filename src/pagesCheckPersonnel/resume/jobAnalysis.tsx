import { View, Text } from '@tarojs/components'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import Section from '@/components/Section'
import { BarChart, HBarChart } from '@/components/Charts'
import { jobAnalysis } from '@/services/risk'
import { navigate } from '@/services/nav'
import { tenureText } from '@/domain/risk'
import { usePersonLoad } from '../usePersonLoad'
import '../../components/RiskScan/index.scss'
import { to } from '@/links.gen'

/** 任职分析 (personId): average and longest tenure, companies, industries, roles, a timeline chart by year. */
export default function Page() {
  const { data, state, message, load } = usePersonLoad(jobAnalysis)
  return (
    <View className='risk-page'>
      <HeaderBar title='任职分析' />
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
          <View className='job-stats'>
            <View className='job-stat'>
              <Text className='job-stat__num'>{data.companyCount}</Text>
              <Text className='job-stat__label'>任职企业（家）</Text>
            </View>
            <View className='job-stat'>
              <Text className='job-stat__num'>{data.currentCompanyCount}</Text>
              <Text className='job-stat__label'>当前在任（家）</Text>
            </View>
            <View className='job-stat'>
              <Text className='job-stat__num job-avg'>{tenureText(data.averageTenureDays)}</Text>
              <Text className='job-stat__label'>平均任职时长</Text>
            </View>
          </View>
          <Section title='最长任职'>
            {data.longest ? (
              <View className='job-longest' onClick={() => navigate(to.companyProfile({ pid: data.longest!.pid })).catch(() => undefined)}>
                <Text className='job-longest__company'>{data.longest.companyName}</Text>
                <Text className='job-longest__meta'>
                  {data.longest.position} · {tenureText(data.longest.days)}
                </Text>
              </View>
            ) : (
              <Text className='risk-group__none'>任职日期不详</Text>
            )}
          </Section>
          <Section title='任职时间线（按年）'>
            {data.timeline.length ? (
              <BarChart
                data={data.timeline.map((t) => ({
                  key: String(t.year),
                  label: String(t.year),
                  value: t.active,
                  sub: t.started ? `新任${t.started}` : undefined,
                }))}
                unit=''
              />
            ) : (
              <Text className='risk-group__none'>暂无任职时间数据</Text>
            )}
            <Text className='scan-note'>柱高为当年在任职位数，下方为当年新任职位数</Text>
          </Section>
          <Section title='行业分布'>
            {data.industries.length ? (
              <HBarChart data={data.industries.map((i) => ({ key: i.industry, label: i.industry, value: i.count }))} />
            ) : (
              <Empty />
            )}
          </Section>
          <Section title='角色分布'>
            {data.roles.length ? <HBarChart data={data.roles.map((r) => ({ key: r.role, label: r.role, value: r.count }))} /> : <Empty />}
          </Section>
        </View>
      )}
    </View>
  )
}
