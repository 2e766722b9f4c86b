import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { SearchSuggestion } from '../../../contract/schemas/search'
import HeaderBar from '@/components/HeaderBar'
import CompanyCard from '@/components/CompanyCard'
import PersonHitCard from '@/components/PersonHitCard'
import Empty from '@/components/Empty'
import PullRefresh from '@/components/PullRefresh'
import Section from '@/components/Section'
import { searchSuggestion } from '@/services/search'
import { navigate } from '@/services/nav'
import { searchHistory } from '@/stores/searchHistory'
import { to } from '@/links.gen'
import './detail.scss'

type State = { kind: 'loading' } | { kind: 'failed'; text: string } | { kind: 'done'; data: SearchSuggestion }

const decode = (v: string | undefined) => {
  try {
    return decodeURIComponent(v ?? '').trim()
  } catch {
    return (v ?? '').trim()
  }
}

function Skeleton() {
  return (
    <View data-testid='sd-skeleton'>
      <View className='sd-head'>
        <View className='sd-sk sd-sk--title' />
        <View className='sd-sk sd-sk--line' />
        <View className='sd-sk sd-sk--line sd-sk--short' />
      </View>
      {[0, 1, 2].map((i) => (
        <View key={i} className='sd-card'>
          <View className='sd-sk sd-sk--line' />
          <View className='sd-sk sd-sk--line sd-sk--short' />
        </View>
      ))}
    </View>
  )
}

/**
 * 搜索详情: a hot search or suggestion — what it is (a company, a brand, a person or a keyword) in one sentence, the
 * company it stands for, its matching companies and persons, and the related searches, each opening its own page.
 */
function SearchDetail() {
  const params = useRouter().params
  const keyword = decode(params.keyword)
  const pid = params.pid ? decode(params.pid) : undefined
  const [state, setState] = useState<State>({ kind: 'loading' })
  const ask = useRef(0)

  const load = useCallback(async () => {
    const n = ++ask.current
    if (!keyword) {
      setState({ kind: 'failed', text: '缺少搜索词' })
      return
    }
    setState((s) => (s.kind === 'done' ? s : { kind: 'loading' }))
    try {
      const data = await searchSuggestion(keyword, pid)
      if (n !== ask.current) return
      setState({ kind: 'done', data })
      searchHistory.addKeyword(keyword)
    } catch (e) {
      if (n === ask.current) setState({ kind: 'failed', text: (e as Error)?.message || '加载失败' })
    }
  }, [keyword, pid])

  useEffect(() => {
    load()
  }, [load])

  const d = state.kind === 'done' ? state.data : null
  const nothing = d && d.companies.length === 0 && d.persons.length === 0 && !d.main
  // the company shown on its own is not listed again among the matches
  const others = d ? d.companies.filter((c) => c.pid !== d.main?.pid) : []
  return (
    <View className='sd-page'>
      <HeaderBar title='搜索详情' />
      <PullRefresh onRefresh={load}>
        {state.kind === 'loading' && <Skeleton />}
        {state.kind === 'failed' && (
          <Empty text={state.text}>
            <View className='sd-retry' onClick={() => load()} data-testid='sd-retry'>
              <Text>重新加载</Text>
            </View>
          </Empty>
        )}
        {d && (
          <>
            <View className='sd-head' data-testid='sd-head'>
              <View className='sd-head__row'>
                <Text className='sd-head__word'>{d.keyword}</Text>
                <Text className={`sd-kind sd-kind--${d.kind}`} data-testid='sd-kind'>
                  {d.kindText}
                </Text>
              </View>
              <Text className='sd-head__summary' data-testid='sd-summary'>
                {d.summary}
              </Text>
              <View className='sd-head__actions'>
                <Text className='sd-head__btn' onClick={() => navigate(to.search({ keyword: d.keyword })).catch(() => undefined)}>
                  搜索“{d.keyword}”
                </Text>
                {d.kind === 'person' && (
                  <Text
                    className='sd-head__btn sd-head__btn--ghost'
                    onClick={() => navigate(to.search({ keyword: d.keyword, type: 'person' })).catch(() => undefined)}
                  >
                    查老板
                  </Text>
                )}
              </View>
            </View>

            {d.main && (
              <Section title={d.kind === 'brand' ? '品牌主体' : '企业'}>
                <CompanyCard hit={d.main} onClick={() => navigate(to.companyProfile({ pid: d.main!.pid })).catch(() => undefined)} />
              </Section>
            )}

            {nothing && <Empty />}

            {d.persons.length > 0 && (
              <Section title='相关人员' count={d.persons.length}>
                <View data-testid='sd-persons'>
                  {d.persons.slice(0, 5).map((p) => (
                    <PersonHitCard
                      key={p.personId}
                      person={p}
                      onClick={() => navigate(to.personProfile({ personId: p.personId })).catch(() => undefined)}
                    />
                  ))}
                </View>
              </Section>
            )}

            {others.length > 0 && (
              <Section
                title='相关企业'
                more={`全部${d.companyTotalText}家`}
                onMore={() => navigate(to.search({ keyword: d.keyword })).catch(() => undefined)}
              >
                <View data-testid='sd-companies'>
                  {others.map((c) => (
                    <CompanyCard key={c.pid} hit={c} onClick={() => navigate(to.companyProfile({ pid: c.pid })).catch(() => undefined)} />
                  ))}
                </View>
              </Section>
            )}

            {d.related.length > 0 && (
              <Section title='相关搜索'>
                <View className='sd-related' data-testid='sd-related'>
                  {d.related.map((r) => (
                    <Text
                      key={r}
                      className='sd-related__chip'
                      onClick={() => navigate(to.searchDetail({ keyword: r })).catch(() => undefined)}
                    >
                      {r}
                    </Text>
                  ))}
                </View>
              </Section>
            )}
          </>
        )}
      </PullRefresh>
    </View>
  )
}

export default observer(SearchDetail)
