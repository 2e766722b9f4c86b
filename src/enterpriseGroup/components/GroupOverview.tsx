import { View, Text } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import type { GroupOverview as Overview } from '../../../contract/schemas/group'
import { BarChart, HBarChart } from '@/components/Charts'
import Empty from '@/components/Empty'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import PullRefresh from '@/components/PullRefresh'
import Section from '@/components/Section'
import { to } from '@/links.gen'
import { groupOverview } from '@/services/groups'
import { go } from './parts'
import './group.scss'
import './overview.scss'

/** the pages of a group, in the order of the menu */
const ENTRIES: Array<{ key: string; title: string; glyph: string; url: (p: { groupId: string }) => string }> = [
  { key: 'members', title: '成员企业', glyph: '成', url: to.groupMembers },
  { key: 'scan', title: '风险扫描', glyph: '险', url: to.groupScan },
  { key: 'info', title: '集团信息', glyph: '信', url: to.groupInfo },
  { key: 'branches', title: '分支机构', glyph: '分', url: to.groupBranches },
  { key: 'investments', title: '对外投资', glyph: '投', url: to.groupInvestments },
  { key: 'investors', title: '集团股东', glyph: '股', url: to.groupInvestors },
  { key: 'persons', title: '主要人员', glyph: '人', url: to.groupPersons },
  { key: 'property', title: '财产线索', glyph: '产', url: to.groupPropertyClues },
  { key: 'products', title: '产品服务', glyph: '品', url: to.groupProducts },
  { key: 'cases', title: '司法案件', glyph: '案', url: to.groupJudicialCases },
  { key: 'legal', title: '法律诉讼', glyph: '诉', url: to.groupLegal },
]

/** A group's overview: its controller and figures, the menu of its pages, members by province and by industry. */
export default function GroupOverview({ groupId }: { groupId: string }) {
  const [data, setData] = useState<Overview | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(
    () =>
      groupOverview(groupId).then(
        (d) => {
          setData(d)
          setError('')
        },
        (e: Error) => setError(e?.message || '加载失败'),
      ),
    [groupId],
  )
  useEffect(() => {
    void load()
  }, [load])

  if (error && !data)
    return (
      <View className='eg-page'>
        <HeaderBar title='企业集团' />
        <Empty text={error}>
          <Text className='ego-retry' data-testid='group-retry' onClick={() => void load()}>
            重试
          </Text>
        </Empty>
      </View>
    )
  const controllerUrl = data
    ? data.controller.kind === 'person'
      ? to.personProfile({ personId: data.controller.key })
      : to.companyProfile({ pid: data.controller.key })
    : ''
  return (
    <View className='eg-page'>
      <HeaderBar title='企业集团' />
      <LoadingOverlay visible={!data} />
      {data ? (
        <PullRefresh onRefresh={load}>
          <View className='ego-head' data-testid='group-overview'>
            <Text className='ego-head__name'>{data.name}</Text>
            <View className='ego-head__controller' onClick={() => go(controllerUrl)}>
              <Text className='ego-head__label'>实际控制人</Text>
              <Text className='ego-head__who' data-testid='group-controller'>
                {data.controller.name}
              </Text>
              <Text className='ego-head__kind'>{data.controller.kind === 'person' ? '自然人' : '企业'}</Text>
            </View>
            <View className='ego-stats'>
              <View className='ego-stat' onClick={() => go(to.groupMembers({ groupId }))}>
                <Text className='ego-stat__num' data-testid='group-member-count'>
                  {data.memberCount}
                </Text>
                <Text className='ego-stat__label'>成员企业</Text>
              </View>
              <View className='ego-stat'>
                <Text className='ego-stat__num'>{data.totalCapitalText}</Text>
                <Text className='ego-stat__label'>注册资本合计</Text>
              </View>
              <View className='ego-stat'>
                <Text className='ego-stat__num'>{data.industries.length}</Text>
                <Text className='ego-stat__label'>涉及行业</Text>
              </View>
            </View>
          </View>
          <View className='ego-menu'>
            {ENTRIES.map((e) => (
              <View key={e.key} className='ego-menu__item' data-testid={`group-entry-${e.key}`} onClick={() => go(e.url({ groupId }))}>
                <Text className='ego-menu__glyph'>{e.glyph}</Text>
                <Text className='ego-menu__title'>{e.title}</Text>
              </View>
            ))}
          </View>
          <Section title='成员企业地区分布' count={data.provinces.length}>
            <View data-testid='group-provinces'>
              <BarChart
                data={data.provinces.map((p) => ({
                  key: p.key,
                  label: p.label.replace(/(省|市|自治区|壮族|回族|维吾尔|特别行政区)+$/, ''),
                  value: p.count,
                }))}
                unit='家'
                color='#19be6b'
              />
            </View>
          </Section>
          <Section title='成员企业行业分布' count={data.industries.length}>
            <HBarChart data={data.industries.slice(0, 8).map((i) => ({ key: i.key, label: i.label, value: i.count }))} />
          </Section>
        </PullRefresh>
      ) : null}
    </View>
  )
}
