import { View, Text, Input } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { Card, CardList, MyCard } from '../../../../contract/schemas/card'
import { CARD_SORTS, CARD_SORT_LABELS, CARD_KEYWORD_MAX, cardAvatarText, cardGroup, type CardSort } from '@contract/domain/cards'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import ListFooter from '@/components/ListFooter'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { listCards, myCard } from '@/services/cards'
import { navigate } from '@/services/nav'
import '../shared/card.scss'
import './list.scss'

const SEARCH_DELAY = 300

const go = (url: string) => navigate(url).catch(() => undefined)

/** The user's own card at the top: open it to edit and share, or an invitation to make one. */
function MyCardBar({ card, loaded }: { card: MyCard | null; loaded: boolean }) {
  if (!loaded) return <View className='ch-mine ch-mine--skeleton' />
  if (!card)
    return (
      <View className='ch-mine ch-mine--prompt' data-testid='my-card-prompt' onClick={() => go(to.myCardAdd())}>
        <View className='ch-mine__main'>
          <Text className='ch-mine__title'>创建我的名片</Text>
          <Text className='ch-mine__sub'>一张电子名片，随时分享给合作伙伴</Text>
        </View>
        <Text className='ch-mine__btn'>去创建</Text>
      </View>
    )
  return (
    <View className='ch-mine' data-testid='my-card' onClick={() => go(to.myCardEdit())}>
      <View className='ch-mine__avatar'>
        <Text>{cardAvatarText(card.name)}</Text>
      </View>
      <View className='ch-mine__main'>
        <View className='ch-mine__head'>
          <Text className='ch-mine__name'>{card.name}</Text>
          {!!card.title && <Text className='ch-mine__role'>{card.title}</Text>}
        </View>
        <Text className='ch-mine__sub'>{card.company || card.mobile}</Text>
      </View>
      <Text className='ch-mine__tag'>我的名片</Text>
      <Text className='ch-mine__share'>分享 ›</Text>
    </View>
  )
}

function CardRow({ card }: { card: Card }) {
  return (
    <View className='ch-item' data-testid='card-item' data-id={card.id} onClick={() => go(to.cardDetails({ id: card.id }))}>
      <View className='ch-item__avatar'>
        <Text>{cardAvatarText(card.name)}</Text>
      </View>
      <View className='ch-item__main'>
        <View className='ch-item__head'>
          <Text className='ch-item__name'>{card.name}</Text>
          {!!card.title && <Text className='ch-item__title'>{card.title}</Text>}
        </View>
        {!!card.company && (
          <Text className='ch-item__company'>
            {card.company}
            {card.pid ? <Text className='ch-item__linked'> · 已关联</Text> : null}
          </Text>
        )}
        <Text className='ch-item__phone'>{card.mobile}</Text>
      </View>
      <Text className='ch-item__arrow'>›</Text>
    </View>
  )
}

function Skeleton() {
  return (
    <View data-testid='card-skeleton'>
      {[0, 1, 2, 3].map((i) => (
        <View key={i} className='ch-item ch-item--skeleton'>
          <View className='ch-item__avatar ch-sk' />
          <View className='ch-item__main'>
            <View className='ch-sk ch-sk--line' />
            <View className='ch-sk ch-sk--short' />
          </View>
        </View>
      ))}
    </View>
  )
}

/**
 * 名片夹: the user's own card on top, then the cards they keep, searched (name, company, phone, title), sorted and paged
 * by the server; sorted by name they are listed under their initials, by company under the company.
 */
