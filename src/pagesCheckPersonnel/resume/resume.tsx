import { View, Text } from '@tarojs/components'
import type { ResumeEntry } from '../../../contract/api/api-risk'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import StatusTag from '@/components/StatusTag'
import { personResume } from '@/services/risk'
import { navigate } from '@/services/nav'
import { pct, tenureText } from '@/domain/risk'
import { usePersonLoad } from '../usePersonLoad'
import '../../components/RiskScan/index.scss'
import { to } from '@/links.gen'

function Entry({ e }: { e: ResumeEntry }) {
  return (
    <View
      className={`resume-tl__item ${e.current ? 'is-current' : ''}`}
      data-pid={e.pid}
      onClick={() => navigate(to.companyProfile({ pid: e.pid })).catch(() => undefined)}
    >
      <View className='resume-tl__dot' />
      <Text className='resume-tl__when'>
        {e.fromDate ?? '日期不详'} 至 {e.current ? '今' : (e.toDate ?? '日期不详')}
      </Text>
      <View className='resume-tl__card'>
        <View className='resume-tl__head'>
          <Text className='resume-tl__company'>{e.companyName}</Text>
          <StatusTag status={e.status} />
        </View>
        <Text className='resume-tl__pos'>
          {e.position}
          {e.share ? ` · 持股 ${pct(e.share)}` : ''}
        </Text>
        <Text className='resume-tl__meta'>
          {e.industry || '行业不详'} · 任职 {tenureText(e.tenureDays)}
          {e.current ? ' · 在任' : ' · 已卸任'}
        </Text>
      </View>
    </View>
  )
}

/** 商业履历 (personId): every position over time, newest start first, as a resume-tl. */
export default function Page() {
  const { personId, data, state, message, load } = usePersonLoad(personResume)
  return (
    <View className='risk-page'>
      <HeaderBar title={data ? `${data.name}的履历` : '商业履历'} />
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
          <View className='resume-sum'>
            <Text>
              在任 <Text className='em'>{data.currentCount}</Text> 个职位 · 历史 <Text className='em'>{data.pastCount}</Text> 个职位
            </Text>
            <Text className='resume-sum__link' onClick={() => navigate(to.jobAnalysis({ personId })).catch(() => undefined)}>
              任职分析 ›
            </Text>
          </View>
          {data.entries.length === 0 ? (
            <Empty />
          ) : (
            <View className='resume-tl'>
              {data.entries.map((e, i) => (
                <Entry key={`${e.pid}-${e.position}-${i}`} e={e} />
              ))}
            </View>
          )}
        </View>
      )}
    </View>
  )
}
