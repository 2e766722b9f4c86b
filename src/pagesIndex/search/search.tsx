import { View, Text, Input } from '@tarojs/components'
import { loginUrlFor, navigate } from '@/services/nav'
import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import CompanyCard from '@/components/CompanyCard'
import PersonHitCard from '@/components/PersonHitCard'
import Empty from '@/components/Empty'
import ListFooter from '@/components/ListFooter'
import RecommendedCompanies from '@/components/RecommendedCompanies'
import { searchHistory } from '@/stores/searchHistory'
import { entPersonSearch, hotSearch } from '@/services/search'
import { debounce } from '@/domain/timing'
import { usePaged } from '@/hooks/usePaged'
import { useFirstScreen } from '@/hooks/useFirstScreen'
import type { CompanyHit, EntPersonSearchResult, PersonHit } from '../../../contract/api/api'
import { saveSearchSubscription } from '@/services/subscriptions'
import { session } from '@/stores/session'
import './search.scss'
import { to } from '@/links.gen'

const MAX_KEYWORD = 50
/** result cards on a phone's first screen: rendered first, the rest of the page once they are painted */
const FIRST_SCREEN_CARDS = 5

/** a result card, rendered again only when its hit or the handler changes (not when the page's other state does) */
const HitCard = memo(function HitCard({ hit, onOpen }: { hit: CompanyHit; onOpen: (hit: CompanyHit) => void }) {
  return <CompanyCard hit={hit} onClick={() => onOpen(hit)} />
})

