import { View, Text, Input } from '@tarojs/components'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { RegionNode } from '../../../contract/api/api'
import type { PublicUnitHit, PublicUnitPage } from '../../../contract/schemas/publicUnits'
import {
  PUBLIC_UNIT_CATEGORIES,
  PUBLIC_UNIT_CATEGORY_NAMES,
  PUBLIC_UNIT_KIND_NAMES,
  leaderLabel,
  type PublicUnitCategory,
} from '@contract/domain/publicUnits'
import HighlightText from '@/components/HighlightText'
import Dropdown from '@/components/Dropdown'
import HeaderBar from '@/components/HeaderBar'
import NameAvatar from '@/components/NameAvatar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import RegionOptions, { regionNameOf } from '@/components/RegionOptions'
import StatusTag from '@/components/StatusTag'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { searchPublicUnits } from '@/services/publicUnits'
import { regionTree } from '@/services/search'

const KEYWORD_MAX = 50
const DEBOUNCE_MS = 300

const open = (id: number) => navigate(to.governmentUnit({ id })).catch(() => undefined)

export function UnitRow({ u }: { u: PublicUnitHit }) {
  return (
    <View className='gu-card' data-testid='gu-unit' data-id={u.id} onClick={() => open(u.id)}>
      <View className='gu-card__top'>
        <NameAvatar name={u.name} size={80} />
        <View className='gu-card__main'>
          <View className='gu-card__name'>
            <HighlightText text={u.name} spans={u.highlight} />
          </View>
          <View className='gu-card__tags'>
            <StatusTag status={u.status} />
            <Text className={`gu-kind gu-kind--${u.kind}`}>{PUBLIC_UNIT_KIND_NAMES[u.kind]}</Text>
          </View>
        </View>
      </View>
      <View className='gu-card__facts'>
        <View className='gu-fact'>
          <Text className='gu-fact__label'>{leaderLabel(u.kind)}</Text>
          <Text className='gu-fact__value'>{u.leader || '-'}</Text>
        </View>
        <View className='gu-fact'>
          <Text className='gu-fact__label'>成立日期</Text>
          <Text className='gu-fact__value'>{u.established || '-'}</Text>
        </View>
        <View className='gu-fact'>
          <Text className='gu-fact__label'>所在地区</Text>
          <Text className='gu-fact__value'>{u.regionName.split(' ').slice(-1)[0] || '-'}</Text>
        </View>
      </View>
      <Text className='gu-card__code'>统一社会信用代码：{u.creditCode}</Text>
    </View>
  )
}

function ListSkeleton() {
  return (
    <View data-testid='gu-skeleton' aria-label='加载中'>
      {[0, 1, 2, 3].map((i) => (
        <View key={i} className='gu-card'>
          <View className='gu-skel' />
          <View className='gu-skel gu-skel--short' />
        </View>
      ))}
    </View>
  )
}

/** 机关单位 search: by name or credit code, one category at a time, in a province or city; provinces first. */
export default function UnitSearch({ initialKeyword, initialCategory }: { initialKeyword: string; initialCategory?: PublicUnitCategory }) {
  const [typed, setTyped] = useState(initialKeyword)
  const [keyword, setKeyword] = useState(initialKeyword.trim())
  const [category, setCategory] = useState<PublicUnitCategory | undefined>(initialCategory)
  const [regionCode, setRegionCode] = useState('')
  const [regions, setRegions] = useState<RegionNode[]>([])

  useEffect(() => {
    regionTree().then(setRegions, () => undefined)
  }, [])
  useEffect(() => {
    const next = typed.trim().slice(0, KEYWORD_MAX)
    if (next === keyword) return
    const t = setTimeout(() => setKeyword(next), DEBOUNCE_MS)
    return () => clearTimeout(t)
  }, [typed, keyword])

  const fetchPage = useCallback(
    (pageNum: number, pageSize: number) => searchPublicUnits({ keyword, category, regionCode }, pageNum, pageSize),
    [keyword, category, regionCode],
  )
  const paged = usePagedPage<PublicUnitHit, PublicUnitPage>(fetchPage)
  const waiting = paged.loading && paged.list.length === 0

  const regionName = useMemo(() => regionNameOf(regions, regionCode), [regions, regionCode])
  const renderPanel = (_index: number, close: () => void) => (
    <RegionOptions regions={regions} value={regionCode} onPick={setRegionCode} close={close} />
  )

  const what = category ? PUBLIC_UNIT_CATEGORY_NAMES[category] : '机关单位'
  return (
    <View className='gu-page'>
      <HeaderBar title='机关单位' />
      <View className='gu-head'>
        <View className='gu-search'>
          <Text className='gu-search__icon'>⌕</Text>
          <Input
            className='gu-search__input'
            data-testid='gu-search'
            value={typed}
            maxlength={KEYWORD_MAX}
            placeholder='输入机关、事业单位名称或信用代码'
            confirmType='search'
            onInput={(e) => setTyped(e.detail.value)}
            onConfirm={(e) => setKeyword(e.detail.value.trim().slice(0, KEYWORD_MAX))}
          />
          {typed ? (
            <Text className='gu-search__clear' onClick={() => setTyped('')}>
              清除
            </Text>
          ) : null}
        </View>
        <View className='gu-tabs'>
          {[undefined, ...PUBLIC_UNIT_CATEGORIES].map((c) => (
            <Text
              key={c ?? 'all'}
              className={`gu-tabs__tab ${category === c ? 'is-on' : ''}`}
              data-testid='gu-tab'
              onClick={() => setCategory(c)}
            >
              {c ? PUBLIC_UNIT_CATEGORY_NAMES[c] : '全部'}
            </Text>
          ))}
        </View>
        <Dropdown
          entries={[{ title: regionName ? regionName.slice(0, 6) : '全国' }]}
          active={[!!regionCode]}
          closeOnClickOverlay
          renderPanel={renderPanel}
        />
      </View>
      <PullRefresh onRefresh={() => paged.refresh()}>
        {paged.last && paged.list.length > 0 ? (
          <View className='gu-summary' data-testid='gu-summary'>
            共找到 <Text className='gu-em'>{paged.last.totalText}</Text> 家{what}
          </View>
        ) : null}
        {waiting ? <ListSkeleton /> : paged.list.map((u) => <UnitRow key={u.id} u={u} />)}
        <PagedEnd paged={paged} count={paged.list.length} waiting={waiting} emptyText={`暂无数据～ 没有找到相关${what}`} />
      </PullRefresh>
    </View>
  )
}
