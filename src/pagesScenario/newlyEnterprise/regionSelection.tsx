import { View, Text, Input } from '@tarojs/components'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { NewlyRegionCounts } from '../../../contract/schemas/scenario'
import type { RegionNode } from '../../../contract/api/api'
import Empty from '@/components/Empty'
import HeaderBar from '@/components/HeaderBar'
import PullRefresh from '@/components/PullRefresh'
import { to } from '@/links.gen'
import { newlyProvinces } from '@/services/newly'
import { navigate } from '@/services/nav'
import { regionTree } from '@/services/search'
import { RegionCountTable, TableSkeleton, type CountKey } from './RegionCountTable'
import './newly.scss'

/** Most names a search shows. */
const MATCH_MAX = 30

const go = (url: string) => navigate(url).catch(() => undefined)

/** Provinces and cities whose name holds the words, provinces first, each city with its province. */
export function matchRegions(tree: RegionNode[], words: string): Array<{ code: string; name: string; parent?: string }> {
  const w = words.trim()
  if (!w) return []
  const provinces = tree.filter((p) => p.name.includes(w)).map((p) => ({ code: p.code, name: p.name }))
  const cities = tree.flatMap((p) =>
    (p.children ?? []).filter((c) => c.name.includes(w) && c.name !== p.name).map((c) => ({ code: c.code, name: c.name, parent: p.name })),
  )
  return [...provinces, ...cities].slice(0, MATCH_MAX)
}

/** 新增企业: every province with its companies registered in the last 7 and 30 days; a province or city found by name. */
export default function RegionSelection() {
  const [data, setData] = useState<NewlyRegionCounts | null>(null)
  const [error, setError] = useState('')
  const [sortKey, setSortKey] = useState<CountKey>('month')
  const [words, setWords] = useState('')
  const [tree, setTree] = useState<RegionNode[]>([])

  const load = useCallback(async () => {
    setError('')
    try {
      setData(await newlyProvinces())
    } catch (e) {
      setError((e as Error)?.message || '加载失败')
    }
  }, [])
  useEffect(() => {
    load()
  }, [load])
  useEffect(() => {
    if (words.trim() && tree.length === 0) regionTree().then(setTree, () => undefined)
  }, [words, tree.length])

  const matches = useMemo(() => matchRegions(tree, words), [tree, words])
  const sum = (k: CountKey) => (data?.list ?? []).reduce((s, p) => s + p[k], 0)
  const searching = !!words.trim()

  return (
    <View className='nw-page'>
      <HeaderBar title='新增企业' />
      <View className='nw-search'>
        <Text className='nw-search__icon'>⌕</Text>
        <Input
          className='nw-search__input'
          data-testid='newly-search'
          value={words}
          placeholder='搜索省份或城市，如：深圳'
          maxlength={20}
          onInput={(e) => setWords(e.detail.value)}
        />
        {searching && (
          <Text className='nw-search__clear' onClick={() => setWords('')}>
            取消
          </Text>
        )}
      </View>
      {searching ? (
        <View className='nw-card' data-testid='newly-matches'>
          {matches.map((m) => (
            <View
              key={m.code}
              className='nw-row'
              data-testid='newly-match'
              onClick={() => go(m.parent ? to.newCompaniesList({ regionCode: m.code }) : to.newCompaniesCities({ provinceCode: m.code }))}
            >
              <View className='nw-row__name'>
                <Text>{m.name}</Text>
                <Text className='nw-row__sub'>{m.parent ? `城市 · ${m.parent}` : '省份'}</Text>
              </View>
              <Text className='nw-row__arrow'>›</Text>
            </View>
          ))}
          {tree.length > 0 && matches.length === 0 && <Empty text='没有找到该省份或城市' />}
        </View>
      ) : (
        <PullRefresh onRefresh={load}>
          {error && !data ? (
            <Empty text={error}>
              <Text className='nw-retry' onClick={() => load()}>
                重新加载
              </Text>
            </Empty>
          ) : !data ? (
            <TableSkeleton testId='newly-skeleton' />
          ) : (
            <>
              <View className='nw-card' data-testid='newly-summary'>
                <View className='nw-summary'>
                  <View className='nw-summary__cell'>
                    <Text className='nw-summary__num'>{sum('week')}</Text>
                    <Text className='nw-summary__label'>全国近7天新增</Text>
                  </View>
                  <View className='nw-summary__cell'>
                    <Text className='nw-summary__num'>{sum('month')}</Text>
                    <Text className='nw-summary__label'>全国近30天新增</Text>
                  </View>
                </View>
                <Text className='nw-note'>按成立日期统计，截至 {data.today}（北京时间）</Text>
              </View>
              <View className='nw-card'>
                <View className='nw-head'>
                  <Text className='nw-head__title'>各省份新增企业</Text>
                </View>
                <RegionCountTable
                  list={data.list}
                  sortKey={sortKey}
                  onSort={setSortKey}
                  testId='newly-province'
                  onOpen={(p) => go(to.newCompaniesCities({ provinceCode: p.code }))}
                />
              </View>
            </>
          )}
        </PullRefresh>
      )}
    </View>
  )
}
