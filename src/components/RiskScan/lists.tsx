import { View, Text } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { RecordItem } from '../../../contract/api/api-dimensions'
import type {
  ChangeDetailItem,
  ChangeDetailResult,
  RiskChangeList,
  RiskGroup,
  RiskItem,
  RiskItemRecords,
  RiskItemsResult,
  RiskLevel,
  RiskPeriod,
} from '../../../contract/api/api-risk'
import { findChangeDetail, findChangeList, type ScanRootKind } from '@/domain/changeTypes'
import { LEVEL_LABEL, RISK_GROUP_LABELS, RISK_PERIOD_LABELS, pct } from '@/domain/risk'
import { changeDetail, changeList, itemRecords, riskItems } from '@/services/risk'
import { navigate } from '@/services/nav'
import { usePaged } from '@/hooks/usePaged'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import ListFooter from '@/components/ListFooter'
import LoadingOverlay from '@/components/LoadingOverlay'
import { LevelTag, QuotaMask, RiskItemCard, RiskRecordRow, SubjectLine, TotalsBar, isQuotaError } from './parts'
import { itemListUrl, itemUrl } from './paths'
import './index.scss'
import { to } from '@/links.gen'

const go = (url: string) => {
  if (url) navigate(url).catch(() => undefined)
}

type Params = Record<string, string | undefined>
const useParams = () => (useRouter().params ?? {}) as Params
const dec = (s?: string) => {
  if (!s) return ''
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <View className='risk-page'>
      <HeaderBar title={title} />
      {children}
    </View>
  )
}

/** The person whose check a page belongs to, shown on the pages of pagesCheckPersonnel. */
function PersonContext({ params }: { params: Params }) {
  if (!params.personId) return null
  const name = dec(params.personName)
  return (
    <View className='risk-context' onClick={() => go(to.personProfile({ personId: params.personId! }))}>
      <Text>
        人员尽调{name ? `：${name}` : ''}
        {params.pid ? ' · 其任职企业的记录' : ''} ›
      </Text>
    </View>
  )
}

function PagedStates({
  loading,
  hasLast,
  count,
  error,
  onRetry,
  finished,
  emptyText,
}: {
  loading: boolean
  hasLast: boolean
  count: number
  error: unknown
  onRetry: () => void
  finished: boolean
  emptyText?: string
}) {
  return (
    <>
      {!loading && hasLast && count === 0 && <Empty text={emptyText} />}
      {!loading && !hasLast && !!error && (
        <Empty text={String(error)}>
          <View className='risk-retry' onClick={onRetry}>
            <Text>重新加载</Text>
          </View>
        </Empty>
      )}
      <LoadingOverlay visible={loading && count === 0} transparent />
      <ListFooter loading={loading} finished={finished} count={count} />
    </>
  )
}

const GROUPS: RiskGroup[] = ['self', 'related', 'history', 'notice']
const LEVEL_KEYS: RiskLevel[] = ['high', 'warn', 'info']

