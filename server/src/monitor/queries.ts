/** Monitoring data in the API shape: a stored dynamic as the contract sends it, the recent ranges, the message filter. */
import { DYNAMIC_LEVEL_LABELS } from '../../../contract/api/api-monitor'
import type { DynamicItem, DynamicLevel, RecentRange } from '../../../contract/schemas/monitor'
import { MONITOR_DIMENSION_MAP } from './catalog'

export interface DynamicRow {
  id: number
  kind: 'company' | 'person' | 'order' | 'search'
  target_id: string
  target_name: string
  dimension: string
  level: DynamicLevel
  title: string
  content: string
  explanation: string
  date: string
  source_kind: string
  source_id: number | null
  payload: string
  created_at: number
}

export function toDynamic(r: DynamicRow): DynamicItem {
  return {
    id: r.id,
    kind: r.kind,
    targetId: r.target_id,
    targetName: r.target_name,
    dimension: r.dimension,
    dimensionLabel:
      MONITOR_DIMENSION_MAP.get(r.dimension)?.label ?? (r.kind === 'order' ? '订单通知' : r.kind === 'search' ? '订阅通知' : r.dimension),
    level: r.level,
    levelLabel: DYNAMIC_LEVEL_LABELS[r.level],
    title: r.title,
    content: r.content,
    date: r.date,
    createdAt: r.created_at,
  }
}

const RANGE_DAYS: Record<RecentRange, number> = { '3d': 3, '7d': 7, '30d': 30, '3m': 91, '6m': 182 }

/** First date (yyyy-mm-dd, inclusive) of a recent range ending today: 近3天 = today and the two days before. */
export function rangeStart(range: RecentRange, today: string): string {
  const t = Date.parse(`${today}T00:00:00Z`)
  return new Date(t - (RANGE_DAYS[range] - 1) * 86400000).toISOString().slice(0, 10)
}

export interface MessageFilter {
  groupId?: number
  levels?: string[]
  dimensions?: string[]
  since?: string
  kind?: string
  read?: boolean
  monitorId?: number
}
