/**
 * 司法案件: court cases (立案, 开庭, 法院公告, 裁判文书) searched across every company and person by party, court,
 * cause and date; monitored parties, their push settings and the new cases found for them.
 * 信用挖掘: companies with credit-risk signals, filtered by region, industry, signal and date, each with its signals
 * counted.
 */
import { CASE_KINDS, CASE_TEXT_MAX, CASE_TEXT_MIN, SIGNAL_KINDS, WATCH_FREQUENCIES, WATCH_TIME_PATTERN } from '../domain/judicialData'
import { DateText, Envelope, Flag, Id, OneOf, PageQuery, Paged, Type, type Static } from './common'
import { RecordPartySchema } from './dimensions'
import { KEYWORD_PATTERN, KEYWORD_PATTERN_MESSAGE } from './search'

const CaseKind = OneOf('案件类型', CASE_KINDS)
const SignalKind = OneOf('风险类型', SIGNAL_KINDS)
const CaseText = (title: string) =>
  Type.String({
    title,
    minLength: CASE_TEXT_MIN,
    maxLength: CASE_TEXT_MAX,
    pattern: KEYWORD_PATTERN,
    patternMessage: KEYWORD_PATTERN_MESSAGE,
  })
const Ms = Type.Integer({ minimum: 0 })

// ---------- cases ----------

export const CaseItemSchema = Type.Object({
  id: Type.Integer({ description: 'the record id; its detail is the dimension’s record page' }),
  kind: CaseKind,
  kindLabel: Type.String(),
  title: Type.String(),
  refNo: Type.String({ description: '案号' }),
  court: Type.String(),
  cause: Type.String({ description: '案由' }),
  date: Type.String({ description: 'yyyy-mm-dd' }),
  parties: Type.Array(RecordPartySchema),
})

export const CaseOverviewSchema = Type.Object({
  total: Type.Integer(),
  kinds: Type.Array(Type.Object({ kind: CaseKind, label: Type.String(), total: Type.Integer(), last30Days: Type.Integer() })),
  recent: Type.Array(CaseItemSchema, { description: 'the newest cases, newest first' }),
})

export const CaseSearchResultSchema = Type.Composite([Paged(CaseItemSchema), Type.Object({ tookMs: Type.Number() })])

/** party, court, cause: 2–50 characters each; without any of them a kind or a date is needed */
export const CaseSearchQuery = Type.Object({
  party: Type.Optional(CaseText('当事人')),
  court: Type.Optional(CaseText('法院')),
  cause: Type.Optional(CaseText('案由')),
  kind: Type.Optional(CaseKind),
  start: Type.Optional(DateText('开始日期')),
  end: Type.Optional(DateText('结束日期')),
  ...PageQuery(),
})

// ---------- monitored parties ----------

export const WatchPartySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  createdAt: Ms,
  /** cases found for this party, and those not read yet */
  cases: Type.Integer(),
  unread: Type.Integer(),
  /** the newest case's date, '' when none */
  latest: Type.String(),
})

export const WatchPartyListSchema = Type.Object({ list: Type.Array(WatchPartySchema), max: Type.Integer() })

export const WatchSettingSchema = Type.Object({
  enabled: Type.Boolean({ description: 'push new cases at all' }),
  kinds: Type.Array(CaseKind, { description: 'the case kinds that count as new cases' }),
  frequency: OneOf('推送频率', WATCH_FREQUENCIES),
  dailyTime: Type.String({ description: 'HH:mm China time, for the daily digest' }),
  /** WeChat subscribe-message sends banked for judicial pushes */
  wxRemaining: Type.Integer(),
  lastPushAt: Type.Union([Ms, Type.Null()]),
})

export const WatchSettingBody = Type.Object(
  {
    enabled: Type.Optional(Flag('推送开关')),
    kinds: Type.Optional(Type.Array(CaseKind, { title: '案件类型', minItems: 1, maxItems: CASE_KINDS.length, uniqueItems: true })),
    frequency: Type.Optional(OneOf('推送频率', WATCH_FREQUENCIES)),
    dailyTime: Type.Optional(
      Type.String({ title: '推送时间', maxLength: 5, pattern: WATCH_TIME_PATTERN, patternMessage: '推送时间应为 HH:mm 格式' }),
    ),
  },
  { additionalProperties: false },
)

