/**
 * 订阅 of the signed-in user.
 *
 * Notices: the WeChat subscribe messages per kind, each with how many one-time sends are banked. The monitoring kind
 * is the monitoring push (the same sends the 消息通知 page records); the others are kept per kind.
 *
 * 我的订阅: the monitoring digest (from the notification settings), saved searches (a filter of the advanced search
 * that counts the matching companies established since the user last opened it) and judicial pushes (the new
 * judicial cases of the monitored companies). A row's `id` is the subscription's own id (0 for the digest, which is
 * part of the notification settings). Another user's id answers 4040 like one that does not exist. Times are ms.
 */
import { Envelope, Flag, Id, NonEmpty, OneOf, PageQuery, Paged, Text, Type, type Static } from './common'
import { AdvancedFilterSchema } from './search'
import { NOTICE_KINDS, SAVED_SEARCH_KINDS, SEARCH_NAME_MAX, SUBSCRIPTION_KINDS, SUMMARY_ITEMS_MAX } from '../domain/subscriptions'

export {
  NOTICE_KINDS,
  NOTICE_LABELS,
  NOTICE_SENDS_MAX,
  SEARCH_SUBSCRIPTIONS_MAX,
  SUBSCRIPTION_KINDS,
  SUBSCRIPTION_KIND_LABELS,
} from '../domain/subscriptions'

const Ms = Type.Integer({ minimum: 0 })
const Count = () => Type.Integer({ minimum: 0 })
const NoticeKindSchema = OneOf('订阅消息类型', NOTICE_KINDS)
const SubscriptionKindSchema = OneOf('订阅类型', SUBSCRIPTION_KINDS)

// ---------- notices ----------

export const NoticeSchema = Type.Object({
  kind: NoticeKindSchema,
  title: Type.String(),
  desc: Type.String(),
  templateId: Type.String({ description: 'the WeChat subscribe-message template of this kind' }),
  subscribed: Type.Boolean({ description: 'one or more sends are banked' }),
  remaining: Count(),
  acceptedAt: Type.Union([Ms, Type.Null()], { description: 'when the user last accepted it, if known' }),
})

export const NoticeListSchema = Type.Object({ list: Type.Array(NoticeSchema) })

/** After wx.requestSubscribeMessage: each accepted template banks one send of its kind. */
export const NoticeAcceptBody = Type.Object({
  accepted: Type.Array(Text('订阅消息模板', 128), { title: '订阅消息模板', minItems: 1, maxItems: 20 }),
})

/** 退订: the banked sends of the kind are dropped. */
export const NoticeCancelBody = Type.Object({ kind: NoticeKindSchema })

// ---------- 我的订阅 ----------

export const SubscriptionItemSchema = Type.Object({
  id: Type.Integer({ minimum: 0, description: '0 for the monitoring digest' }),
  kind: SubscriptionKindSchema,
  title: Type.String(),
  /** what it covers: the filter conditions, the digest time, the monitored companies */
  desc: Type.String(),
  enabled: Type.Boolean(),
  createdAt: Ms,
  lastPushAt: Type.Union([Ms, Type.Null()]),
  /** new since the user last opened it: companies (search) or cases (judicial); 0 for the digest */
  newCount: Count(),
  /** only the digest cannot be deleted: it is switched off */
  removable: Type.Boolean(),
  /** a saved search's filter, null for the other kinds */
  filter: Type.Union([AdvancedFilterSchema, Type.Null()]),
  summary: Type.Array(Type.String()),
})

export const SubscriptionListQuery = Type.Object({
  ...PageQuery(50),
  /** only the saved searches of one kind (高级搜索订阅 or 搜索订阅), newest first */
  searchKind: Type.Optional(OneOf('搜索订阅类型', SAVED_SEARCH_KINDS)),
})
export const SubscriptionListSchema = Type.Composite([
  Paged(SubscriptionItemSchema),
  Type.Object({ searchCount: Count(), searchLimit: Type.Integer() }),
])

export const SaveSearchBody = Type.Object({
  name: Type.Optional(NonEmpty('订阅名称', SEARCH_NAME_MAX * 2)),
  filter: Type.Object(AdvancedFilterSchema.properties, { title: '搜索条件', additionalProperties: false }),
  summary: Type.Optional(Type.Array(Text('搜索条件', 60), { title: '搜索条件', maxItems: SUMMARY_ITEMS_MAX })),
})

/** The digest is named by kind alone; a search or judicial subscription by its id (judicial: made when absent). */
export const ToggleBody = Type.Object({
  kind: SubscriptionKindSchema,
  id: Type.Optional(Id('订阅')),
  enabled: Flag('订阅开关'),
})

export const SubscriptionIdBody = Type.Object({ id: Id('订阅') })
export const RemoveResultSchema = Type.Object({ removed: Count() })

const reply = Envelope
export const subscriptionSchemas = {
  notices: { response: { 200: reply(NoticeListSchema) } },
  noticeAccept: { body: NoticeAcceptBody, response: { 200: reply(NoticeListSchema) } },
  noticeCancel: { body: NoticeCancelBody, response: { 200: reply(NoticeListSchema) } },
  list: { querystring: SubscriptionListQuery, response: { 200: reply(SubscriptionListSchema) } },
  saveSearch: { body: SaveSearchBody, response: { 200: reply(SubscriptionItemSchema) } },
  toggle: { body: ToggleBody, response: { 200: reply(SubscriptionItemSchema) } },
  remove: { body: SubscriptionIdBody, response: { 200: reply(RemoveResultSchema) } },
  seen: { body: SubscriptionIdBody, response: { 200: reply(SubscriptionItemSchema) } },
}

export type Notice = Static<typeof NoticeSchema>
export type NoticeList = Static<typeof NoticeListSchema>
export type SubscriptionItem = Static<typeof SubscriptionItemSchema>
export type SubscriptionList = Static<typeof SubscriptionListSchema>
export type SaveSearchBodyT = Static<typeof SaveSearchBody>
export type RemoveResult = Static<typeof RemoveResultSchema>
