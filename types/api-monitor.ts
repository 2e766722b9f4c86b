/**
 * The API contract of monitoring (监控), dynamics (动态), messages (消息), notification settings and push.
 * Paths are relative to the API root (`/api`). Shared by the app and the server.
 *
 * Every endpoint here needs a login (header `token`); without one → 4030 like every other login call.
 * Bad input → 4000 with a Chinese msg and nothing changes; unknown ids → 4040.
 *
 * Targets: a company (`kind: 'company'`, `id` = pid) or a person (`kind: 'person'`, `id` = personId).
 *
 * Monitor dimensions: the kinds of dynamics a user can watch. Record dimensions use the keys of the
 * dimension registry (src/domain/dimensions.ts: dishonestExecutor, caseFiling, adminPenalty …);
 * registration changes use the `reg*` keys below; a person's new/ended roles use `roleStart` / `roleEnd`.
 * The catalogue (GET /yqc/api/v1/monitor/dimensions) is the one list the pages draw their choices from.
 */
import type { Paged } from './api'
import type { RecordItem } from './api-dimensions'

export type MonitorKind = 'company' | 'person'
/** high = 高风险, warn = 警示, info = 提示 (same levels as TrendItem) */
export type DynamicLevel = 'high' | 'warn' | 'info'
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

/** Recent time filters of spec §9: 3 days, 7 days, 30 days, 3 months, half a year. */
export type RecentRange = '3d' | '7d' | '30d' | '3m' | '6m'
export const RECENT_RANGES: Array<{ key: RecentRange; label: string }> = [
  { key: '3d', label: '近3天' },
  { key: '7d', label: '近7天' },
  { key: '30d', label: '近30天' },
  { key: '3m', label: '近3个月' },
  { key: '6m', label: '近半年' },
]

// ---------- catalogue ----------

export interface MonitorDimension {
  /** registry dimension key, a RegChangeKey, or 'roleStart' / 'roleEnd' */
  key: string
  label: string
  /** group heading on the settings page: 司法风险 / 经营风险 / 工商变更 / 经营信息 / 知识产权 / 企业发展 / 新兴维度 / 任职变化 */
  group: string
  level: DynamicLevel
  /** which targets it applies to */
  entity: 'company' | 'person' | 'both'
  /** on in the default settings of a new user */
  defaultOn: boolean
}

/** GET /yqc/api/v1/monitor/dimensions → every monitorable dimension (no login needed) */
export interface MonitorDimensionCatalog {
  list: MonitorDimension[]
  levels: Array<{ key: DynamicLevel; label: string }>
  ranges: Array<{ key: RecentRange; label: string }>
}

// ---------- monitors ----------

/** One monitored target. */
export interface MonitorItem {
  /** monitor id */
  id: number
  kind: MonitorKind
  /** pid or personId */
  targetId: string
  name: string
  /** company: status; person: main company name */
  subtitle: string
  /** company: legal representative; person: '' */
  legalPerson: string
  groupId: number
  groupName: string
  /** null: follows the user's default settings; else the target's own dimension keys */
  dimensions: string[] | null
  /** dynamics of this target in the last 30 days */
  recentCount: number
  /** newest dynamic, if any */
  latest: { title: string; date: string; level: DynamicLevel } | null
  /** unread messages of this target */
  unread: number
  /** Unix ms */
  createdAt: number
}

/**
 * POST /yqc/api/v1/monitor/add { kind, targetId, groupId?, dimensions? }
 *   groupId absent → the default group 默认分组; dimensions absent/null → follow the user defaults.
 *   Already monitored → 4090 '已在监控中'. Unknown target → 4040.
 *   At the limit of the membership level → 4291 '监控数量已达上限（N家），升级会员可监控更多'
 *   (data: MonitorQuota in the envelope's data on that error too).
 * → MonitorItem
 */
export interface AddMonitorBody {
  kind: MonitorKind
  targetId: string
  groupId?: number
  dimensions?: string[] | null
}

/**
 * POST /yqc/api/v1/monitor/batchAdd { items: AddMonitorBody[] (1–50) } → BatchAddResult
 * Adds what fits under the limit; already monitored ones are skipped.
 */
export interface BatchAddResult {
  added: MonitorItem[]
  skipped: Array<{ targetId: string; reason: string }>
  quota: MonitorQuota
}

/**
 * GET /yqc/api/v1/monitor/list?groupId&kind&keyword&pageNum&pageSize(1–50, default 20)
 *   every filter optional; keyword matches the name. Newest first.
 */
export interface MonitorListResult extends Paged<MonitorItem> {
  quota: MonitorQuota
}

