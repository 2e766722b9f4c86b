/** The background-check report: which counts it shows and how it reads them from a profile. */
import type { DimensionCount } from '../../contract/api/api'

export interface ReportFigure {
  key: string
  label: string
  count: number
}

/** Risk dimensions read first in a background check, most serious first. */
export const RISK_KEYS = [
  'dishonestExecutor',
  'restrictHighConsumption',
  'executor',
  'finalCase',
  'equityFreeze',
  'seriousIllegality',
  'businessAnomaly',
  'adminPenalty',
  'taxArrears',
  'taxViolation',
  'chattelMortgage',
  'equityPledge',
]

/** Operating strength: what the company has built. */
export const STRENGTH_KEYS = [
  'patent',
  'trademark',
  'softwareCopyright',
  'qualification',
  'adminLicense',
  'tender',
  'financing',
  'recruitment',
]

export function pickFigures(dims: DimensionCount[], keys: string[]): ReportFigure[] {
  const byKey = new Map(dims.map((d) => [d.key, d]))
  return keys.flatMap((k) => {
    const d = byKey.get(k)
    return d ? [{ key: d.key, label: d.label, count: d.count }] : []
  })
}

/** A one-line verdict of the risk figures, in the plain words a report reader expects. */
export function riskVerdict(risks: ReportFigure[]): { level: 'high' | 'warn' | 'clean'; text: string } {
  const hit = risks.filter((r) => r.count > 0)
  const severe = hit.filter((r) => ['dishonestExecutor', 'restrictHighConsumption', 'seriousIllegality'].includes(r.key))
  if (severe.length) return { level: 'high', text: `存在${severe.map((r) => r.label).join('、')}等高风险记录，合作前请重点核实` }
  if (hit.length)
    return {
      level: 'warn',
      text: `存在${hit
        .slice(0, 3)
        .map((r) => r.label)
        .join('、')}等风险记录，建议查看详情`,
    }
  return { level: 'clean', text: '未发现失信、被执行、处罚等风险记录' }
}
