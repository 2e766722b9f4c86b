/**
 * The level and recent-range labels of monitoring, as app values. The contract (types/api-monitor.ts)
 * holds the same constants, but files outside src/ are not compiled into the app; a test keeps both equal.
 */
import type { DynamicLevel, RecentRange } from '../../contract/api/api-monitor'

export const DYNAMIC_LEVEL_LABELS: Record<DynamicLevel, string> = { high: '高风险', warn: '警示', info: '提示' }

/** The recent filters: 3 days, 7 days, 30 days, 3 months, half a year */
export const RECENT_RANGES: Array<{ key: RecentRange; label: string }> = [
  { key: '3d', label: '近3天' },
  { key: '7d', label: '近7天' },
  { key: '30d', label: '近30天' },
  { key: '3m', label: '近3个月' },
  { key: '6m', label: '近半年' },
]

export const MONITOR_LIMIT_CODE = '4291'