/** GET /yqc/api/v1/monitor/status?kind&targetId → whether the current user monitors it (company page button) */
export interface MonitorStatus {
  monitored: boolean
  monitor: MonitorItem | null
  quota: MonitorQuota
}

/**
 * GET /yqc/api/v1/monitor/detail?id  (or ?kind&targetId) → one target with its dynamics (monitoreDetail)
 *   dynamics filters as in DynamicsQuery (level, dimension, range, pageNum, pageSize)
 */
export interface MonitorDetail {
  monitor: MonitorItem
  /** counts of its dynamics per level over the chosen range */
  levelCounts: Record<DynamicLevel, number>
  dynamics: Paged<DynamicItem>
}

/** POST /yqc/api/v1/monitor/remove { ids: number[] } (1–100 of the user's monitors) → { removed: number } */
export interface RemoveMonitorResult {
  removed: number
}

/** Limits per membership level (server configuration MONITOR_LIMITS; default 0:20, 1:100, 2:500). */
export interface MonitorQuota {
  memberLevel: number
  used: number
  limit: number
}

/** GET /yqc/api/v1/monitor/quota → MonitorQuota */

// ---------- groups ----------

export interface MonitorGroup {
  id: number
  name: string
  /** the 默认分组 every user has; it cannot be renamed or deleted */
  isDefault: boolean
  count: number
  createdAt: number
}

/** GET /yqc/api/v1/monitor/group/list → { list: MonitorGroup[] } (default group first) */
export interface MonitorGroupList {
  list: MonitorGroup[]
}

/**
 * POST /yqc/api/v1/monitor/group/create { name } → MonitorGroup
 *   name 1–20 characters after trimming; duplicate name → 4090 '分组名称已存在'; at most 20 groups → 4000 '最多创建20个分组'
 * POST /yqc/api/v1/monitor/group/rename { id, name } → MonitorGroup  (default group → 4000 '默认分组不能修改')
 * POST /yqc/api/v1/monitor/group/delete { id } → { moved: number }   its targets move to the default group
 * POST /yqc/api/v1/monitor/group/move { ids: number[] (monitor ids), groupId } → { moved: number }
 */
export interface GroupMoveResult {
  moved: number
}

// ---------- monitor settings (which dimensions to watch) ----------

/**
 * GET  /yqc/api/v1/monitor/setting                → MonitorSetting (the user's defaults)
 * POST /yqc/api/v1/monitor/setting { dimensions, levels } → MonitorSetting
 * GET  /yqc/api/v1/monitor/targetSetting?id       → TargetSetting
 * POST /yqc/api/v1/monitor/targetSetting { id, dimensions: string[] | null } → TargetSetting (null: back to the defaults)
 *   unknown dimension key → 4000 '未知的监控维度 xxx'; empty dimensions → 4000 '请至少选择一个监控维度'
 */
export interface MonitorSetting {
  /** watched dimension keys */
  dimensions: string[]
  /** levels watched; a dynamic whose level is not here is not recorded for this user */
  levels: DynamicLevel[]
}

export interface TargetSetting {
  id: number
  kind: MonitorKind
  /** own keys, or null when following the defaults */
  dimensions: string[] | null
  /** what applies now (own or defaults) */
  effective: string[]
}

// ---------- dynamics ----------

/** One dynamic: a change of a target found in the change feed. */
export interface DynamicItem {
  id: number
  kind: MonitorKind
  targetId: string
  targetName: string
  /** monitor dimension key */
  dimension: string
  dimensionLabel: string
  level: DynamicLevel
  levelLabel: string
  /** short: '新增失信被执行人' / '注册资本变更' */
  title: string
  /** one-line Chinese explanation: '新增失信被执行人记录，案号（2026）粤03执123号，涉及金额120万元' */
  content: string
  /** date of the event (yyyy-mm-dd) */
  date: string
  /** Unix ms when it was detected */
  createdAt: number
}

/**
 * GET /yqc/api/v1/monitor/dynamics → Paged<DynamicItem> of the user's monitored targets (the 动态 tab)
 *   groupId, level (high|warn|info, comma list), dimension (comma list), range (3d|7d|30d|3m|6m, on `date`),
 *   kind, pageNum, pageSize (1–50, default 20). Newest first (date, then detection).
 */
export interface DynamicsQuery {
  groupId?: number
  level?: string
  dimension?: string
  range?: RecentRange
  kind?: MonitorKind
  pageNum?: number
  pageSize?: number
}

export interface DynamicsResult extends Paged<DynamicItem> {
  /** the user monitors nothing yet (the page offers to add monitors) */
  noMonitors: boolean
}

