/** One legal case across its stages (立案 → 公告 → 开庭 → 裁判 → 执行 → 失信/限高 → 终本) and its parties' sides. */
import { CASE_STAGE_ORDER } from '@contract/domain/dimensions'

const STAGE_ORDER: readonly string[] = CASE_STAGE_ORDER

export const STAGE_COLORS: Record<string, string> = {
  立案: '#2979ff',
  开庭: '#7b61ff',
  公告: '#0fb5ae',
  裁判: '#19be6b',
  执行: '#ff9900',
  失信: '#fa3534',
  限高: '#fa3534',
  终本: '#8a8f99',
  其他: '#8a8f99',
}

const rank = (stage: string) => {
  const i = STAGE_ORDER.indexOf(stage)
  return i < 0 ? STAGE_ORDER.length : i
}

/** Stages in the order a case goes through them; one stage's records by date. Stable for equal keys. */
export function orderStages<T extends { stage: string; record: { date: string } }>(stages: T[]): T[] {
  return stages
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s.stage) - rank(b.s.stage) || (a.s.record.date || '').localeCompare(b.s.record.date || '') || a.i - b.i)
    .map((x) => x.s)
}

export type Side = 'plaintiff' | 'defendant' | 'other'

const PLAINTIFF = ['原告', '申请人', '申请执行人', '上诉人', '起诉人', '公诉机关', '申请方', '债权人']
const DEFENDANT = ['被告', '被执行人', '被申请人', '被上诉人', '被限制人', '被申请执行人', '被起诉人', '债务人', '失信被执行人']

/** Which side of a case a role stands on. */
export function sideOf(role: string): Side {
  const r = (role || '').trim()
  if (DEFENDANT.some((x) => r.startsWith(x))) return 'defendant'
  if (PLAINTIFF.some((x) => r.startsWith(x))) return 'plaintiff'
  return 'other'
}

export const SIDE_LABELS: Record<Side, string> = { plaintiff: '原告方', defendant: '被告方', other: '其他当事人' }

/** Stage names in the order a case goes through them (for the summary chips). */
export const sortStageNames = (names: string[]) => [...names].sort((a, b) => rank(a) - rank(b))
