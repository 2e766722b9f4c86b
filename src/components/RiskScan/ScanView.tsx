import { View, Text } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import type { CompanyScan, PersonScan, RiskGroupResult, RiskItem } from '../../../contract/api/api-risk'
import { CHANGE_DETAIL_TYPES, CHANGE_LIST_TYPES, changeDetailPath, changeListPath, type ScanRootKind } from '@/domain/changeTypes'
import { LEVEL_COLOR, monthLabel, monthSub } from '@/domain/risk'
import { companyScan, personScan } from '@/services/risk'
import { navigate } from '@/services/nav'
import type { ApiError } from '@/services/request'
import { findRoute } from '@/routes'
import Section from '@/components/Section'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import StatusTag from '@/components/StatusTag'
import { BarChart } from '@/components/Charts'
import { OwnersBlock, QuotaMask, RiskItemCard, TotalsBar, isQuotaError } from './parts'
import { RISK_LINKS, changeDetailUrl, changeListUrl, itemUrl } from './paths'
import { pct, timeText } from '@/domain/risk'
import { to } from '@/links.gen'

const go = (url: string) => {
  if (url) navigate(url).catch(() => undefined)
}

/** One group of a scan: its counts and its first items; '查看全部' opens scanListMore of the group. */
export function GroupSection({ group, onOpen, onMore }: { group: RiskGroupResult; onOpen: (i: RiskItem) => void; onMore: () => void }) {
  return (
    <Section
      id={`group-${group.group}`}
      title={group.label}
      count={group.itemTotal}
      onMore={group.itemTotal > group.items.length ? onMore : undefined}
    >
      <View className='risk-group__counts'>
        <Text style={{ color: LEVEL_COLOR.high }}>高风险 {group.totals.high}</Text>
        <Text style={{ color: LEVEL_COLOR.warn }}>警示 {group.totals.warn}</Text>
        <Text style={{ color: LEVEL_COLOR.info }}>提示 {group.totals.info}</Text>
      </View>
      {group.items.length === 0 ? (
        <Text className='risk-group__none'>未发现{group.label}</Text>
      ) : (
        group.items.map((i) => <RiskItemCard key={i.key} item={i} onOpen={onOpen} />)
      )}
    </Section>
  )
}

export type ScanResult = CompanyScan | PersonScan

/**
 * A risk scan: totals by level, the groups with every item explained, the monthly chart of new risks,
 * owners (company) or the companies of the person, and the entries to every list. Handles the quota state.
 */