/**
 * GET /yqc/api/v1/monitor/dynamic/detail?id  (businessDetail) → DynamicDetail
 *   any dynamic of a target the user monitors or has a message of; else 4040.
 */
export interface DynamicDetail extends DynamicItem {
  /** several sentences: what happened, why it matters, what to do */
  explanation: string
  /** for registration changes */
  change: { field: string; before: string; after: string; date: string } | null
  /** for record dynamics: the record behind it */
  record: RecordItem | null
  /** for role dynamics */
  role: { pid: string; companyName: string; role: string; position: string } | null
  /** the user's message of this dynamic, if any (opening the detail marks it read) */
  messageId: number | null
}

/** GET /yqc/api/v1/monitor/dynamic/share?id → data of the share preview (pagesTrends/share) */
export interface DynamicShare {
  id: number
  title: string
  targetName: string
  levelLabel: string
  level: DynamicLevel
  date: string
  content: string
  /** the H5 path that opens the dynamic: '/pagesTrends/businessDetail/businessDetail?id=…' */
  path: string
  /** short text for the share card */
  shareTitle: string
}

// ---------- messages ----------

export interface MessageItem {
  id: number
  dynamicId: number
  read: boolean
  /** Unix ms */
  createdAt: number
  dynamic: DynamicItem
}

/**
 * GET /msg/api/v1/message/list?read(0|1)&level&groupId&range&pageNum&pageSize → MessageListResult
 */
export interface MessageListResult extends Paged<MessageItem> {
  unread: number
}

/** GET /msg/api/v1/message/unreadCount → UnreadCount */
export interface UnreadCount {
  count: number
  /** unread per level */
  byLevel: Record<DynamicLevel, number>
}

/**
 * POST /msg/api/v1/message/read { id } → UnreadCount (after)   unknown id / not the user's → 4040
 * POST /msg/api/v1/message/readAll { groupId? } → { marked: number, count: number }
 */
export interface ReadAllResult {
  marked: number
  /** unread left */
  count: number
}

/**
 * GET /msg/api/v1/message/trend?unit=day|week&range(7d|30d|3m|6m, default 30d)&groupId → MessageTrend
 *   counts of the user's dynamics (messages) per day or per ISO week (labels yyyy-mm-dd of the Monday), zero-filled
 */
export interface MessageTrend {
  unit: 'day' | 'week'
  points: Array<{ label: string; total: number; high: number; warn: number; info: number }>
  total: number
  /** top dimensions over the range */
  byDimension: Array<{ key: string; label: string; count: number }>
}

// ---------- notification settings ----------

/**
 * GET  /msg/api/v1/notify/setting → NotifySetting
 * POST /msg/api/v1/notify/setting (any subset of NotifySetting fields) → NotifySetting
 *   times 'HH:mm'; unknown level/dimension → 4000
 */
export interface NotifySetting {
  /** master switch of pushes (WebSocket in the app and subscribe messages) */
  pushEnabled: boolean
  /** levels pushed at once */
  levels: DynamicLevel[]
  /** dimensions pushed at once; null = every watched dimension */
  dimensions: string[] | null
  quietEnabled: boolean
  /** no subscribe messages between start and end (may cross midnight) */
  quietStart: string
  quietEnd: string
  digestEnabled: boolean
  /** China time of the daily digest */
  digestTime: string
  /** the user accepted the mini-program subscribe message (see below) */
  subscribed: boolean
}

/**
 * POST /msg/api/v1/notify/subscribe { templateIds: string[], accepted: string[] } after wx.requestSubscribeMessage
 *   records the opt-in (each accepted template gives one send, as WeChat's one-time subscribe rules)
 * → { subscribed: boolean, remaining: number }
 * GET /msg/api/v1/notify/templates → { templateIds: string[] } (the ids the app passes to requestSubscribeMessage)
 */
export interface SubscribeResult {
  subscribed: boolean
  /** sends left for this user */
  remaining: number
}

// ---------- WebSocket push ----------

/**
 * GET /msg/ws?token=<login token>  (a WebSocket; no signature, the token authenticates; bad token → close 4401)
 * Frames from the server (JSON text):
 *   { type: 'unread', count }            at connect, and after every read/readAll from any device
 *   { type: 'message', data: MessageItem, count }  a new message (count = unread after it)
 *   { type: 'pong' }                      answer to a client { type: 'ping' }
 */
export type PushFrame =
  | { type: 'message'; data: MessageItem; count: number }
  | { type: 'unread'; count: number }
  | { type: 'pong' }

/** Error code at the monitor limit. */
export const MONITOR_LIMIT_CODE = '4291'
