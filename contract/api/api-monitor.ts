/**
 * The API contract of monitoring (监控), dynamics (动态), messages (消息), notification settings and push.
 * Paths are relative to the API root (`/api`) and named in contract/endpoints.ts (API.monitor). The shapes are
 * the TypeBox schemas of contract/schemas/monitor.ts; this file re-exports their types and holds the constants
 * the app uses.
 *
 * Every endpoint here needs a login (header `token`) except the dimension catalogue; without one → 4030.
 * Bad input → 4000 with a Chinese msg and nothing changes; unknown ids, and ids of another user's groups,
 * targets, messages or dynamics → 4040.
 *
 * Targets: a company (`kind: 'company'`, `id` = pid) or a person (`kind: 'person'`, `id` = personId).
 *
 * Monitor dimensions: the kinds of dynamics a user can watch. Record dimensions use the keys of the
 * dimension registry (contract/domain/dimensions.ts: dishonestExecutor, caseFiling, adminPenalty …);
 * registration changes use the `reg*` keys below; a person's new/ended roles use `roleStart` / `roleEnd`.
 * The catalogue (GET /yqc/api/v1/monitor/dimensions) is the one list the pages draw their choices from.
 *
 * Endpoints:
 *   GET  monitor/dimensions → MonitorDimensionCatalog
 *   POST monitor/add { kind, targetId, groupId?, dimensions? } → MonitorItem
 *        already monitored → 4090 '已在监控中'; unknown target → 4040; at the limit of the membership level →
 *        4291 '监控数量已达上限（N个），升级会员可监控更多' with the MonitorQuota as the envelope's data
 *   POST monitor/batchAdd { items: AddMonitorBody[] (1–50) } → BatchAddResult (what fits under the limit)
 *   GET  monitor/list?groupId&kind&keyword&pageNum&pageSize → MonitorListResult (newest first)
 *   GET  monitor/status?kind&targetId → MonitorStatus
 *   GET  monitor/quota → MonitorQuota
 *   GET  monitor/detail?id (or ?kind&targetId) &level&dimension&range&pageNum&pageSize → MonitorDetail
 *   POST monitor/remove { ids } → RemoveMonitorResult
 *   GET  monitor/group/list → MonitorGroupList (default group first)
 *   POST monitor/group/create { name } → MonitorGroup (duplicate → 4090; at most 20 groups)
 *   POST monitor/group/rename { id, name } → MonitorGroup (default group → 4000 '默认分组不能修改')
 *   POST monitor/group/delete { id } → GroupMoveResult (its targets move to the default group)
 *   POST monitor/group/move { ids, groupId } → GroupMoveResult
 *   GET/POST monitor/setting → MonitorSetting (the user's defaults)
 *   GET  monitor/targetSetting?id, POST { id, dimensions | null } → TargetSetting (null: back to the defaults)
 *   GET  monitor/dynamics?groupId&level&dimension&range&kind&pageNum&pageSize → DynamicsResult
 *   GET  monitor/dynamic/detail?id → DynamicDetail (a dynamic of a target the user monitors or has a message of)
 *   GET  monitor/dynamic/share?id → DynamicShare
 *   GET  /msg/api/v1/message/list?read&level&groupId&range&pageNum&pageSize → MessageListResult
 *   GET  /msg/api/v1/message/unreadCount → UnreadCount
 *   POST /msg/api/v1/message/read { id } → UnreadCount;  POST message/readAll { groupId? } → ReadAllResult
 *   GET  /msg/api/v1/message/trend?unit=day|week&range&groupId → MessageTrend (zero-filled; weeks labelled by Monday)
 *   GET/POST /msg/api/v1/notify/setting → NotifySetting (POST: any subset; times 'HH:mm')
 *   GET  /msg/api/v1/notify/templates → { templateIds }
 *   POST /msg/api/v1/notify/subscribe { templateIds, accepted } → SubscribeResult
 *   WS   /msg/ws?token=<login token> → PushFrame text frames; a bad token closes with 4401, a login that ends
 *        (logout, a newer login on another device) closes with 4030
 */
import type { DynamicLevel, RecentRange } from '../schemas/monitor'

export type {
  MonitorKind,
  DynamicLevel,
  RecentRange,
  MonitorDimension,
  MonitorDimensionCatalog,
  MonitorItem,
  AddMonitorBody,
  BatchAddResult,
  MonitorListResult,
  MonitorStatus,
  MonitorDetail,
  RemoveMonitorResult,
  MonitorQuota,
  MonitorGroup,
  MonitorGroupList,
  GroupMoveResult,
  MonitorSetting,
  TargetSetting,
  DynamicItem,
  DynamicsQuery,
  DynamicsResult,
  DynamicDetail,
  DynamicShare,
  MessageItem,
  MessageListResult,
  UnreadCount,
  ReadAllResult,
  MessageTrend,
  NotifySetting,
  SubscribeResult,
  PushFrame,
} from '../schemas/monitor'

/** high = 高风险, warn = 警示, info = 提示 (same levels as TrendItem) */
export const DYNAMIC_LEVEL_LABELS: Record<DynamicLevel, string> = { high: '高风险', warn: '警示', info: '提示' }

/** Registration-change keys (the changed field in brackets). */
export type RegChangeKey =
  | 'regLegalPerson' // 法定代表人
  | 'regCapital' // 注册资本
  | 'regName' // 企业名称
  | 'regScope' // 经营范围
  | 'regAddress' // 住所
  | 'regShareholder' // 股东
  | 'regCompanyType' // 企业类型
  | 'regStatus' // 经营状态
  | 'regExecutive' // 高管

/** The recent time filters: 3 days, 7 days, 30 days, 3 months, half a year. */
export const RECENT_RANGES: Array<{ key: RecentRange; label: string }> = [
  { key: '3d', label: '近3天' },
  { key: '7d', label: '近7天' },
  { key: '30d', label: '近30天' },
  { key: '3m', label: '近3个月' },
  { key: '6m', label: '近半年' },
]

/** Error code at the monitor limit. */
export const MONITOR_LIMIT_CODE = '4291'
