/**
 * 附近企业: the companies within a radius of a point, nearest first. The point is given by coordinates (GCJ-02),
 * by a province, city or district (its centre) or by a company (where it stands). Public, no login.
 */
import { RADIUS_MAX_KM, RADIUS_MIN_KM } from '../domain/nearby'
import { Envelope, Num, Paged, PageQuery, Pid, Text, Type, type Static } from './common'

export const NearbyQuery = Type.Object({
  lng: Type.Optional(Num('经度', -180, 180)),
  lat: Type.Optional(Num('纬度', -90, 90)),
  regionCode: Type.Optional(Type.String({ title: '地区编码', maxLength: 6, pattern: '^\\d{6}$', patternMessage: '地区编码应为6位数字' })),
  pid: Type.Optional(Pid('中心企业编号')),
  radius: Type.Optional(Num('半径', RADIUS_MIN_KM, RADIUS_MAX_KM)),
  industry: Type.Optional(Text('行业', 10)),
  status: Type.Optional(Text('经营状态', 10)),
  keyword: Type.Optional(Text('企业名称', 30)),
  ...PageQuery(50),
})

export const NearbyCentreSchema = Type.Object({
  lng: Type.Number(),
  lat: Type.Number(),
  /** what the point is: '当前位置', a region's full name or a company's name */
  label: Type.String(),
})

export const NearbyItemSchema = Type.Object({
  pid: Type.String(),
  name: Type.String(),
  legalPerson: Type.String(),
  status: Type.String(),
  industry: Type.String(),
  regCapitalText: Type.String(),
  address: Type.String(),
  lng: Type.Number(),
  lat: Type.Number(),
  /** metres from the centre, rounded */
  distance: Type.Integer(),
  /** degrees clockwise from north, as seen from the centre */
  bearing: Type.Integer(),
})

export const NearbyPageSchema = Type.Composite([
  Paged(NearbyItemSchema),
  Type.Object({ centre: NearbyCentreSchema, radius: Type.Number() }),
])

export const nearbySchemas = {
  list: { querystring: NearbyQuery, response: { 200: Envelope(NearbyPageSchema) } },
}

export type NearbyQueryT = Static<typeof NearbyQuery>
export type NearbyCentre = Static<typeof NearbyCentreSchema>
export type NearbyItem = Static<typeof NearbyItemSchema>
export type NearbyPage = Static<typeof NearbyPageSchema>
