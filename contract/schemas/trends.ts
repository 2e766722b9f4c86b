/** The 动态 feed before monitoring: latest changes and dated records of the companies a visitor viewed. */
import { Envelope, OneOf, PageQuery, Paged, Text, Type, type Static } from './common'

/** Most pids one request may name. */
export const TRENDS_MAX_PIDS = 50

export const TrendItemSchema = Type.Object({
  id: Type.String({ description: "'c<changeId>' or 'r<recordId>'" }),
  pid: Type.String(),
  companyName: Type.String(),
  kind: OneOf('类型', ['change', 'record'] as const),
  dimension: Type.String({ description: 'the dimension key for records, the changed field for changes' }),
  dimensionLabel: Type.String(),
  title: Type.String(),
  content: Type.String(),
  date: Type.String({ description: 'yyyy-mm-dd' }),
  level: OneOf('风险等级', ['high', 'warn', 'info'] as const),
})

export const TrendsResultSchema = Type.Composite([
  Paged(TrendItemSchema),
  Type.Object({
    basis: OneOf('依据', ['viewed', 'popular'] as const, {
      description: 'viewed: the pids sent; popular: no pids, the most viewed companies',
    }),
  }),
])

/** pids: comma list of viewed companies (unknown ones are skipped); absent: the most viewed companies. */
export const TrendsQuery = Type.Object({
  pids: Type.Optional(Text('企业列表', TRENDS_MAX_PIDS * 65)),
  ...PageQuery(),
})

export const trendsSchemas = {
  recent: { querystring: TrendsQuery, response: { 200: Envelope(TrendsResultSchema) } },
}

export type TrendItem = Static<typeof TrendItemSchema>
export type TrendsResult = Static<typeof TrendsResultSchema>
