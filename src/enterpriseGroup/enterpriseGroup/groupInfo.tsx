import { View, Text } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import type { GroupOverview } from '../../../contract/schemas/group'
import Empty from '@/components/Empty'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import PullRefresh from '@/components/PullRefresh'
import Section from '@/components/Section'
import { HBarChart } from '@/components/Charts'
import { to } from '@/links.gen'
import { groupOverview } from '@/services/groups'
import type { ApiError } from '@/services/request'
import { useGroupId } from '../components/useGroupId'
import { go, MissingGroup } from '../components/parts'
import '../components/group.scss'
import '../components/overview.scss'

function Fact({ label, value, onClick }: { label: string; value: string; onClick?: () => void }) {
  return (
    <View className='ego-fact' onClick={onClick}>
      <Text className='ego-fact__label'>{label}</Text>
      <Text className={onClick ? 'ego-fact__value eg-link' : 'ego-fact__value'}>{value || '-'}</Text>
    </View>
  )
}

/** 集团信息: the core company's registration, the controller, and the members by operating status and industry. */
export default function GroupInfo() {
  const groupId = useGroupId()
  const [data, setData] = useState<GroupOverview | null>(null)
  const [error, setError] = useState('')
  const [missing, setMissing] = useState(false)
  const load = useCallback(
    () =>
      groupOverview(groupId).then(
        (d) => {
          setData(d)
          setError('')
        },
        (e: ApiError) => {
          setError(e?.message || '加载失败')
          setMissing(String(e?.code) === '4040')
        },
      ),
    [groupId],
  )
  useEffect(() => {
    if (groupId) void load()
  }, [groupId, load])
  if (!groupId)
    return (
      <View className='eg-page'>
        <HeaderBar title='集团信息' />
        <MissingGroup />
      </View>
    )
  return (
    <View className='eg-page'>
      <HeaderBar title='集团信息' />
      <LoadingOverlay visible={!data && !error} />
      {missing && !data ? <MissingGroup text={error} /> : null}
      {error && !missing && !data ? (
        <Empty text={error}>
          <Text className='ego-retry' onClick={() => void load()}>
            重试
          </Text>
        </Empty>
      ) : null}
      {data ? (
        <PullRefresh onRefresh={load}>
          <Section title='核心企业'>
            <View className='ego-facts' data-testid='group-info'>
              <Fact label='企业名称' value={data.core.name} onClick={() => go(to.companyProfile({ pid: data.core.pid }))} />
              <Fact label='实际控制人' value={data.controller.name} />
              <Fact label='法定代表人' value={data.core.legalPerson} />
              <Fact label='注册资本' value={data.core.regCapitalText} />
              <Fact label='成立日期' value={data.core.established} />
              <Fact label='经营状态' value={data.core.status} />
              <Fact label='所在地' value={data.provinceName} />
              <Fact label='注册地址' value={data.core.address} />
              <Fact label='经营范围' value={data.core.scope} />
            </View>
          </Section>
          <Section title='集团概况'>
            <View className='ego-facts'>
              <Fact label='成员企业' value={`${data.memberCount} 家`} onClick={() => go(to.groupMembers({ groupId }))} />
              <Fact label='注册资本合计' value={data.totalCapitalText} />
              <Fact label='涉及省份' value={`${data.provinces.length} 个`} />
              <Fact label='涉及行业' value={`${data.industries.length} 个`} />
            </View>
          </Section>
          <Section title='成员企业经营状态'>
            <HBarChart data={data.statuses.map((s) => ({ key: s.key, label: s.label, value: s.count }))} />
          </Section>
          <Section title='成员企业行业分布'>
            <HBarChart data={data.industries.map((s) => ({ key: s.key, label: s.label, value: s.count }))} />
          </Section>
        </PullRefresh>
      ) : null}
    </View>
  )
}
