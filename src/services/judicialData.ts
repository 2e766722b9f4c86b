/** 司法案件 (cases, monitored parties, push settings, new cases) and 信用挖掘 (companies with credit-risk signals). */
import type {
  CaseOverview,
  CaseSearchResult,
  CreditOverview,
  CreditSearchResult,
  WatchAlertList,
  WatchParty,
  WatchPartyList,
  WatchSetting,
} from '../../contract/schemas/judicialData'
import type { CaseKind, SignalKind, WatchFrequency } from '../../contract/domain/judicialData'
import { API } from '../../contract/endpoints'
import { PAGE_SIZE } from '../domain/constants'
import { get, post } from './request'

export interface CaseQuery {
  party?: string
  court?: string
  cause?: string
  kind?: CaseKind | ''
  start?: string
  end?: string
}

export interface CreditQuery {
  /** a province's or city's 6-digit code */
  province?: string
  industry?: string
  kind?: SignalKind | ''
  start?: string
  end?: string
}

/** the conditions that are set, as the request sends them */
const present = (q: object) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''))

export const caseOverview = () => get<CaseOverview>(API.judicialData.overview, undefined, { loading: false })

export const caseSearch = (q: CaseQuery, pageNum = 1, pageSize = PAGE_SIZE) =>
  get<CaseSearchResult>(API.judicialData.search, { ...present(q), pageNum, pageSize }, { loading: false })

export const watchParties = () => get<WatchPartyList>(API.judicialData.parties, undefined, { loading: false })
export const addWatchParty = (name: string) => post<WatchParty>(API.judicialData.partyAdd, { name })
export const removeWatchParty = (id: number) => post<null>(API.judicialData.partyRemove, { id })

export const watchSetting = () => get<WatchSetting>(API.judicialData.setting, undefined, { loading: false })
export const saveWatchSetting = (change: { enabled?: boolean; kinds?: CaseKind[]; frequency?: WatchFrequency; dailyTime?: string }) =>
  post<WatchSetting>(API.judicialData.setting, change)

export const watchAlerts = (partyId: number | undefined, pageNum = 1, pageSize = PAGE_SIZE) =>
  get<WatchAlertList>(API.judicialData.alerts, partyId ? { partyId, pageNum, pageSize } : { pageNum, pageSize }, { loading: false })
/** marks one new case read, or all when no id; the unread count left */
export const readWatchAlerts = (id?: number) => post<{ unread: number }>(API.judicialData.alertsRead, id ? { id } : {}, { silent: true })

export const creditOverview = () => get<CreditOverview>(API.creditDig.overview, undefined, { loading: false })
export const creditSearch = (q: CreditQuery, pageNum = 1, pageSize = PAGE_SIZE) =>
  get<CreditSearchResult>(API.creditDig.search, { ...present(q), pageNum, pageSize }, { loading: false })
