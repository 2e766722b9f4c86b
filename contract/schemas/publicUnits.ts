/**
 * 机关单位: search government bodies, public institutions and social organisations apart from companies, by name or
 * credit code, by category and region, a page at a time; and one unit's registered facts with its sponsor and the
 * units it sponsors. Public.
 */
import { PUBLIC_UNIT_CATEGORIES, PUBLIC_UNIT_KINDS } from '../domain/publicUnits'
import { SearchKeyword } from './search'
import { Envelope, Int, OneOf, PageQuery, Paged, Type, type Static } from './common'

export const PublicUnitSearchQuery = Type.Object({
  keyword: Type.Optional(SearchKeyword('搜索关键词', 0)),
  category: Type.Optional(OneOf('单位类别', PUBLIC_UNIT_CATEGORIES)),
  regionCode: Type.Optional(Type.String({ title: '地区编码', maxLength: 6, pattern: '^\\d{6}$', patternMessage: '地区编码应为6位数字' })),
  ...PageQuery(50),
})

export const PublicUnitHitSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** [start, end) spans of `name` the keyword matched */
  highlight: Type.Array(Type.Tuple([Type.Integer(), Type.Integer()])),
  kind: OneOf('单位类型', PUBLIC_UNIT_KINDS),
  creditCode: Type.String(),
  /** 负责人 of a body, 法定代表人 of an institution or organisation */
  leader: Type.String(),
  regionName: Type.String(),
  /** yyyy-mm-dd */
  established: Type.String(),
  /** 正常, 撤销 or 注销 */
  status: Type.String(),
})

export const PublicUnitRefSchema = Type.Object({
  /** absent when the unit is not in the data (its name is still shown) */
  id: Type.Optional(Type.Integer()),
  name: Type.String(),
  kind: Type.Optional(OneOf('单位类型', PUBLIC_UNIT_KINDS)),
})

export const PublicUnitDetailSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: OneOf('单位类型', PUBLIC_UNIT_KINDS),
  creditCode: Type.String(),
  leader: Type.String(),
  status: Type.String(),
  established: Type.String(),
  /** 证书有效期 (institutions and organisations), yyyy-mm-dd each, '' for a body */
  validFrom: Type.String(),
  validTo: Type.String(),
  /** 开办资金 or 注册资金 in 万元; null for a body */
  funds: Type.Union([Type.Number(), Type.Null()]),
  /** 经费来源 of an institution: 财政补助, 差额拨款 …; '' otherwise */
  funding: Type.String(),
  /** 举办单位 of an institution, 业务主管单位 of an organisation, 上级机关 of a body */
  sponsor: Type.Union([PublicUnitRefSchema, Type.Null()]),
  /** 登记管理机关 */
  registrar: Type.String(),
  regionCode: Type.String(),
  regionName: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  /** 宗旨和业务范围, or the body's 主要职责 */
  scope: Type.String(),
  source: Type.String(),
  /** when the facts were last read from the source, yyyy-mm-dd */
  capturedAt: Type.String(),
  /** the units it sponsors or oversees (the first 20) and how many there are */
  subordinates: Type.Array(PublicUnitRefSchema),
  subordinateTotal: Type.Integer(),
})

export const PublicUnitDetailQuery = Type.Object({ id: Int('单位编号', 1, 2 ** 31 - 1) })

export const publicUnitSchemas = {
  search: { querystring: PublicUnitSearchQuery, response: { 200: Envelope(Paged(PublicUnitHitSchema)) } },
  detail: { querystring: PublicUnitDetailQuery, response: { 200: Envelope(PublicUnitDetailSchema) } },
}

export type PublicUnitSearchInput = Static<typeof PublicUnitSearchQuery>
export type PublicUnitHit = Static<typeof PublicUnitHitSchema>
export type PublicUnitRef = Static<typeof PublicUnitRefSchema>
export type PublicUnitDetail = Static<typeof PublicUnitDetailSchema>
export type PublicUnitPage = Static<ReturnType<typeof Paged<typeof PublicUnitHitSchema>>>
