/**
 * Monitoring (监控), dynamics (动态), messages (消息), notification settings and the push socket.
 * Every endpoint needs a login except the dimension catalogue; another user's group, target, message or dynamic
 * answers 4040 exactly like one that does not exist.
 */
import { Envelope, Flag, Id, Int, NonEmpty, OneOf, PageQuery, Paged, Text, Type, type Static } from './common'
import { RecordItemSchema } from './dimensions'

export const MONITOR_KINDS = ['company', 'person'] as const
export const DYNAMIC_LEVELS = ['high', 'warn', 'info'] as const
export const RECENT_RANGE_KEYS = ['3d', '7d', '30d', '3m', '6m'] as const
export const TREND_RANGE_KEYS = ['7d', '30d', '3m', '6m'] as const
/** Targets one batch may add, ids one remove or move may name, groups one user may have. */
export const BATCH_ADD_MAX = 50
export const IDS_MAX = 100
export const MAX_GROUPS = 20
/** Bounds of the demo feed an administrator may run. */
export const FEED_RUN_MAX_DAYS = 7
export const FEED_RUN_MAX_PER_DAY = 1000

/** Longest dimension list a body may carry (the catalogue has fewer keys). */
const DIMS_MAX = 200

export const MonitorKindSchema = OneOf('监控类型', MONITOR_KINDS)
/** high = 高风险, warn = 警示, info = 提示 */
export const DynamicLevelSchema = OneOf('风险等级', DYNAMIC_LEVELS)
export const RecentRangeSchema = OneOf('时间范围', RECENT_RANGE_KEYS)

const Count = (description?: string) => Type.Integer({ minimum: 0, ...(description ? { description } : {}) })
const LevelCounts = Type.Object({ high: Count(), warn: Count(), info: Count() })

// ---------- request parts ----------

