/** 发现 and 企业地址: public lists of the data (contract/schemas/discover.ts). Pages draw their own loading states. */
import type { Paged } from '../../contract/api/api'
import type { AddressCompany, AddressInfo, DiscoverChange, DiscoverCompany, NearbyCompany } from '../../contract/schemas/discover'
import { API } from '../../contract/endpoints'
import { get } from './request'

const quiet = { loading: false }

export const hotCompanies = (pageNum: number, pageSize: number) =>
  get<Paged<DiscoverCompany>>(API.discover.hot, { pageNum, pageSize }, quiet)
export const recentChanges = (pageNum: number, pageSize: number) =>
  get<Paged<DiscoverChange>>(API.discover.changes, { pageNum, pageSize }, quiet)
export const newestCompanies = (pageNum: number, pageSize: number) =>
  get<Paged<DiscoverCompany>>(API.discover.newest, { pageNum, pageSize }, quiet)

export const companyAddress = (pid: string) => get<AddressInfo>(API.discover.address, { pid }, quiet)
export const sameAddressCompanies = (pid: string, pageNum: number, pageSize: number) =>
  get<Paged<AddressCompany>>(API.discover.sameAddress, { pid, pageNum, pageSize }, quiet)
export const nearbyCompanies = (pid: string, pageNum: number, pageSize: number) =>
  get<Paged<NearbyCompany>>(API.discover.nearby, { pid, pageNum, pageSize }, quiet)

/** '约 350 米' under a kilometre, else '约 1.2 公里' (whole kilometres from 100 on). */
export function distanceText(metres: number): string {
  if (metres < 1000) return `约 ${Math.max(10, Math.round(metres / 10) * 10)} 米`
  const km = metres / 1000
  return `约 ${km >= 100 ? Math.round(km) : km.toFixed(1)} 公里`
}
