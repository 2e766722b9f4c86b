/**
 * 新增企业: how many companies were established in the last 7 and 30 China days per province and per city of a
 * province, and the companies of a province or city established in a range (近7天 / 近30天 / 近3个月) with their count
 * per day, week or month. Industry and registered capital narrow the list and the counts alike. Public, no login.
 */
import { NEWLY_RANGES, NEWLY_UNITS } from '../domain/newly'
import { Envelope, Num, OneOf, PageQuery, Paged, Text, Type, type Static } from './common'

const RegionCode = (title: string) => Type.String({ title, maxLength: 6, pattern: '^\\d{6}$', patternMessage: `${title}应为6位数字` })

/** A province or city with its companies established in the last 7 and the last 30 days (today included). */
export const NewlyRegionCountSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  week: Type.Integer(),
  month: Type.Integer(),
})

export const NewlyRegionCountsSchema = Type.Object({
  /** today in China, the last day counted */
  today: Type.String(),
  weekStart: Type.String(),
  monthStart: Type.String(),
  /** the most new companies in the last 30 days first */
  list: Type.Array(NewlyRegionCountSchema),
})

export const NewlyCityCountsSchema = Type.Composite([
  NewlyRegionCountsSchema,
  Type.Object({ province: Type.Object({ code: Type.String(), name: Type.String() }) }),
])

export const NewlyCompanySchema = Type.Object({
  pid: Type.String(),
  name: Type.String(),
  legalPerson: Type.String(),
  regCapitalText: Type.String(),
  established: Type.String(),
  status: Type.String(),
  industry: Type.String(),
  regionName: Type.String(),
})

/** The filter of the list and its counts: a province or city code, the range, industry and capital (万元, min ≤ x < max). */
export const NewlyFilterSchema = Type.Object({
  regionCode: RegionCode('地区编码'),
  range: Type.Optional(OneOf('时间范围', NEWLY_RANGES)),
  industry: Type.Optional(Text('行业', 10)),
  capitalMin: Type.Optional(Num('注册资本下限', 0, 1e9)),
  capitalMax: Type.Optional(Num('注册资本上限', 0, 1e9)),
})

export const NewlyListQuery = Type.Composite([NewlyFilterSchema, Type.Object({ ...PageQuery(50) })])
export const NewlyDailyQuery = Type.Composite([NewlyFilterSchema, Type.Object({ unit: Type.Optional(OneOf('统计方式', NEWLY_UNITS)) })])
export const NewlyCitiesQuery = Type.Object({ provinceCode: RegionCode('省份编码') })

/** Where the list is: the region's full name and the days the range covers. */
const WindowFields = {
  regionCode: Type.String(),
  regionName: Type.String(),
  start: Type.String(),
  end: Type.String(),
}

export const NewlyListSchema = Type.Composite([Paged(NewlyCompanySchema), Type.Object(WindowFields)])

export const NewlyDailySchema = Type.Object({
  ...WindowFields,
  unit: OneOf('统计方式', NEWLY_UNITS),
  total: Type.Integer(),
  /** every bucket of the range in order, empty ones as 0: a day, the Monday of a week, or a month (yyyy-mm) */
  points: Type.Array(Type.Object({ label: Type.String(), count: Type.Integer() })),
})

export const scenarioSchemas = {
  newlyProvinces: { response: { 200: Envelope(NewlyRegionCountsSchema) } },
  newlyCities: { querystring: NewlyCitiesQuery, response: { 200: Envelope(NewlyCityCountsSchema) } },
  newlyList: { querystring: NewlyListQuery, response: { 200: Envelope(NewlyListSchema) } },
  newlyDaily: { querystring: NewlyDailyQuery, response: { 200: Envelope(NewlyDailySchema) } },
}

export type NewlyRegionCount = Static<typeof NewlyRegionCountSchema>
export type NewlyRegionCounts = Static<typeof NewlyRegionCountsSchema>
export type NewlyCityCounts = Static<typeof NewlyCityCountsSchema>
export type NewlyCompany = Static<typeof NewlyCompanySchema>
export type NewlyFilter = Static<typeof NewlyFilterSchema>
export type NewlyList = Static<typeof NewlyListSchema>
export type NewlyDaily = Static<typeof NewlyDailySchema>