/** Dimension keys as a JSON array (a comma list inside an item is split too). */
const DimensionKeys = (title = '监控维度') => Type.Array(Text(title, 64), { title, minItems: 1, maxItems: DIMS_MAX })
/** Dimension keys, or null: follow the user's defaults (for a target) / every watched dimension (for pushes). */
const DimensionKeysOrNull = (title = '监控维度') => Type.Union([Type.Null(), DimensionKeys(title)], { title })
const Levels = () => Type.Array(DynamicLevelSchema, { title: '风险等级', minItems: 1, maxItems: DYNAMIC_LEVELS.length * 2 })
/** A group id; absent, null or '' means none. */
const GroupIdOrNone = () => Type.Optional(Type.Union([Type.Null(), Id('分组')], { title: '分组' }))
const IdList = (title: string) => Type.Array(Id(title), { title, minItems: 1, maxItems: IDS_MAX })
const TargetId = () => NonEmpty('监控对象', 64)
const HHMM = (title: string) =>
  Type.String({ title, maxLength: 5, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', patternMessage: `${title}须为 HH:mm 格式` })

/** Filters of dynamics and messages; level and dimension are comma lists. */
const DynamicFilters = {
  groupId: GroupIdOrNone(),
  level: Type.Optional(Text('风险等级', 100)),
  dimension: Type.Optional(Text('监控维度', 4000)),
  range: Type.Optional(RecentRangeSchema),
  kind: Type.Optional(MonitorKindSchema),
  ...PageQuery(),
}

// ---------- catalogue ----------

export const MonitorDimensionSchema = Type.Object({
  key: Type.String({ description: "registry dimension key, a reg* change key, or 'roleStart' / 'roleEnd'" }),
  label: Type.String(),
  group: Type.String({ description: '司法风险 / 经营风险 / 工商变更 / 经营信息 / 知识产权 / 企业发展 / 新兴维度 / 任职变化' }),
  level: DynamicLevelSchema,
  entity: OneOf('适用对象', ['company', 'person', 'both'] as const),
  defaultOn: Type.Boolean({ description: 'on in the default settings of a new user' }),
})

export const MonitorDimensionCatalogSchema = Type.Object({
  list: Type.Array(MonitorDimensionSchema),
  levels: Type.Array(Type.Object({ key: DynamicLevelSchema, label: Type.String() })),
  ranges: Type.Array(Type.Object({ key: RecentRangeSchema, label: Type.String() })),
})

// ---------- targets ----------

export const MonitorQuotaSchema = Type.Object({
  memberLevel: Type.Integer(),
  used: Count(),
  limit: Count(),
})

export const MonitorItemSchema = Type.Object({
  id: Type.Integer({ description: 'monitor id' }),
  kind: MonitorKindSchema,
  targetId: Type.String({ description: 'pid or personId' }),
  name: Type.String(),
  subtitle: Type.String({ description: 'company: status; person: main company name' }),
  legalPerson: Type.String({ description: "company: legal representative; person: ''" }),
  groupId: Type.Integer(),
  groupName: Type.String(),
  dimensions: Type.Union([Type.Array(Type.String()), Type.Null()], { description: "null: follows the user's default settings" }),
  recentCount: Count(),
  latest: Type.Union([Type.Object({ title: Type.String(), date: Type.String(), level: DynamicLevelSchema }), Type.Null()]),
  unread: Count(),
  createdAt: Type.Integer({ description: 'Unix ms' }),
})

/** groupId absent → 默认分组; dimensions absent/null → follow the user defaults. */
export const AddMonitorBodySchema = Type.Object({
  kind: MonitorKindSchema,
  targetId: TargetId(),
  groupId: GroupIdOrNone(),
  dimensions: Type.Optional(DimensionKeysOrNull()),
})

export const BatchAddBodySchema = Type.Object({
  items: Type.Array(AddMonitorBodySchema, { title: '监控对象', minItems: 1, maxItems: BATCH_ADD_MAX }),
})

export const BatchAddResultSchema = Type.Object({
  added: Type.Array(MonitorItemSchema),
  skipped: Type.Array(Type.Object({ targetId: Type.String(), reason: Type.String() })),
  quota: MonitorQuotaSchema,
})

export const MonitorListQuery = Type.Object({
  groupId: GroupIdOrNone(),
  kind: Type.Optional(MonitorKindSchema),
  keyword: Type.Optional(Text('关键词', 50)),
  ...PageQuery(),
})

export const MonitorListResultSchema = Type.Composite([Paged(MonitorItemSchema), Type.Object({ quota: MonitorQuotaSchema })])

export const MonitorStatusQuery = Type.Object({ kind: MonitorKindSchema, targetId: TargetId() })

export const MonitorStatusSchema = Type.Object({
  monitored: Type.Boolean(),
  monitor: Type.Union([MonitorItemSchema, Type.Null()]),
  quota: MonitorQuotaSchema,
})

/** One target by id, or by kind and targetId; its dynamics filtered like the dynamics list. */
export const MonitorDetailQuery = Type.Object({
  id: Type.Optional(Id('监控编号')),
  kind: Type.Optional(MonitorKindSchema),
  targetId: Type.Optional(Text('监控对象', 64)),
  level: DynamicFilters.level,
  dimension: DynamicFilters.dimension,
  range: DynamicFilters.range,
  ...PageQuery(),
})

export const RemoveBodySchema = Type.Object({ ids: IdList('监控对象') })
export const RemoveMonitorResultSchema = Type.Object({ removed: Count() })

// ---------- groups ----------

export const MonitorGroupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  isDefault: Type.Boolean({ description: 'the 默认分组 every user has; it cannot be renamed or deleted' }),
  count: Count(),
  createdAt: Type.Integer(),
})

export const MonitorGroupListSchema = Type.Object({ list: Type.Array(MonitorGroupSchema) })
const GroupName = () => NonEmpty('分组名称', 20)
export const GroupCreateBody = Type.Object({ name: GroupName() })
export const GroupRenameBody = Type.Object({ id: Id('分组'), name: GroupName() })
export const GroupDeleteBody = Type.Object({ id: Id('分组') })
export const GroupMoveBody = Type.Object({ ids: IdList('监控对象'), groupId: Id('分组') })
export const GroupMoveResultSchema = Type.Object({ moved: Count() })

// ---------- settings ----------

export const MonitorSettingSchema = Type.Object({
  dimensions: Type.Array(Type.String(), { description: 'watched dimension keys' }),
  levels: Type.Array(DynamicLevelSchema, { description: 'a dynamic whose level is not here is not recorded for this user' }),
})

export const MonitorSettingBody = Type.Object({
  dimensions: Type.Optional(DimensionKeys()),
  levels: Type.Optional(Levels()),
})

export const TargetSettingSchema = Type.Object({
  id: Type.Integer(),
  kind: MonitorKindSchema,
  dimensions: Type.Union([Type.Array(Type.String()), Type.Null()], { description: 'own keys, or null when following the defaults' }),
  effective: Type.Array(Type.String(), { description: 'what applies now (own or defaults)' }),
})

export const TargetSettingQuery = Type.Object({ id: Id('监控编号') })
export const TargetSettingBody = Type.Object({ id: Id('监控编号'), dimensions: Type.Optional(DimensionKeysOrNull()) })

// ---------- dynamics ----------