/** scanListMore / whole: every item of a scan, by group and level, paged. */
export function ScanListMorePage({ root, whole }: { root: ScanRootKind; whole?: boolean }) {
  const params = useParams()
  const owner = useMemo(() => (params.pid ? { pid: params.pid } : { personId: params.personId }), [params.pid, params.personId])
  const [group, setGroup] = useState<RiskGroup | ''>(
    whole ? '' : (GROUPS as string[]).includes(params.group ?? '') ? (params.group as RiskGroup) : '',
  )
  const [level, setLevel] = useState<RiskLevel | ''>(
    (LEVEL_KEYS as string[]).includes(params.level ?? '') ? (params.level as RiskLevel) : '',
  )
  const [quotaErr, setQuotaErr] = useState<unknown>(null)
  const fetchPage = useCallback(
    (pageNum: number, pageSize: number) =>
      riskItems(owner, { group: group || undefined, level: level || undefined, pageNum, pageSize }).catch((e) => {
        if (isQuotaError(e)) setQuotaErr(e)
        throw e
      }),
    [owner, group, level],
  )
  const paged = usePaged<RiskItem, RiskItemsResult>(fetchPage)
  useEffect(() => {
    if (owner.pid || owner.personId) paged.refresh()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => {
    paged.loadMore()
  })
  const title = whole ? '全部风险' : group ? RISK_GROUP_LABELS[group] : '风险项'
  if (!owner.pid && !owner.personId)
    return (
      <Shell title={title}>
        <Empty text='缺少企业或人员编号' />
      </Shell>
    )
  if (quotaErr)
    return (
      <Shell title={title}>
        <QuotaMask error={quotaErr} />
      </Shell>
    )
  return (
    <Shell title={title}>
      <PersonContext params={params} />
      {paged.last && <TotalsBar totals={paged.last.totals} onLevel={(l) => setLevel(level === l ? '' : l)} />}
      <View className='risk-chips'>
        {(['', ...GROUPS] as Array<RiskGroup | ''>).map((g) => (
          <Text key={g || 'all'} className={`risk-chip ${group === g ? 'is-active' : ''}`} onClick={() => setGroup(g)}>
            {g ? RISK_GROUP_LABELS[g] : '全部'}
          </Text>
        ))}
      </View>
      <View className='risk-chips'>
        {(['', ...LEVEL_KEYS] as Array<RiskLevel | ''>).map((l) => (
          <Text key={l || 'all'} className={`risk-chip ${level === l ? 'is-active' : ''}`} onClick={() => setLevel(l)}>
            {l ? LEVEL_LABEL[l] : '全部等级'}
          </Text>
        ))}
      </View>
      {!!paged.last?.total && <Text className='risk-total'>共 {paged.last.total} 项</Text>}
      <View className='risk-list'>
        {paged.list.map((i) => (
          <RiskItemCard
            key={i.key}
            item={i}
            onOpen={(it) => go(itemUrl(root, owner.pid ? { pid: owner.pid, personId: params.personId } : owner, it))}
          />
        ))}
      </View>
      <PagedStates
        loading={paged.loading}
        hasLast={!!paged.last}
        count={paged.list.length}
        error={paged.error}
        onRetry={() => paged.refresh()}
        finished={paged.finished}
        emptyText='未发现风险项'
      />
    </Shell>
  )
}

function ChangeRow({ change }: { change: ChangeDetailItem }) {
  return (
    <View className='change-row' data-id={change.id}>
      <View className='change-row__head'>
        <Text className='change-row__field'>{change.field}</Text>
        <Text className='change-row__date'>{change.date}</Text>
      </View>
      {change.target && (
        <Text className='change-row__target is-link' onClick={() => go(to.companyProfile({ pid: change.target!.pid }))}>
          {change.target.name}
          {change.target.share ? `（持股 ${pct(change.target.share)}）` : ''}
        </Text>
      )}
      <View className='change-row__pair'>
        <View className='change-row__col'>
          <Text className='change-row__label'>变更前</Text>
          <Text className='change-row__before'>{change.before || '-'}</Text>
        </View>
        <View className='change-row__col'>
          <Text className='change-row__label'>变更后</Text>
          <Text className='change-row__after'>{change.after || '-'}</Text>
        </View>
      </View>
      {!!change.persons?.length && (
        <View className='change-row__persons'>
          {change.persons.map((p) => (
            <Text key={p.personId} className='change-row__person' onClick={() => go(to.personProfile({ personId: p.personId }))}>
              {p.name}
            </Text>
          ))}
        </View>
      )}
    </View>
  )
}

type ItemRow = { record?: RecordItem; change?: ChangeDetailItem }

/** scanListPage: one item, its explanation and subject, and every record (or change) behind it, paged. */
export function ScanListPagePage({ root }: { root: ScanRootKind }) {
  const params = useParams()
  const key = dec(params.key)
  const owner = useMemo(() => (params.pid ? { pid: params.pid } : { personId: params.personId }), [params.pid, params.personId])
  const [item, setItem] = useState<RiskItem | null>(null)
  const fetchPage = useCallback(
    async (pageNum: number, pageSize: number) => {
      const r: RiskItemRecords = await itemRecords(owner, key, pageNum, pageSize)
      setItem(r.item)
      const rows: ItemRow[] =
        r.records.list.length || !r.changes.list.length
          ? r.records.list.map((x) => ({ record: x }))
          : r.changes.list.map((x) => ({ change: x }))
      return { list: rows, total: Math.max(r.records.total, r.changes.total) }
    },
    [owner, key],
  )
  const paged = usePaged<ItemRow>(fetchPage)
  useEffect(() => {
    if (key && (owner.pid || owner.personId)) paged.refresh()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => {
    paged.loadMore()
  })
  if (!key || (!owner.pid && !owner.personId))
    return (
      <Shell title='风险详情'>
        <Empty text='缺少风险项参数，请从风险扫描进入' />
      </Shell>
    )
  const listUrl = item ? itemListUrl(root, item, params) : ''
  return (
    <Shell title={item?.title ?? '风险详情'}>
      <PersonContext params={params} />
      {item && (
        <View className='risk-item-head'>
          <View className='risk-item__head'>
            <LevelTag level={item.level} />
            <Text className='risk-item__title'>{item.title}</Text>
            <Text className='risk-item__count'>{item.count} 条</Text>
          </View>
          <Text className='risk-item__explain'>{item.explanation}</Text>
          <SubjectLine subject={item.subject} />
          <Text className='risk-item__rule'>
            规则 {item.ruleId} · {RISK_GROUP_LABELS[item.group]}
          </Text>
          {listUrl && (
            <Text className='risk-item__more' onClick={() => go(listUrl)}>
              查看该主体的全部{item.title}记录 ›
            </Text>
          )}
        </View>
      )}
      <View className='risk-list'>
        {paged.list.map((row, i) =>
          row.record ? (
            <RiskRecordRow key={`r${row.record.id}`} record={row.record} />
          ) : (
            <ChangeRow key={`c${row.change!.id}-${i}`} change={row.change!} />
          ),
        )}
      </View>
      <PagedStates
        loading={paged.loading}
        hasLast={!!paged.last}
        count={paged.list.length}
        error={paged.error}
        onRetry={() => paged.refresh()}
        finished={paged.finished}
        emptyText='该风险项已无记录'
      />
    </Shell>
  )
}

const PERIODS: Array<RiskPeriod | ''> = ['', 'today', '1m', '3m', '1y', '3y']

function PeriodChips({
  value,
  counts,
  onChange,
}: {
  value: RiskPeriod | ''
  counts?: Record<string, number>
  onChange: (p: RiskPeriod | '') => void
}) {
  return (
    <View className='risk-chips risk-periods'>
      {PERIODS.map((p) => (
        <Text key={p || 'all'} className={`risk-chip ${value === p ? 'is-active' : ''}`} onClick={() => onChange(p)}>
          {p ? RISK_PERIOD_LABELS[p] : '全部'}
          {counts ? ` ${counts[p || 'all'] ?? 0}` : ''}
        </Text>
      ))}
    </View>
  )
}

/** One of the 17 risk lists (changeList) of a company or person, with the risk time filters, paged. */
export function ChangeListPage({ root, name, fixedCurrent }: { root: ScanRootKind; name: string; fixedCurrent?: '0' | '1' }) {
  const params = useParams()
  const def = findChangeList(name)
  const owner = useMemo(() => (params.pid ? { pid: params.pid } : { personId: params.personId }), [params.pid, params.personId])
  const [period, setPeriod] = useState<RiskPeriod | ''>(
    (Object.keys(RISK_PERIOD_LABELS) as string[]).includes(params.period ?? '') ? (params.period as RiskPeriod) : '',
  )
  const [scope, setScope] = useState<'self' | 'related'>(params.scope === 'related' ? 'related' : 'self')
  const current = fixedCurrent ?? (params.current === '0' || params.current === '1' ? params.current : undefined)
  const fetchPage = useCallback(
    (pageNum: number, pageSize: number) =>
      changeList(owner, { type: def!.type, period: period || undefined, scope, current, pageNum, pageSize }),
    [owner, def, period, scope, current],
  )
  const paged = usePaged<RecordItem, RiskChangeList>(fetchPage)
  useEffect(() => {
    if (def && (owner.pid || owner.personId)) paged.refresh()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => {
    paged.loadMore()
  })
  const title = def ? `${def.title}${current === '0' ? '（历史）' : ''}` : '风险清单'
  if (!def)
    return (
      <Shell title={title}>
        <Empty text='页面不存在' />
      </Shell>
    )
  if (!owner.pid && !owner.personId)
    return (
      <Shell title={title}>
        <Empty text={root === 'person' ? '缺少人员编号，请从人员尽调进入' : '缺少企业编号，请从风险扫描进入'} />
      </Shell>
    )
  return (
    <Shell title={title}>
      <PersonContext params={params} />
      <View className='risk-chips'>
        <Text className={`risk-chip ${scope === 'self' ? 'is-active' : ''}`} onClick={() => setScope('self')}>
          {owner.pid ? '本企业' : '本人'}
        </Text>
        <Text className={`risk-chip ${scope === 'related' ? 'is-active' : ''}`} onClick={() => setScope('related')}>
          {owner.pid ? '关联方' : '任职企业'}
        </Text>
      </View>
      <PeriodChips value={period} counts={paged.last?.periodCounts} onChange={setPeriod} />
      {!!paged.last?.total && (
        <Text className='risk-total'>
          共 {paged.last.total} 条{def.title}
        </Text>
      )}
      <View className='risk-list'>
        {paged.list.map((r) => (
          <RiskRecordRow key={r.id} record={r} subject={scope === 'related' ? paged.last?.subjects[String(r.id)] : undefined} />
        ))}
      </View>
      <PagedStates
        loading={paged.loading}
        hasLast={!!paged.last}
        count={paged.list.length}
        error={paged.error}
        onRetry={() => paged.refresh()}
        finished={paged.finished}
        emptyText={`${period ? RISK_PERIOD_LABELS[period] : ''}暂无${def.title}记录`}
      />
    </Shell>
  )
}

/** One of the 13 registration-change kinds (changeDetail) of a company: before and after with dates, paged. */
export function ChangeDetailPage({ root, name }: { root: ScanRootKind; name: string }) {
  const params = useParams()
  const def = findChangeDetail(name)
  const pid = params.pid ?? ''
  const [period, setPeriod] = useState<RiskPeriod | ''>('')
  const fetchPage = useCallback(
    (pageNum: number, pageSize: number) => changeDetail(pid, { type: def!.type, period: period || undefined, pageNum, pageSize }),
    [pid, def, period],
  )
  const paged = usePaged<ChangeDetailItem, ChangeDetailResult>(fetchPage)
  useEffect(() => {
    if (def && pid) paged.refresh()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => {
    paged.loadMore()
  })
  const title = def?.title ?? '变更详情'
  if (!def)
    return (
      <Shell title={title}>
        <Empty text='页面不存在' />
      </Shell>
    )
  if (!pid)
    return (
      <Shell title={title}>
        <Empty text={root === 'person' ? '缺少企业编号，请从人员的任职企业进入' : '缺少企业编号，请从风险扫描进入'} />
      </Shell>
    )
  return (
    <Shell title={title}>
      <PersonContext params={params} />
      <PeriodChips value={period} onChange={setPeriod} />
      {!!paged.last?.total && (
        <Text className='risk-total'>
          共 {paged.last.total} 次{def.title}
        </Text>
      )}
      <View className='risk-list'>
        {paged.list.map((c, i) => (
          <ChangeRow key={`${c.id}-${i}`} change={c} />
        ))}
      </View>
      <PagedStates
        loading={paged.loading}
        hasLast={!!paged.last}
        count={paged.list.length}
        error={paged.error}
        onRetry={() => paged.refresh()}
        finished={paged.finished}
        emptyText={`暂无${def.title}`}
      />
    </Shell>
  )
}
