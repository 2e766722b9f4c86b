import { View, Text, Input } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import PullRefresh from '@/components/PullRefresh'
import { BarChart } from '@/components/Charts'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { caseOverview } from '@/services/judicialData'
import { compactCount } from '../../../contract/domain/format'
import { CASE_TEXT_MAX, caseTextProblem, partyName } from '../../../contract/domain/judicialData'
import type { CaseOverview } from '../../../contract/schemas/judicialData'
import CaseItem from './shared/CaseItem'
import Skeleton from '../shared/Skeleton'
import '../shared/judicial.scss'
import './shared/caseData.scss'

const ENTRIES = [
  { key: 'search', title: '高级搜索', glyph: '搜', color: '#3d4fd8', url: () => to.caseSearch() },
  { key: 'monitor', title: '案件监控', glyph: '监', color: '#ff9900', url: () => to.caseMonitor() },
  { key: 'mine', title: '我的监控', glyph: '我', color: '#19be6b', url: () => to.caseWatch() },
  { key: 'credit', title: '信用挖掘', glyph: '信', color: '#e0452b', url: () => to.creditDig() },
]

/** 司法案件: the party search box, the cases by kind (counts and a chart), the ways in, and the newest cases. */
export default function JudicialData() {
  const [overview, setOverview] = useState<CaseOverview | null>(null)
  const [error, setError] = useState('')
  const [input, setInput] = useState('')
  const [problem, setProblem] = useState('')

  const load = useCallback(async () => {
    setError('')
    try {
      setOverview(await caseOverview())
    } catch (e) {
      setError((e as Error)?.message || '加载失败')
    }
  }, [])
  useEffect(() => {
    load()
  }, [load])

  const submit = () => {
    const why = caseTextProblem('当事人名称', input)
    setProblem(why)
    if (!why) navigate(to.caseResults({ party: partyName(input) })).catch(() => undefined)
  }

  return (
    <View className='jd-page'>
      <HeaderBar title='司法案件' />
      <PullRefresh onRefresh={load}>
        <View className='jd-hero jc-hero'>
          <Text className='jd-hero__title'>司法案件查询</Text>
          <Text className='jd-hero__sub'>立案信息、开庭公告、法院公告、裁判文书，覆盖全部企业和个人</Text>
          <View className='jd-search'>
            <Input
              className='jd-search__input'
              data-testid='jc-party'
              value={input}
              maxlength={CASE_TEXT_MAX}
              confirmType='search'
              placeholder='输入当事人名称（企业或个人）'
              onInput={(e) => {
                setInput(e.detail.value)
                if (problem) setProblem('')
              }}
              onConfirm={submit}
            />
            <Text className='jd-search__go jc-go' data-testid='jc-go' onClick={submit}>
              查询
            </Text>
          </View>
          {problem && <Text className='jd-hero__sub'>{problem}</Text>}
          <View className='jd-hero__links'>
            <Text className='jd-hero__link' onClick={() => navigate(to.caseSearch({ party: input.trim() })).catch(() => undefined)}>
              按法院、案由、日期筛选
            </Text>
            <Text className='jd-hero__link' onClick={() => navigate(to.caseWatchRules()).catch(() => undefined)}>
              监控规则 ›
            </Text>
          </View>
        </View>

        <View className='jc-entries'>
          {ENTRIES.map((e) => (
            <View
              key={e.key}
              className='jc-entry'
              data-testid={`jc-entry-${e.key}`}
              onClick={() => navigate(e.url()).catch(() => undefined)}
            >
              <Text className='jc-entry__glyph' style={{ background: e.color }}>
                {e.glyph}
              </Text>
              <Text>{e.title}</Text>
            </View>
          ))}
        </View>

        {overview && (
          <View className='jd-card' data-testid='jc-kinds'>
            <Text className='jd-card__title'>收录案件 {compactCount(overview.total)} 件</Text>
            <BarChart
              data={overview.kinds.map((k) => ({ key: k.kind, label: k.label, value: k.total, sub: `近30天 ${k.last30Days}` }))}
              color='#5b6cff'
              onBar={(d) => navigate(to.caseResults({ kind: d.key })).catch(() => undefined)}
            />
          </View>
        )}

        <View className='jd-section'>
          <Text className='jd-section__title'>最新案件</Text>
          <Text className='jd-section__more' onClick={() => navigate(to.caseSearch()).catch(() => undefined)}>
            更多筛选
          </Text>
        </View>
        {!overview && !error && <Skeleton />}
        {error && (
          <Empty text={error}>
            <Text className='jd-link' data-testid='jc-retry' onClick={load}>
              重新加载
            </Text>
          </Empty>
        )}
        {overview && overview.recent.length === 0 && <Empty />}
        {overview?.recent.map((c) => (
          <CaseItem key={c.id} item={c} />
        ))}
      </PullRefresh>
    </View>
  )
}