export const DynamicItemSchema = Type.Object({
  id: Type.Integer(),
  /**
   * a monitored company's or person's dynamic, an order notice of the user's own order ('order'), or the new companies
   * of one of the user's saved searches ('search', targetId its id)
   */
  kind: OneOf('动态类型', [...MONITOR_KINDS, 'order', 'search'] as const),
  targetId: Type.String(),
  targetName: Type.String(),
  dimension: Type.String({ description: 'monitor dimension key' }),
  dimensionLabel: Type.String(),
  level: DynamicLevelSchema,
  levelLabel: Type.String(),
  title: Type.String({ description: "short: '新增失信被执行人' / '注册资本变更'" }),
  content: Type.String({ description: 'one-line Chinese explanation' }),
  date: Type.String({ description: 'date of the event (yyyy-mm-dd)' }),
  createdAt: Type.Integer({ description: 'Unix ms when it was detected' }),
})

/** A target with its dynamics; levelCounts: per level over the chosen range. */
export const MonitorDetailSchema = Type.Object({
  monitor: MonitorItemSchema,
  levelCounts: LevelCounts,
  dynamics: Paged(DynamicItemSchema),
})

/** Filters of the 动态 tab; newest first (date, then detection). */
export const DynamicsQuerySchema = Type.Object(DynamicFilters)

export const DynamicsResultSchema = Type.Composite([
  Paged(DynamicItemSchema),
  Type.Object({ noMonitors: Type.Boolean({ description: 'the user monitors nothing yet' }) }),
])

export const DynamicDetailSchema = Type.Composite([
  DynamicItemSchema,
  Type.Object({
    explanation: Type.String({ description: 'what happened, why it matters, what to do' }),
    change: Type.Union([
      Type.Object({ field: Type.String(), before: Type.String(), after: Type.String(), date: Type.String() }),
      Type.Null(),
    ]),
    record: Type.Union([RecordItemSchema, Type.Null()], {
      description: 'the record behind a record dynamic, as the dimension detail shows it',
    }),
    role: Type.Union([
      Type.Object({ pid: Type.String(), companyName: Type.String(), role: Type.String(), position: Type.String() }),
      Type.Null(),
    ]),
    messageId: Type.Union([Type.Integer(), Type.Null()], {
      description: "the user's message of this dynamic (opening the detail marks it read)",
    }),
  }),
])

export const DynamicIdQuery = Type.Object({ id: Id('动态编号') })

export const DynamicShareSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  targetName: Type.String(),
  levelLabel: Type.String(),
  level: DynamicLevelSchema,
  date: Type.String(),
  content: Type.String(),
  path: Type.String({ description: "the H5 path that opens the dynamic: '/pagesTrends/businessDetail/businessDetail?id=…'" }),
  shareTitle: Type.String(),
})

// ---------- messages ----------

export const MessageItemSchema = Type.Object({
  id: Type.Integer(),
  dynamicId: Type.Integer(),
  read: Type.Boolean(),
  createdAt: Type.Integer({ description: 'Unix ms' }),
  dynamic: DynamicItemSchema,
})

export const MessageListQuery = Type.Object({ ...DynamicFilters, read: Type.Optional(Flag('已读状态')) })
export const MessageListResultSchema = Type.Composite([Paged(MessageItemSchema), Type.Object({ unread: Count() })])

export const UnreadCountSchema = Type.Object({ count: Count(), byLevel: LevelCounts })
export const MessageReadBody = Type.Object({ id: Id('消息编号') })
export const ReadAllBody = Type.Object({ groupId: GroupIdOrNone() })
export const ReadAllResultSchema = Type.Object({
  marked: Count(),
  upTo: Type.Integer({
    minimum: 0,
    description: 'the newest message id marked read: a message pushed later with an id up to it is read too',
  }),
  count: Count('unread left'),
})

export const MessageTrendQuery = Type.Object({
  unit: Type.Optional(OneOf('统计单位', ['day', 'week'] as const)),
  range: Type.Optional(OneOf('时间范围', TREND_RANGE_KEYS)),
  groupId: GroupIdOrNone(),
})

export const MessageTrendSchema = Type.Object({
  unit: OneOf('统计单位', ['day', 'week'] as const),
  points: Type.Array(Type.Object({ label: Type.String(), total: Count(), high: Count(), warn: Count(), info: Count() })),
  total: Count(),
  byDimension: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), count: Count() }), {
    description: 'top dimensions over the range',
  }),
})

// ---------- notification settings ----------