export default function ScanView({
  root,
  pid,
  personId,
  onResult,
}: {
  root: ScanRootKind
  pid?: string
  personId?: string
  onResult?: (r: ScanResult) => void
}) {
  const isPerson = !pid && !!personId
  const [scan, setScan] = useState<ScanResult | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [loading, setLoading] = useState(true)
  const load = useCallback(async () => {
    if (!pid && !personId) return
    setLoading(true)
    setError(null)
    try {
      const r = isPerson ? await personScan(personId!) : await companyScan(pid!)
      setScan(r)
      onResult?.(r)
    } catch (e) {
      setError(e)
    } finally {
      setLoading(false)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pid, personId, isPerson])
  useEffect(() => {
    load()
  }, [load])

  if (!pid && !personId) return <Empty text={root === 'person' ? '缺少人员编号，请从人员详情进入' : '缺少企业编号，请从企业详情进入'} />
  if (error && isQuotaError(error)) return <QuotaMask error={error} onRetry={load} />
  if (error) {
    const e = error as ApiError
    return (
      <Empty text={e.code === 'NETWORK' ? '加载失败，请检查网络后重试' : e.message || '扫描失败'}>
        <View className='risk-retry' onClick={load}>
          <Text>重新扫描</Text>
        </View>
      </Empty>
    )
  }
  if (loading || !scan) return <LoadingOverlay visible text='正在扫描风险…' />

  const owner = isPerson ? { personId } : { pid, personId }
  const open = (i: RiskItem) => go(itemUrl(root, owner, i))
  const more = (g?: string, level?: string) => go(RISK_LINKS[root][g || level ? 'more' : 'whole']({ ...owner, group: g, level }))
  const company = !isPerson ? (scan as CompanyScan) : null
  const person = isPerson ? (scan as PersonScan) : null
  const chart = scan.monthly.map((m, i) => ({ key: m.month, label: monthLabel(m.month), sub: monthSub(m.month, i), value: m.count }))
  const listOwner = isPerson ? { personId } : { pid, personId }
  const lists = CHANGE_LIST_TYPES.filter((l) => findRoute(changeListPath(root, l.name)))
  const changes = !isPerson ? CHANGE_DETAIL_TYPES.filter((d) => findRoute(changeDetailPath(root, d.name))) : []

  return (
    <View className='scan-view'>
      <View className='scan-head'>
        <View className='scan-head__top'>
          <Text className='scan-head__name'>{scan.name}</Text>
          {company && <StatusTag status={company.status} />}
        </View>
        {company?.legalPerson && <Text className='scan-head__sub'>法定代表人：{company.legalPerson}</Text>}
        {person && <Text className='scan-head__sub'>任职企业 {person.companies.length} 家 · 按人员编号匹配，不会混淆同名人员</Text>}
        <Text className='scan-head__sub'>扫描时间：{timeText(scan.scannedAt)}</Text>
        <Text className='scan-head__total'>
          共发现 <Text className='em'>{scan.totals.total}</Text> 项风险
        </Text>
        <TotalsBar totals={scan.totals} onLevel={(l) => more(undefined, l)} />
        <Text className='scan-head__quota'>
          今日剩余扫描次数 {scan.quota.remaining}/{scan.quota.limit}
        </Text>
      </View>

      {scan.groups.map((g) => (
        <GroupSection key={g.group} group={g} onOpen={open} onMore={() => more(g.group)} />
      ))}
      <View className='scan-whole' onClick={() => more()}>
        <Text>查看全部风险项 ›</Text>
      </View>

      <Section title='新增风险趋势（近12个月）'>
        {chart.some((c) => c.value > 0) ? (
          <BarChart data={chart} color='#fa3534' />
        ) : (
          <Text className='risk-group__none'>近12个月无新增风险</Text>
        )}
      </Section>

      {company && (
        <Section title='实际控制人与最终受益人'>
          <OwnersBlock owners={company.owners} />
        </Section>
      )}

      {person && (
        <Section title='任职企业风险' count={person.companies.length}>
          {person.companies.length === 0 ? (
            <Text className='risk-group__none'>暂无任职企业</Text>
          ) : (
            person.companies.map((c) => (
              <View key={c.pid} className='risk-company' onClick={() => go(to.personCompanyRisk({ pid: c.pid, personId: personId! }))}>
                <View className='risk-company__head'>
                  <Text className='risk-company__name'>{c.companyName}</Text>
                  <StatusTag status={c.status} />
                </View>
                <Text className='risk-company__roles'>
                  {c.roles.join('、')}
                  {c.share ? ` · 持股 ${pct(c.share)}` : ''}
                </Text>
                <View className='risk-group__counts'>
                  <Text style={{ color: LEVEL_COLOR.high }}>高风险 {c.totals.high}</Text>
                  <Text style={{ color: LEVEL_COLOR.warn }}>警示 {c.totals.warn}</Text>
                  <Text style={{ color: LEVEL_COLOR.info }}>提示 {c.totals.info}</Text>
                </View>
              </View>
            ))
          )}
        </Section>
      )}

      {lists.length > 0 && (
        <Section title='风险清单'>
          <View className='risk-grid'>
            {lists.map((l) => (
              <Text key={l.name} className='risk-grid__cell' onClick={() => go(changeListUrl(root, l.name, listOwner))}>
                {l.title}
              </Text>
            ))}
          </View>
        </Section>
      )}
      {changes.length > 0 && (
        <Section title='工商变更'>
          <View className='risk-grid'>
            {changes.map((d) => (
              <Text key={d.name} className='risk-grid__cell' onClick={() => go(changeDetailUrl(root, d.name, listOwner))}>
                {d.title}
              </Text>
            ))}
          </View>
        </Section>
      )}
      <Text className='scan-note'>风险项由公开记录按规则生成，每项均列出触发的规则与记录；同名人员按人员编号区分。</Text>
    </View>
  )
}
