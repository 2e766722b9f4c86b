import { View, Text, Input } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import PullRefresh from '@/components/PullRefresh'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { judicialOverview } from '@/services/judicial'
import { compactCount } from '../../../contract/domain/format'
import {
  JUDICIAL_EXPLAIN,
  JUDICIAL_KEYWORD_MAX,
  JUDICIAL_LABEL,
  judicialKeyword,
  judicialKeywordProblem,
  type JudicialKind,
} from '../../../contract/domain/judicial'
import type { JudicialOverview } from '../../../contract/schemas/judicial'
import EntryItem from './EntryItem'
import Skeleton from './Skeleton'
import './judicial.scss'

const TITLE: Record<JudicialKind, string> = { dishonest: '查老赖', executed: '查被执行人' }

/** The landing page of one list: what it means, its totals, the search box and the newest entries. */
export default function Landing({ kind }: { kind: JudicialKind }) {
  const [overview, setOverview] = useState<JudicialOverview | null>(null)
  const [error, setError] = useState('')
  const [input, setInput] = useState('')
  const [problem, setProblem] = useState('')
  const other: JudicialKind = kind === 'dishonest' ? 'executed' : 'dishonest'

  const load = useCallback(async () => {
    setError('')
    try {
      setOverview(await judicialOverview(kind))
    } catch (e) {
      setError((e as Error)?.message || '加载失败')
    }
  }, [kind])
  useEffect(() => {
    load()
  }, [load])

  const submit = () => {
    const why = judicialKeywordProblem(input)
    setProblem(why)
    if (why) return
    navigate(to.debtorResults({ kind, keyword: judicialKeyword(input) })).catch(() => undefined)
  }

  return (
    <View className='jd-page'>
      <HeaderBar title={TITLE[kind]} />
      <PullRefresh onRefresh={load}>
        <View className={`jd-hero ${kind === 'executed' ? 'jd-hero--executed' : ''}`}>
          <Text className='jd-hero__title'>{JUDICIAL_LABEL[kind]}查询</Text>
          <Text className='jd-hero__sub'>覆盖全部企业和个人，数据来自中国执行信息公开网</Text>
          <View className='jd-search'>
            <Input
              className='jd-search__input'
              data-testid='jd-keyword'
              value={input}
              maxlength={JUDICIAL_KEYWORD_MAX}
              confirmType='search'
              placeholder='输入企业名称、人名、证件号码或案号'
              onInput={(e) => {
                setInput(e.detail.value)
                if (problem) setProblem('')
              }}
              onConfirm={submit}
            />
            <Text className={`jd-search__go ${kind === 'executed' ? 'jd-search__go--executed' : ''}`} onClick={submit}>
              查询
            </Text>
          </View>
          {problem && <Text className='jd-hero__sub'>{problem}</Text>}
          <View className='jd-hero__links'>
            <Text
              className='jd-hero__link'
              onClick={() =>
                navigate(
                  kind === 'dishonest'
                    ? to.dishonestDebtorQuery({ keyword: input.trim() })
                    : to.executedPersonQuery({ keyword: input.trim() }),
                ).catch(() => undefined)
              }
            >
              按地区、日期筛选
            </Text>
            <Text
              className='jd-hero__link'
              onClick={() => navigate(other === 'dishonest' ? to.dishonestDebtors() : to.executedPersons()).catch(() => undefined)}
            >
              查{JUDICIAL_LABEL[other]} ›
            </Text>
          </View>
        </View>

        <View className='jd-card'>
          <Text className='jd-card__title'>什么是{JUDICIAL_LABEL[kind]}？</Text>
          {JUDICIAL_EXPLAIN[kind].map((p) => (
            <Text key={p} className='jd-card__text'>
              {p}
            </Text>
          ))}
        </View>

        {overview && (
          <View className='jd-card jd-stats'>
            <View className='jd-stat'>
              <Text className='jd-stat__num'>{compactCount(overview.total)}</Text>
              <Text className='jd-stat__label'>累计收录</Text>
            </View>
            <View className='jd-stat'>
              <Text className='jd-stat__num'>{compactCount(overview.currentTotal)}</Text>
              <Text className='jd-stat__label'>{kind === 'dishonest' ? '当前在列' : '尚未结案'}</Text>
            </View>
            <View className='jd-stat'>
              <Text className='jd-stat__num'>{compactCount(overview.last30Days)}</Text>
              <Text className='jd-stat__label'>近30天新增</Text>
            </View>
          </View>
        )}

        <View className='jd-section'>
          <Text className='jd-section__title'>最新公布</Text>
        </View>
        {!overview && !error && <Skeleton />}
        {error && <Text className='jd-error'>{error}</Text>}
        {overview && overview.recent.length === 0 && <Empty />}
        {overview?.recent.map((e) => (
          <EntryItem key={e.id} entry={e} />
        ))}
      </PullRefresh>
    </View>
  )
}