export const NotifySettingSchema = Type.Object({
  pushEnabled: Type.Boolean({ description: 'master switch of pushes (WebSocket and subscribe messages)' }),
  levels: Type.Array(DynamicLevelSchema),
  dimensions: Type.Union([Type.Array(Type.String()), Type.Null()], { description: 'null = every watched dimension' }),
  quietEnabled: Type.Boolean(),
  quietStart: Type.String({ description: "'HH:mm'; no subscribe messages between start and end (may cross midnight)" }),
  quietEnd: Type.String(),
  digestEnabled: Type.Boolean(),
  digestTime: Type.String({ description: 'China time of the daily digest' }),
  subscribed: Type.Boolean({ description: 'the user accepted the mini-program subscribe message' }),
})

/** Any subset of the settings. */
export const NotifySettingBody = Type.Object({
  pushEnabled: Type.Optional(Flag('推送开关')),
  levels: Type.Optional(Levels()),
  dimensions: Type.Optional(DimensionKeysOrNull()),
  quietEnabled: Type.Optional(Flag('免打扰开关')),
  quietStart: Type.Optional(HHMM('免打扰开始时间')),
  quietEnd: Type.Optional(HHMM('免打扰结束时间')),
  digestEnabled: Type.Optional(Flag('每日简报开关')),
  digestTime: Type.Optional(HHMM('简报时间')),
})

export const NotifyTemplatesSchema = Type.Object({ templateIds: Type.Array(Type.String()) })

/** After wx.requestSubscribeMessage: each accepted template gives one send. */
export const SubscribeBody = Type.Object({
  templateIds: Type.Optional(Type.Array(Text('订阅消息模板', 128), { title: '订阅消息模板', maxItems: 20 })),
  accepted: Type.Array(Text('订阅结果', 128), { title: '订阅结果', maxItems: 20 }),
})

export const SubscribeResultSchema = Type.Object({ subscribed: Type.Boolean(), remaining: Count('sends left') })

// ---------- the demo feed (administrators, when FEED_RUN_ENABLED=1) ----------

export const FeedRunBody = Type.Object({
  days: Type.Optional(Int('天数', 1, FEED_RUN_MAX_DAYS, { default: 1 })),
  perDay: Type.Optional(Int('每天条数', 1, FEED_RUN_MAX_PER_DAY, { default: 300 })),
})

