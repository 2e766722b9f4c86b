/**
 * Checks of monitoring input that a schema cannot make: dimension keys against the catalogue (and the kind of
 * target they apply to), levels and comma lists. Each throws a 4000 with a Chinese sentence.
 */
import type { DynamicLevel, MonitorKind, RecentRange } from '../../../contract/schemas/monitor'
import { badParam } from '../errors'
import { ALL_LEVELS, MONITOR_DIMENSION_MAP } from './catalog'
import { rangeStart, type MessageFilter } from './queries'

/** The items of a comma list or of an array of (possibly comma-joined) strings, trimmed, empties dropped. */
export function commaItems(raw: string | string[]): string[] {
  const parts = typeof raw === 'string' ? [raw] : raw
  return parts
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean)
}

/** Known monitor dimension keys, at least one, each applicable to `kind` when given; duplicates dropped. */
export function dimensionKeys(raw: string | string[], kind?: MonitorKind): string[] {
  const list = commaItems(raw)
  const unknown = list.find((k) => !MONITOR_DIMENSION_MAP.has(k))
  if (unknown !== undefined) throw badParam(`未知的监控维度 ${unknown}`)
  if (kind) {
    const wrong = list.find((k) => {
      const e = MONITOR_DIMENSION_MAP.get(k)!.entity
      return e !== 'both' && e !== kind
    })
    if (wrong !== undefined) throw badParam(`${MONITOR_DIMENSION_MAP.get(wrong)!.label}不适用于${kind === 'company' ? '企业' : '人员'}`)
  }
  if (list.length === 0) throw badParam('请至少选择一个监控维度')
  return [...new Set(list)]
}

/** Dynamic levels (high, warn, info), at least one; duplicates dropped. */
export function levelList(raw: string | string[]): DynamicLevel[] {
  const list = commaItems(raw)
  if (list.some((x) => !ALL_LEVELS.includes(x as DynamicLevel))) throw badParam('风险等级取值无效')
  if (list.length === 0) throw badParam('请至少选择一个风险等级')
  return [...new Set(list as DynamicLevel[])]
}

/** The dimension keys a target of that kind can have: the entity of each key must match. */
export function keysFor(kind: MonitorKind, keys: string[]): string[] {
  return keys.filter((k) => {
    const e = MONITOR_DIMENSION_MAP.get(k)?.entity
    return e === 'both' || e === kind
  })
}

/** The filters of dynamics and messages as a query sends them: level and dimension are comma lists. */
export interface FilterQuery {
  groupId?: number | null
  level?: string
  dimension?: string
  range?: RecentRange
  kind?: MonitorKind
}

/** The filter the message store reads; `ownGroup` answers the user's group id or throws 4040. */
export async function messageFilter(q: FilterQuery, today: string, ownGroup: (id: number) => Promise<number>): Promise<MessageFilter> {
  const f: MessageFilter = {}
  if (q.level) f.levels = levelList(q.level)
  if (q.dimension) f.dimensions = dimensionKeys(q.dimension)
  if (q.range) f.since = rangeStart(q.range, today)
  if (q.kind) f.kind = q.kind
  // the input is checked before any lookup: bad input answers 4000 whoever owns the group
  if (q.groupId != null) f.groupId = await ownGroup(q.groupId)
  return f
}