export const WatchAlertSchema = Type.Object({
  id: Type.Integer(),
  partyId: Type.Integer(),
  partyName: Type.String(),
  read: Type.Boolean(),
  createdAt: Ms,
  case: CaseItemSchema,
})

export const WatchAlertListSchema = Type.Composite([Paged(WatchAlertSchema), Type.Object({ unread: Type.Integer() })])

export const WatchAlertQuery = Type.Object({ partyId: Type.Optional(Id('监控对象')), ...PageQuery() })

// ---------- credit mining ----------

export const SignalCountSchema = Type.Object({ kind: SignalKind, label: Type.String(), count: Type.Integer() })

export const CreditCompanySchema = Type.Object({
  pid: Type.String(),
  name: Type.String(),
  regionName: Type.String(),
  industry: Type.String(),
  status: Type.String(),
  legalPerson: Type.String(),
  total: Type.Integer({ description: 'the signals counted under the filters' }),
  latest: Type.String({ description: 'the newest signal’s date' }),
  signals: Type.Array(SignalCountSchema, { description: 'kinds with at least one signal, most first' }),
})

export const CreditOverviewSchema = Type.Object({
  companies: Type.Integer({ description: 'companies with any signal' }),
  kinds: Type.Array(Type.Object({ kind: SignalKind, label: Type.String(), companies: Type.Integer(), last30Days: Type.Integer() })),
})

export const CreditSearchResultSchema = Type.Composite([Paged(CreditCompanySchema), Type.Object({ tookMs: Type.Number() })])

export const CreditSearchQuery = Type.Object({
  province: Type.Optional(Type.String({ title: '地区', maxLength: 6, pattern: '^\\d{6}$', patternMessage: '地区编码应为6位数字' })),
  industry: Type.Optional(Type.String({ title: '行业', maxLength: 1, pattern: '^[A-T]$', patternMessage: '行业门类应为A–T的字母' })),
  kind: Type.Optional(SignalKind),
  start: Type.Optional(DateText('开始日期')),
  end: Type.Optional(DateText('结束日期')),
  ...PageQuery(),
})

export const judicialDataSchemas = {
  overview: { response: { 200: Envelope(CaseOverviewSchema) } },
  search: { querystring: CaseSearchQuery, response: { 200: Envelope(CaseSearchResultSchema) } },
  parties: { response: { 200: Envelope(WatchPartyListSchema) } },
  partyAdd: {
    body: Type.Object({ name: CaseText('监控对象名称') }, { additionalProperties: false }),
    response: { 200: Envelope(WatchPartySchema) },
  },
  partyRemove: { body: Type.Object({ id: Id('监控对象') }, { additionalProperties: false }), response: { 200: Envelope(Type.Null()) } },
  setting: { response: { 200: Envelope(WatchSettingSchema) } },
  settingSave: { body: WatchSettingBody, response: { 200: Envelope(WatchSettingSchema) } },
  alerts: { querystring: WatchAlertQuery, response: { 200: Envelope(WatchAlertListSchema) } },
  alertsRead: {
    body: Type.Object({ id: Type.Optional(Id('提醒编号')) }, { additionalProperties: false }),
    response: { 200: Envelope(Type.Object({ unread: Type.Integer() })) },
  },
}

export const creditDigSchemas = {
  overview: { response: { 200: Envelope(CreditOverviewSchema) } },
  search: { querystring: CreditSearchQuery, response: { 200: Envelope(CreditSearchResultSchema) } },
}

export type CaseItem = Static<typeof CaseItemSchema>
export type CaseOverview = Static<typeof CaseOverviewSchema>
export type CaseSearchResult = Static<typeof CaseSearchResultSchema>
export type CaseSearchInput = Static<typeof CaseSearchQuery>
export type WatchParty = Static<typeof WatchPartySchema>
export type WatchPartyList = Static<typeof WatchPartyListSchema>
export type WatchSetting = Static<typeof WatchSettingSchema>
export type WatchAlert = Static<typeof WatchAlertSchema>
export type WatchAlertList = Static<typeof WatchAlertListSchema>
export type CreditCompany = Static<typeof CreditCompanySchema>
export type CreditOverview = Static<typeof CreditOverviewSchema>
export type CreditSearchResult = Static<typeof CreditSearchResultSchema>
export type CreditSearchInput = Static<typeof CreditSearchQuery>