/** A feed job: generated and applied by a separate process; the counts arrive when it is done. */
export const FeedJobSchema = Type.Object({
  id: Type.String(),
  status: OneOf('状态', ['running', 'done', 'failed'] as const),
  days: Type.Integer(),
  perDay: Type.Integer(),
  end: Type.String(),
  startedAt: Type.Integer(),
  finishedAt: Type.Union([Type.Integer(), Type.Null()]),
  lines: Type.Union([Count(), Type.Null()]),
  dynamics: Type.Union([Count(), Type.Null()]),
  messages: Type.Union([Count(), Type.Null()]),
  ms: Type.Union([Type.Number(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
})

export const FeedStatusQuery = Type.Object({ id: NonEmpty('任务编号', 64) })

// ---------- push socket ----------

/** The login token: a browser WebSocket cannot send headers. */
export const PushSocketQuery = Type.Object({ token: Type.Optional(Text('登录凭证', 4096)) })

/**
 * Frames the server sends (JSON text): the unread count at connect and after reads from any device,
 * each new message with the unread count after it, and the answer to a client { type: 'ping' }.
 * A socket whose login ends (logout, a newer login elsewhere) is closed with code 4030.
 */
export const PushFrameSchema = Type.Union([
  Type.Object({ type: Type.Literal('message'), data: MessageItemSchema, count: Count() }),
  Type.Object({ type: Type.Literal('unread'), count: Count() }),
  Type.Object({ type: Type.Literal('pong') }),
])

const reply = Envelope
export const monitorSchemas = {
  dimensions: { response: { 200: reply(MonitorDimensionCatalogSchema) } },
  add: { body: AddMonitorBodySchema, response: { 200: reply(MonitorItemSchema) } },
  batchAdd: { body: BatchAddBodySchema, response: { 200: reply(BatchAddResultSchema) } },
  list: { querystring: MonitorListQuery, response: { 200: reply(MonitorListResultSchema) } },
  status: { querystring: MonitorStatusQuery, response: { 200: reply(MonitorStatusSchema) } },
  quota: { response: { 200: reply(MonitorQuotaSchema) } },
  detail: { querystring: MonitorDetailQuery, response: { 200: reply(MonitorDetailSchema) } },
  remove: { body: RemoveBodySchema, response: { 200: reply(RemoveMonitorResultSchema) } },
  groupList: { response: { 200: reply(MonitorGroupListSchema) } },
  groupCreate: { body: GroupCreateBody, response: { 200: reply(MonitorGroupSchema) } },
  groupRename: { body: GroupRenameBody, response: { 200: reply(MonitorGroupSchema) } },
  groupDelete: { body: GroupDeleteBody, response: { 200: reply(GroupMoveResultSchema) } },
  groupMove: { body: GroupMoveBody, response: { 200: reply(GroupMoveResultSchema) } },
  getSetting: { response: { 200: reply(MonitorSettingSchema) } },
  saveSetting: { body: MonitorSettingBody, response: { 200: reply(MonitorSettingSchema) } },
  getTargetSetting: { querystring: TargetSettingQuery, response: { 200: reply(TargetSettingSchema) } },
  saveTargetSetting: { body: TargetSettingBody, response: { 200: reply(TargetSettingSchema) } },
  dynamics: { querystring: DynamicsQuerySchema, response: { 200: reply(DynamicsResultSchema) } },
  dynamicDetail: { querystring: DynamicIdQuery, response: { 200: reply(DynamicDetailSchema) } },
  dynamicShare: { querystring: DynamicIdQuery, response: { 200: reply(DynamicShareSchema) } },
  messageList: { querystring: MessageListQuery, response: { 200: reply(MessageListResultSchema) } },
  unreadCount: { response: { 200: reply(UnreadCountSchema) } },
  messageRead: { body: MessageReadBody, response: { 200: reply(UnreadCountSchema) } },
  readAll: { body: ReadAllBody, response: { 200: reply(ReadAllResultSchema) } },
  messageTrend: { querystring: MessageTrendQuery, response: { 200: reply(MessageTrendSchema) } },
  getNotify: { response: { 200: reply(NotifySettingSchema) } },
  saveNotify: { body: NotifySettingBody, response: { 200: reply(NotifySettingSchema) } },
  templates: { response: { 200: reply(NotifyTemplatesSchema) } },
  subscribe: { body: SubscribeBody, response: { 200: reply(SubscribeResultSchema) } },
  feedRun: { body: FeedRunBody, response: { 200: reply(FeedJobSchema) } },
  feedStatus: { querystring: FeedStatusQuery, response: { 200: reply(FeedJobSchema) } },
  ws: { querystring: PushSocketQuery },
}

export type MonitorKind = Static<typeof MonitorKindSchema>
export type DynamicLevel = Static<typeof DynamicLevelSchema>
export type RecentRange = Static<typeof RecentRangeSchema>
export type MonitorDimension = Static<typeof MonitorDimensionSchema>
export type MonitorDimensionCatalog = Static<typeof MonitorDimensionCatalogSchema>
export type MonitorQuota = Static<typeof MonitorQuotaSchema>
export type MonitorItem = Static<typeof MonitorItemSchema>
export type AddMonitorBody = Static<typeof AddMonitorBodySchema>
export type BatchAddResult = Static<typeof BatchAddResultSchema>
export type MonitorListQuery = Static<typeof MonitorListQuery>
export type MonitorListResult = Static<typeof MonitorListResultSchema>
export type MonitorStatus = Static<typeof MonitorStatusSchema>
export type MonitorDetail = Static<typeof MonitorDetailSchema>
export type RemoveMonitorResult = Static<typeof RemoveMonitorResultSchema>
export type MonitorGroup = Static<typeof MonitorGroupSchema>
export type MonitorGroupList = Static<typeof MonitorGroupListSchema>
export type GroupMoveResult = Static<typeof GroupMoveResultSchema>
export type MonitorSetting = Static<typeof MonitorSettingSchema>
export type TargetSetting = Static<typeof TargetSettingSchema>
export type DynamicItem = Static<typeof DynamicItemSchema>
export type DynamicsQuery = Static<typeof DynamicsQuerySchema>
export type DynamicsResult = Static<typeof DynamicsResultSchema>
export type DynamicDetail = Static<typeof DynamicDetailSchema>
export type DynamicShare = Static<typeof DynamicShareSchema>
export type MessageItem = Static<typeof MessageItemSchema>
export type MessageListResult = Static<typeof MessageListResultSchema>
export type UnreadCount = Static<typeof UnreadCountSchema>
export type ReadAllResult = Static<typeof ReadAllResultSchema>
export type MessageTrend = Static<typeof MessageTrendSchema>
export type NotifySetting = Static<typeof NotifySettingSchema>
export type NotifySettingBody = Static<typeof NotifySettingBody>
export type SubscribeResult = Static<typeof SubscribeResultSchema>
export type FeedJob = Static<typeof FeedJobSchema>
export type PushFrame = Static<typeof PushFrameSchema>
