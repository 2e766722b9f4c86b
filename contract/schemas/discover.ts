/**
 * 发现 and 企业地址: public lists of the data, no login. 热门企业 are the most viewed companies; 最新变更 the newest
 * registration changes dated up to today (China time; later dates are not news yet); 新注册企业 the companies most
 * recently established up to today. A company's address page shows its address and coordinates, the other companies
 * registered in the same building (the address up to and including the first '号', in the same district) and the
 * companies nearest to it.
 */
import { Envelope, PageQuery, Paged, Pid, Type, type Static } from './common'

/** A company in a list: its second line is the legal representative and status. */
export const DiscoverCompanySchema = Type.Object({
  pid: Type.String(),
  name: Type.String(),
  sub: Type.String(),
  regionName: Type.String(),
  established: Type.String(),
  viewCount: Type.Integer(),
})

export const DiscoverChangeSchema = Type.Object({
  id: Type.Integer(),
  pid: Type.String(),
  name: Type.String(),
  field: Type.String(),
  before: Type.String(),
  after: Type.String(),
  date: Type.String(),
})

export const AddressInfoSchema = Type.Object({
  pid: Type.String(),
  name: Type.String(),
  address: Type.String(),
  regionName: Type.String(),
  /** the address up to and including the street number: what 同地址企业 match on ('' when it has no '号') */
  building: Type.String(),
  lng: Type.Union([Type.Number(), Type.Null()]),
  lat: Type.Union([Type.Number(), Type.Null()]),
})

export const AddressCompanySchema = Type.Object({
  pid: Type.String(),
  name: Type.String(),
  sub: Type.String(),
  address: Type.String(),
})

export const NearbyCompanySchema = Type.Object({
  ...AddressCompanySchema.properties,
  /** metres from the company of the page */
  distance: Type.Integer(),
})

export const DiscoverListQuery = Type.Object({ ...PageQuery(20) })
export const AddressQuery = Type.Object({ pid: Pid() })
export const AddressListQuery = Type.Object({ pid: Pid(), ...PageQuery(20) })

const reply = Envelope
export const discoverSchemas = {
  hot: { querystring: DiscoverListQuery, response: { 200: reply(Paged(DiscoverCompanySchema)) } },
  changes: { querystring: DiscoverListQuery, response: { 200: reply(Paged(DiscoverChangeSchema)) } },
  newest: { querystring: DiscoverListQuery, response: { 200: reply(Paged(DiscoverCompanySchema)) } },
  address: { querystring: AddressQuery, response: { 200: reply(AddressInfoSchema) } },
  sameAddress: { querystring: AddressListQuery, response: { 200: reply(Paged(AddressCompanySchema)) } },
  nearby: { querystring: AddressListQuery, response: { 200: reply(Paged(NearbyCompanySchema)) } },
}

export type DiscoverCompany = Static<typeof DiscoverCompanySchema>
export type DiscoverChange = Static<typeof DiscoverChangeSchema>
export type AddressInfo = Static<typeof AddressInfoSchema>
export type AddressCompany = Static<typeof AddressCompanySchema>
export type NearbyCompany = Static<typeof NearbyCompanySchema>
