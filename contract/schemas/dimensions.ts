/** The data dimensions: a dimension's records of a company or person, one record, its trend, the copyright search. */
import { DateText, Envelope, Id, NonEmpty, OneOf, PageQuery, Paged, PersonId, Pid, Text, Type, type Static } from './common'
import { SearchKeyword } from './search'

/** A party of a record, linked to its company (pid) or person (personId) when known. */
export const RecordPartySchema = Type.Object({
  name: Type.String(),
  role: Type.String({ description: '原告 / 被告 / 第三人 / 被执行人 / 申请人 …' }),
  pid: Type.Optional(Type.String()),
  personId: Type.Optional(Type.String()),
})

/** One record in a dimension list or detail. `fields` holds every detail field of the dimension by key. */
export const RecordItemSchema = Type.Object({
  id: Type.Integer(),
  dimension: Type.String(),
  pid: Type.Optional(Type.String()),
  companyName: Type.Optional(Type.String()),
  personId: Type.Optional(Type.String()),
  date: Type.String(),
  amount: Type.Union([Type.Number(), Type.Null()]),
  title: Type.String(),
  refNo: Type.String(),
  status: Type.String(),
  parties: Type.Array(RecordPartySchema),
  fields: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]), {
    description: "detail values by the dimension's field keys (columns title/date/amount/refNo/status included)",
  }),
  source: Type.String(),
  capturedAt: Type.String(),
  isCurrent: Type.Boolean(),
})

export const DimensionListResultSchema = Type.Composite([
  Paged(RecordItemSchema),
  Type.Object({
    dimension: Type.String(),
    currentCount: Type.Integer({ description: 'current records under the same filters minus `current`' }),
    historyCount: Type.Integer({ description: 'historical records under the same filters minus `current`' }),
  }),
])

export const RecordDetailSchema = Type.Composite([
  RecordItemSchema,
  Type.Object({
    caseRefNo: Type.Optional(Type.String({ description: 'for legal records: the case-number family root, for "查看案件"' })),
  }),
])

export const DimensionTrendSchema = Type.Object({
  dimension: Type.String(),
  byYear: Type.Array(Type.Object({ year: Type.Integer(), count: Type.Integer(), amount: Type.Number() })),
  byMonth: Type.Array(Type.Object({ month: Type.String(), count: Type.Integer() }), { description: 'the last 12 months' }),
})

export const CopyrightSearchResultSchema = Paged(RecordItemSchema)

/** Whose records: pid (a company) or personId (a person); one is required, pid wins when both are sent. */
const OwnerQuery = {
  pid: Type.Optional(Pid()),
  personId: Type.Optional(PersonId()),
}

const Dimension = NonEmpty('数据维度', 40)

export const DimensionListQuery = Type.Object({
  dimension: Dimension,
  ...OwnerQuery,
  ...PageQuery(),
  sort: Type.Optional(OneOf('排序方式', ['date', 'amount'] as const)),
  order: Type.Optional(OneOf('排序顺序', ['desc', 'asc'] as const)),
  start: Type.Optional(DateText('开始日期')),
  end: Type.Optional(DateText('结束日期')),
  role: Type.Optional(Text('角色', 20)),
  current: Type.Optional(OneOf('当前或历史', ['1', '0'] as const, { description: "'1' current only, '0' historical only; absent: both" })),
})

export const DimensionDetailQuery = Type.Object({ id: Id('记录编号') })

export const DimensionTrendQuery = Type.Object({ dimension: Dimension, ...OwnerQuery })

export const CopyrightSearchQuery = Type.Object({
  keyword: SearchKeyword('关键词'),
  type: Type.Optional(OneOf('著作权类型', ['rj', 'zp'] as const, { description: 'rj: software, zp: works; absent: both' })),
  ...PageQuery(),
})

export const dimensionSchemas = {
  list: { querystring: DimensionListQuery, response: { 200: Envelope(DimensionListResultSchema) } },
  detail: { querystring: DimensionDetailQuery, response: { 200: Envelope(RecordDetailSchema) } },
  trend: { querystring: DimensionTrendQuery, response: { 200: Envelope(DimensionTrendSchema) } },
  copyright: { querystring: CopyrightSearchQuery, response: { 200: Envelope(CopyrightSearchResultSchema) } },
}

export type RecordParty = Static<typeof RecordPartySchema>
export type RecordItem = Static<typeof RecordItemSchema>
export type DimensionListResult = Static<typeof DimensionListResultSchema>
export type RecordDetail = Static<typeof RecordDetailSchema>
export type DimensionTrend = Static<typeof DimensionTrendSchema>
export type CopyrightSearchResult = Static<typeof CopyrightSearchResultSchema>
export type DimensionListQuery = Static<typeof DimensionListQuery>
export type CopyrightType = 'rj' | 'zp'