function SearchPage() {
  const params = useRouter().params
  const [input, setInput] = useState(decodeURIComponent(params.keyword || ''))
  const [keyword, setKeyword] = useState(input.trim())
  const [tab, setTab] = useState<'company' | 'person'>(params.type === 'person' ? 'person' : 'company')
  const [hot, setHot] = useState<Array<{ keyword: string; pid?: string }>>([])
  const [persons, setPersons] = useState<PersonHit[]>([])

  const fetchPage = useCallback(
    async (pageNum: number, pageSize: number) => {
      const r: EntPersonSearchResult = await entPersonSearch(keyword, pageNum, pageSize)
      if (pageNum === 1) setPersons(r.persons || [])
      return r
    },
    [keyword],
  )
  const paged = usePaged<CompanyHit, EntPersonSearchResult>(fetchPage)

  const applyKeyword = useMemo(() => debounce((v: string) => setKeyword(v.trim().slice(0, MAX_KEYWORD)), 300), [])
  useEffect(() => () => applyKeyword.cancel(), [applyKeyword])

  useEffect(() => {
    if (keyword) paged.refresh()
    else {
      paged.reset()
      setPersons([])
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword])

  // the hot searches show only while there is no keyword: a search opened with one does not ask for them until then
  const hotAsked = useRef(false)
  useEffect(() => {
    if (keyword || hotAsked.current) return
    hotAsked.current = true
    hotSearch()
      .then((r) => setHot(r.list))
      .catch(() => setHot([]))
  }, [keyword])

  // 订阅: the keyword, kept on the server, tells the user about companies of that name established from now on
  const [subscribed, setSubscribed] = useState('')
  const subscribe = async () => {
    if (!session.isLoggedIn) return navigate(loginUrlFor(to.search({ keyword }))).catch(() => undefined)
    if (subscribed === keyword) return navigate(to.querySubscriptions()).catch(() => undefined)
    try {
      await saveSearchSubscription({ keyword }, [`关键词：${keyword}`])
      setSubscribed(keyword)
      Taro.showToast({ title: '已订阅，可在「搜索订阅」查看', icon: 'none', duration: 2000 })
    } catch {
      // the request door said why (already subscribed, or the limit reached)
    }
  }

  useReachBottom(() => {
    if (keyword && tab === 'company') paged.loadMore()
  })

  const submit = (v: string) => {
    const k = v.trim().slice(0, MAX_KEYWORD)
    setInput(k)
    applyKeyword.cancel()
    setKeyword(k)
    if (k) searchHistory.addKeyword(k)
  }
  const openCompany = useCallback(
    (hit: CompanyHit) => {
      if (keyword) searchHistory.addKeyword(keyword)
      navigate(to.companyProfile({ pid: hit.pid }))
    },
    [keyword],
  )
  const openPerson = (p: PersonHit) => {
    if (keyword) searchHistory.addKeyword(keyword)
    navigate(to.personProfile({ personId: p.personId }))
  }
  const clearHistory = () =>
    Taro.showModal({ title: '提示', content: '确定清空搜索历史吗？', confirmText: '清空', cancelText: '取消' }).then(
      (r) => r.confirm && searchHistory.clearKeywords(),
    )

  const last = paged.last
  const hits = useFirstScreen(paged.list, FIRST_SCREEN_CARDS)
  return (
    <View className='search-page'>
      <HeaderBar
        title={tab === 'person' ? '查老板' : '查企业'}
        showExport={tab === 'company' && !!keyword}
        onExport={() => navigate(to.exportData({ kind: 'search', keyword })).catch(() => undefined)}
      />
      <View className='search-bar'>
        <View className='search-bar__box'>
          <View className='icon-search search-bar__icon' />
          <Input
            className='search-bar__input'
            value={input}
            focus
            maxlength={MAX_KEYWORD}
            confirmType='search'
            placeholder={tab === 'person' ? '请输入老板、股东或高管姓名' : '请输入企业名称、老板姓名或拼音首字母'}
            onInput={(e) => {
              setInput(e.detail.value)
              applyKeyword(e.detail.value)
            }}
            onConfirm={(e) => submit(e.detail.value)}
          />
          {input && (
            <Text className='search-bar__clear' onClick={() => submit('')}>
              ×
            </Text>
          )}
        </View>
        <Text className='search-bar__go' onClick={() => submit(input)}>
          搜索
        </Text>
      </View>
      <View className='search-tabs'>
        <Text className={`search-tabs__tab ${tab === 'company' ? 'is-on' : ''}`} onClick={() => setTab('company')}>
          企业
        </Text>
        <Text className={`search-tabs__tab ${tab === 'person' ? 'is-on' : ''}`} onClick={() => setTab('person')}>
          老板
        </Text>
      </View>

      {!keyword && (
        <View className='search-idle'>
          {searchHistory.keywords.length > 0 && (
            <View className='search-block'>
              <View className='search-block__head'>
                <Text className='search-block__title'>搜索历史</Text>
                <Text className='search-block__action' onClick={clearHistory}>
                  清空
                </Text>
              </View>
              <View className='chips'>
                {searchHistory.keywords.map((k) => (
                  <Text key={k} className='chip' onClick={() => submit(k)}>
                    {k}
                  </Text>
                ))}
              </View>
            </View>
          )}
          <View className='search-block'>
            <View className='search-block__head'>
              <Text className='search-block__title'>热门搜索</Text>
            </View>
            <View className='hot-list'>
              {hot.map((h, i) => (
                <View
                  key={h.keyword}
                  className='hot-list__item'
                  onClick={() => navigate(to.searchDetail(h.pid ? { keyword: h.keyword, pid: h.pid } : { keyword: h.keyword }))}
                >
                  <Text className={`hot-list__rank hot-list__rank--${i < 3 ? 'top' : 'n'}`}>{i + 1}</Text>
                  <Text className='hot-list__text'>{h.keyword}</Text>
                </View>
              ))}
            </View>
          </View>
          <RecommendedCompanies className='search-block' />
        </View>
      )}

      {keyword && (
        <View className='search-results'>
          {last && (
            <View className='search-results__summary'>
              <Text>
                找到 <Text className='em'>{tab === 'person' ? persons.length : last.totalText}</Text>{' '}
                {tab === 'person' ? '位相关人员' : '家相关企业'}
              </Text>
              {tab === 'company' && (
                <Text className='search-results__took'>用时 {last.tookMs < 1 ? '<1' : Math.round(last.tookMs)} 毫秒</Text>
              )}
              {tab === 'company' && (
                <Text
                  className={`search-results__sub ${subscribed === keyword ? 'is-on' : ''}`}
                  data-testid='search-subscribe'
                  onClick={() => subscribe()}
                >
                  {subscribed === keyword ? '已订阅 ›' : '订阅'}
                </Text>
              )}
            </View>
          )}
          {tab === 'company' && persons.length > 0 && (
            <View className='person-strip'>
              <Text className='person-strip__title'>相关人员</Text>
              <View className='person-strip__row'>
                {persons.slice(0, 5).map((p) => (
                  <PersonHitCard key={p.personId} person={p} compact onClick={() => openPerson(p)} />
                ))}
              </View>
            </View>
          )}
          {tab === 'company' && hits.map((hit) => <HitCard key={hit.pid} hit={hit} onOpen={openCompany} />)}
          {tab === 'person' && persons.map((p) => <PersonHitCard key={p.personId} person={p} onClick={() => openPerson(p)} />)}
          {!paged.loading && last && (tab === 'company' ? paged.list.length === 0 : persons.length === 0) && <Empty />}
          {paged.error && <Text className='search-results__error'>{paged.error}</Text>}
          {tab === 'company' && <ListFooter loading={paged.loading} finished={paged.finished} count={paged.list.length} />}
          {paged.loading && !last && <SkeletonList />}
        </View>
      )}
    </View>
  )
}

function SkeletonList() {
  return (
    <View>
      {[0, 1, 2, 3].map((i) => (
        <View key={i} className='skeleton-card'>
          <View className='sk sk--avatar' />
          <View className='sk-lines'>
            <View className='sk sk--line' />
            <View className='sk sk--line sk--short' />
          </View>
        </View>
      ))}
    </View>
  )
}

export default observer(SearchPage)