export default function CardHolder() {
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [sort, setSort] = useState<CardSort>('recent')
  const [mine, setMine] = useState<{ card: MyCard | null; loaded: boolean }>({ card: null, loaded: false })
  const fetchPage = useCallback((pageNum: number) => listCards({ pageNum, keyword, sort }), [keyword, sort])
  const paged = usePagedPage<Card, CardList>(fetchPage)

  const loadMine = () =>
    myCard({ silent: true }).then(
      (card) => setMine({ card, loaded: true }),
      () => setMine((m) => ({ ...m, loaded: true })),
    )

  useEffect(() => {
    loadMine()
  }, [])
  useDidShow(() => {
    // back from adding, editing or deleting a card (or making one's own): both are read again
    if (mine.loaded) loadMine()
    if (paged.last) paged.refresh()
  })

  useEffect(() => {
    const k = typed.trim()
    if (k === keyword) return undefined
    const timer = setTimeout(() => setKeyword(k), SEARCH_DELAY)
    return () => clearTimeout(timer)
  }, [typed, keyword])

  const switchSort = (s: CardSort) => {
    if (s === sort) return
    paged.reset()
    setSort(s)
  }
  const search = (v: string) => {
    setTyped(v)
    setKeyword(v.trim())
  }

  const last = paged.last
  const cards = paged.list
  const firstLoad = paged.loading && last === null && !paged.error
  const failed = !!paged.error && cards.length === 0

  let group = ''
  const rows = cards.map((c) => {
    const g = cardGroup(sort, c)
    const header = g && g !== group ? g : ''
    group = g
    return (
      <View key={c.id}>
        {!!header && (
          <Text className='ch-group' data-testid='card-group'>
            {header}
          </Text>
        )}
        <CardRow card={c} />
      </View>
    )
  })

  return (
    <View className='cd-page ch-page'>
      <HeaderBar title='名片夹' />
      <PullRefresh onRefresh={() => Promise.all([paged.refresh(), loadMine()])}>
        <MyCardBar card={mine.card} loaded={mine.loaded} />
        <View className='ch-search'>
          <View className='ch-search__icon' />
          <Input
            className='ch-search__input'
            value={typed}
            placeholder='搜索姓名、公司、电话、职位'
            placeholderStyle='color:#b4bccb'
            confirmType='search'
            maxlength={CARD_KEYWORD_MAX}
            onInput={(e) => setTyped(e.detail.value)}
            onConfirm={(e) => search(e.detail.value)}
            data-testid='card-search'
          />
          {!!typed && (
            <Text className='ch-search__clear' data-testid='card-search-clear' onClick={() => search('')}>
              ✕
            </Text>
          )}
        </View>
        <View className='ch-sorts'>
          {CARD_SORTS.map((s) => (
            <Text key={s} className={`ch-sorts__tab ${s === sort ? 'is-on' : ''}`} data-testid={`sort-${s}`} onClick={() => switchSort(s)}>
              {CARD_SORT_LABELS[s]}
            </Text>
          ))}
          {last && (
            <Text className='ch-sorts__count' data-testid='card-count'>
              {keyword ? `找到 ${last.total} 张` : `共 ${last.all} 张`}
            </Text>
          )}
        </View>

        {firstLoad && <Skeleton />}
        {rows}
        {failed && (
          <Empty text={paged.error || '加载失败'}>
            <Text className='ch-empty-btn is-ghost' data-testid='card-retry' onClick={() => paged.refresh()}>
              重试
            </Text>
          </Empty>
        )}
        {!failed && last !== null && !paged.loading && cards.length === 0 && (
          <Empty text={keyword ? `没有找到与“${keyword}”相关的名片` : '暂无数据～'}>
            {!keyword && (
              <Text className='ch-empty-btn' data-testid='card-empty-add' onClick={() => go(to.cardAdd())}>
                添加名片
              </Text>
            )}
          </Empty>
        )}
        {paged.error && cards.length > 0 ? (
          <Text className='ch-more-error' data-testid='card-more-retry' onClick={() => paged.loadMore()}>
            加载失败，点击重试
          </Text>
        ) : (
          <ListFooter loading={paged.loading} finished={paged.finished} count={cards.length} />
        )}
      </PullRefresh>
      <View className='cd-bar'>
        <View className='cd-btn' data-testid='card-add' onClick={() => go(to.cardAdd())}>
          <Text>+ 添加名片</Text>
        </View>
      </View>
    </View>
  )
}
