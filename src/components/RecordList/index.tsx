import { View, Text } from '@tarojs/components'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { DimensionListResult, RecordItem } from '../../../contract/api/api-dimensions'
import type { Dimension } from '@contract/domain/dimensions'
import { generalFilters, type TimeFilterOption } from '@/domain/timeFilters'
import { fieldText, headingField, sortChoices } from '@/domain/records'
import { dimensionList, type DimensionListQuery } from '@/services/dimensions'
import { usePagedPage } from '@/hooks/usePaged'
import Dropdown from '@/components/Dropdown'
import { headerOffset } from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import LoadingOverlay from '@/components/LoadingOverlay'
import './index.scss'

export type CurrentTab = '' | '1' | '0'

export interface RecordListProps {
  dimension: Dimension
  owner: { pid?: string; personId?: string }
  /** the page lists only current ('1') or only historical ('0') records: no 当前/历史 tabs */
  fixedCurrent?: '0' | '1'
  onOpen: (record: RecordItem) => void
  /** told the company (or person) name once the first page arrives */
  onOwnerName?: (name: string) => void
  /** for tests: the 'now' of the time filters */
  now?: Date
}

function RecordRow({ dimension, record, onOpen }: { dimension: Dimension; record: RecordItem; onOpen: () => void }) {
  const head = headingField(dimension)
  const rest = dimension.listFields.filter((f) => f.key !== head.key && f.kind !== 'status')
  const statusField = dimension.listFields.find((f) => f.kind === 'status')
  const status = statusField ? fieldText(record, statusField) : ''
  return (
    <View className='record-row' data-id={record.id} onClick={onOpen}>
      <View className='record-row__head'>
        <Text className='record-row__title'>{fieldText(record, head)}</Text>
        {!record.isCurrent && <Text className='record-tag record-tag--history'>历史</Text>}
      </View>
      {statusField && status !== '-' && (
        <View className='record-row__tags'>
          <Text className='record-tag record-tag--status'>{status}</Text>
        </View>
      )}
      <View className='record-row__fields'>
        {rest.map((f) => (
          <View key={f.key} className={`record-row__field ${f.key === 'parties' || f.kind === 'longtext' ? 'is-wide' : ''}`}>
            <Text className='record-row__label'>{f.label}</Text>
            <Text className={`record-row__value ${f.kind === 'amount' ? 'is-amount' : ''}`}>{fieldText(record, f)}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

/**
 * One dimension's records of a company or person: filters (time, sort, role), 全部/当前/历史 tabs with
 * counts, page size 20 with paging on reaching the bottom, pull-to-refresh, empty state.
 */
export default function RecordList({ dimension, owner, fixedCurrent, onOpen, onOwnerName, now }: RecordListProps) {
  const times = useMemo<TimeFilterOption[]>(() => generalFilters(now ?? new Date()), [now])
  const sorts = useMemo(() => sortChoices(dimension), [dimension])
  const roles = dimension.roles ?? []
  const [timeIdx, setTimeIdx] = useState<number | null>(null)
  const [sortIdx, setSortIdx] = useState(0)
  const [role, setRole] = useState('')
  const [tab, setTab] = useState<CurrentTab>(fixedCurrent ?? '')

  const query = useMemo<Omit<DimensionListQuery, 'pageNum' | 'pageSize'>>(() => {
    const t = timeIdx === null ? null : times[timeIdx]
    const s = sorts[sortIdx]
    return {
      dimension: dimension.key,
      pid: owner.pid || undefined,
      personId: owner.pid ? undefined : owner.personId || undefined,
      sort: s?.sort,
      order: s?.order,
      start: t?.startDate || undefined,
      end: t?.endDate || undefined,
      role: role || undefined,
      current: tab || undefined,
    }
  }, [dimension.key, owner.pid, owner.personId, timeIdx, sortIdx, role, tab, times, sorts])

  const fetchPage = useCallback((pageNum: number, pageSize: number) => dimensionList({ ...query, pageNum, pageSize }), [query])
  const paged = usePagedPage<RecordItem, DimensionListResult>(fetchPage)
  useEffect(() => {
    const name = paged.list[0]?.companyName
    if (name && onOwnerName) onOwnerName(name)
  }, [paged.list, onOwnerName])

  const last = paged.last
  const entries = [
    { title: timeIdx === null ? '时间' : times[timeIdx].name, visible: dimension.hasDate },
    { title: sorts[sortIdx]?.label ?? '排序', visible: sorts.length > 1 },
    { title: role || '角色', visible: roles.length > 0 },
  ]
  const option = (label: string, selected: boolean, pick: () => void, close: () => void) => (
    <View
      key={label}
      className={`record-filter__option ${selected ? 'is-selected' : ''}`}
      onClick={() => {
        pick()
        close()
      }}
    >
      <Text>{label}</Text>
    </View>
  )
  const renderPanel = (index: number, close: () => void) => {
    if (index === 0)
      return [
        option('不限', timeIdx === null, () => setTimeIdx(null), close),
        ...times.map((t, i) => option(t.name, timeIdx === i, () => setTimeIdx(i), close)),
      ]
    if (index === 1) return sorts.map((s, i) => option(s.label, sortIdx === i, () => setSortIdx(i), close))
    return [option('全部角色', role === '', () => setRole(''), close), ...roles.map((r) => option(r, role === r, () => setRole(r), close))]
  }
  const showBar = entries.some((e) => e.visible)
  const tabs: Array<{ key: CurrentTab; label: string; count?: number }> = [
    { key: '', label: '全部', count: last ? last.currentCount + last.historyCount : undefined },
    { key: '1', label: '当前', count: last?.currentCount },
    { key: '0', label: '历史', count: last?.historyCount },
  ]

  return (
    <View className='record-list' data-dim={dimension.key}>
      <View className='record-list__sticky' style={{ top: `${headerOffset()}px` }}>
        {!fixedCurrent && (
          <View className='record-tabs'>
            {tabs.map((t) => (
              <View key={t.label} className={`record-tabs__tab ${tab === t.key ? 'is-active' : ''}`} onClick={() => setTab(t.key)}>
                <Text>{t.label}</Text>
                {t.count !== undefined && <Text className='record-tabs__count'>{t.count}</Text>}
              </View>
            ))}
          </View>
        )}
        {showBar && (
          <Dropdown
            entries={entries}
            active={[timeIdx !== null, sortIdx !== 0, role !== '']}
            closeOnClickSelf
            closeOnClickOverlay
            renderPanel={renderPanel}
          />
        )}
      </View>
      <PullRefresh onRefresh={() => paged.refresh()}>
        {!!last?.total && (
          <View className='record-list__total'>
            <Text>
              共 <Text className='em'>{last.total}</Text> 条{dimension.label}
            </Text>
          </View>
        )}
        {paged.list.map((r) => (
          <RecordRow key={r.id} dimension={dimension} record={r} onOpen={() => onOpen(r)} />
        ))}
        {paged.loading && !last && (
          <View className='record-skeleton' aria-label='加载中'>
            {[0, 1, 2].map((i) => (
              <View key={i} className='record-skeleton__row'>
                <View className='record-skeleton__line is-title' />
                <View className='record-skeleton__line' />
                <View className='record-skeleton__line is-short' />
              </View>
            ))}
          </View>
        )}
        <PagedEnd paged={paged} count={paged.list.length} />
      </PullRefresh>
      <LoadingOverlay visible={paged.loading && !!last && paged.list.length === 0} />
    </View>
  )
}
