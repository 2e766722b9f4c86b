/** Framework-free presentation of risk scans: levels, subjects, ownership paths, tenure. */
import { toDayjs } from '../../contract/domain/dates'
import type { EffectiveOwner, OwnershipPath, RiskLevel, RiskSubject, RiskTotals } from '../../contract/api/api-risk'
import { to } from '../links.gen'

export { RISK_LEVEL_LABELS as LEVEL_LABEL, RISK_GROUP_LABELS, RISK_PERIOD_LABELS } from '../../contract/api/api-risk'
export const LEVEL_COLOR: Record<RiskLevel, string> = { high: '#fa3534', warn: '#ff9900', info: '#2979ff' }
export const LEVELS: RiskLevel[] = ['high', 'warn', 'info']

export const emptyTotals = (): RiskTotals => ({ high: 0, warn: 0, info: 0, total: 0 })

/** '30%' / '12.5%' / '0.01%' — at most 2 decimals, no trailing zeros. */
export function pct(share: number | undefined | null): string {
  if (share === undefined || share === null || !Number.isFinite(share)) return ''
  return `${Number(share.toFixed(2))}%`
}

/**
 * Who a risk item is about, in plain Chinese: '本企业', '法定代表人 张三', '持股 30% 的股东 某某公司',
 * '控股企业 某某（持股 60%）', '担任 董事长 的企业 某某'.
 */
export function subjectText(s: RiskSubject): string {
  const share = s.share !== undefined && s.share !== null && s.share > 0 ? pct(s.share) : ''
  switch (s.relation) {
    case '本企业':
    case '本人':
      return s.relation === '本人' ? `本人 ${s.name}` : `本企业 ${s.name}`
    case '持股5%以上股东':
      return share ? `持股 ${share} 的股东 ${s.name}` : `股东 ${s.name}`
    case '控股企业':
    case '对外投资企业':
    case '持股企业':
      return share ? `${s.relation} ${s.name}（持股 ${share}）` : `${s.relation} ${s.name}`
    case '任职企业':
      return s.position ? `担任${s.position}的企业 ${s.name}` : `任职企业 ${s.name}`
    default:
      return `${s.relation} ${s.name}`
  }
}

/** 'A → B (60%) → C (50%) = 30%': each arrow is labelled with the share the step before holds in it. */
export function pathText(p: OwnershipPath): string {
  const parts = p.steps.map((s, i) => (i === 0 ? s.name : `${s.name} (${pct(p.steps[i - 1].share)})`))
  return `${parts.join(' → ')} = ${pct(p.share)}`
}

export function ownerLink(o: { kind: 'company' | 'person'; pid?: string; personId?: string }): string {
  if (o.kind === 'company' && o.pid) return to.companyProfile({ pid: o.pid })
  if (o.kind === 'person' && o.personId) return to.personProfile({ personId: o.personId })
  return ''
}

export const ownerShareText = (o: EffectiveOwner) => `${pct(o.effectiveShare)}${o.directShare > 0 ? `（直接 ${pct(o.directShare)}）` : ''}`

/** 1200 days → '3年3个月'; under a month → 'N天'. */
export function tenureText(days: number | null | undefined): string {
  if (days === null || days === undefined || !Number.isFinite(days) || days < 0) return '-'
  const d = Math.round(days)
  if (d < 30) return `${d}天`
  const months = Math.floor(d / 30.4375)
  const y = Math.floor(months / 12)
  const m = months % 12
  if (y === 0) return `${m}个月`
  return m ? `${y}年${m}个月` : `${y}年`
}

/** 'yyyy-mm' → 'm月'. */
export function monthLabel(month: string): string {
  return `${Number(month.split('-')[1])}月`
}

/** the year under the first bar and under every January: '26年'. */
export const monthSub = (month: string, index: number): string | undefined =>
  index === 0 || month.endsWith('-01') ? `${month.slice(2, 4)}年` : undefined

/** ISO time → 'yyyy-mm-dd hh:mm' in local time; other text unchanged. */
export function timeText(iso: string): string {
  const d = iso.includes('T') ? toDayjs(iso) : null
  return d ? d.format('YYYY-MM-DD HH:mm') : iso
}
