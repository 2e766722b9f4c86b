/** 查老赖: the newest dishonest (失信) and executed (被执行) entries, a search across every company and person, one case. */
import { JUDICIAL_KEYWORD_MAX, JUDICIAL_KEYWORD_MIN, JUDICIAL_KINDS } from '../domain/judicial'
import { DateText, Envelope, Id, OneOf, PageQuery, Paged, Type, type Static } from './common'
import { RecordItemSchema, RecordPartySchema } from './dimensions'
import { KEYWORD_PATTERN, KEYWORD_PATTERN_MESSAGE } from './search'

const Kind = OneOf('名单类型', JUDICIAL_KINDS)

/** One entry of a list: the debtor (a company by pid or a person by personId), the case and its state. */
export const JudicialEntrySchema = Type.Object({
  id: Type.Integer({ description: 'the record id' }),
  kind: Kind,
  name: Type.String({ description: 'the debtor' }),
  pid: Type.Optional(Type.String()),
  personId: Type.Optional(Type.String()),
  creditCode: Type.String({ description: "the company's unified social credit code; '' for a person" }),
  refNo: Type.String({ description: '案号' }),
  court: Type.String({ description: '执行法院' }),
  date: Type.String({ description: '立案日期 yyyy-mm-dd' }),
  amount: Type.Union([Type.Number(), Type.Null()], { description: '万元' }),
  performance: Type.String({ description: '履行情况 (失信) / 案件状态 (被执行)' }),
  provinceName: Type.String(),
  isCurrent: Type.Boolean({ description: 'false: removed from the list (失信) or the case is closed (被执行)' }),
})

export const JudicialOverviewSchema = Type.Object({
  kind: Kind,
  total: Type.Integer(),
  currentTotal: Type.Integer({ description: 'entries still on the list / cases still open' }),
  last30Days: Type.Integer({ description: 'entries filed in the 30 days up to today' }),
  recent: Type.Array(JudicialEntrySchema, { description: 'the newest entries, newest first' }),
})

export const JudicialSearchResultSchema = Type.Composite([
  Paged(JudicialEntrySchema),
  Type.Object({ keyword: Type.String(), tookMs: Type.Number() }),
])

export const JudicialDetailSchema = Type.Composite([
  JudicialEntrySchema,
  Type.Object({
    applicants: Type.Array(RecordPartySchema, { description: '申请执行人' }),
    basisNo: Type.String({ description: '执行依据文号' }),
    basisUnit: Type.String({ description: '作出执行依据单位' }),
    duty: Type.String({ description: '生效法律文书确定的义务' }),
    behavior: Type.String({ description: '失信被执行人行为具体情形 (失信 only)' }),
    publishDate: Type.String({ description: '发布日期' }),
    caseRefNo: Type.String({ description: 'the case-number family root for 查看案件' }),
    record: RecordItemSchema,
  }),
])

export const JudicialOverviewQuery = Type.Object({ kind: Kind })

/** keyword: 2+ characters of a name, a credit code or a case number; without one a province or a date is needed */
export const JudicialSearchQuery = Type.Object({
  kind: Kind,
  keyword: Type.Optional(
    Type.String({
      title: '关键词',
      minLength: JUDICIAL_KEYWORD_MIN,
      maxLength: JUDICIAL_KEYWORD_MAX,
      pattern: KEYWORD_PATTERN,
      patternMessage: KEYWORD_PATTERN_MESSAGE,
    }),
  ),
  province: Type.Optional(Type.String({ title: '省份', maxLength: 6, pattern: '^\\d{2}0000$', patternMessage: '省份编码应为6位数字' })),
  start: Type.Optional(DateText('开始日期')),
  end: Type.Optional(DateText('结束日期')),
  ...PageQuery(),
})

export const JudicialDetailQuery = Type.Object({ id: Id('记录编号') })

export const judicialSchemas = {
  overview: { querystring: JudicialOverviewQuery, response: { 200: Envelope(JudicialOverviewSchema) } },
  search: { querystring: JudicialSearchQuery, response: { 200: Envelope(JudicialSearchResultSchema) } },
  detail: { querystring: JudicialDetailQuery, response: { 200: Envelope(JudicialDetailSchema) } },
}

export type JudicialEntry = Static<typeof JudicialEntrySchema>
export type JudicialOverview = Static<typeof JudicialOverviewSchema>
export type JudicialSearchResult = Static<typeof JudicialSearchResultSchema>
export type JudicialDetail = Static<typeof JudicialDetailSchema>
export type JudicialSearchQueryInput = Static<typeof JudicialSearchQuery>
