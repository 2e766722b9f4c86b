/**
 * The API contract shared by the app (src/) and the server (server/).
 * Every answer is wrapped in ApiEnvelope; `code === '0000'` is success.
 * Paths are relative to the API root (`/api`).
 */

export interface ApiEnvelope<T = unknown> {
  code: string
  msg: string
  data: T
}

export interface Paged<T> {
  total: number
  /** total as shown to the user: capped ('10000+') when very large */
  totalText: string
  pageNum: number
  pageSize: number
  list: T[]
}

// ---------- sso / user ----------
// POST /sso/sms/sendCode, /sso/sms/codeLogin, /sso/pwd/login; GET /sso/api/userCenter/getYqcClientUserInfo

export type { SmsScene, SendCodeResult, DeviceInfo, LoginResult, UserInfo } from '../schemas/sso'

// ---------- search ----------

export type { CompanyStatus, CompanyHit, PersonHit, EntPersonSearchResult, HotSearchResult } from '../schemas/search'

/** GET /user/condition/provinceRegionsTree (GB/T 2260 codes) and /user/condition/options */
export type { RegionNode, FilterOptions } from '../schemas/user'

/** GET /search/api/v1/advanced: every field optional; see contract/schemas/search.ts */
export type { AdvancedFilter } from '../schemas/search'

// ---------- company ----------
// GET /yqc/api/v1/business/header?pid (counts one view), /yqc/api/v1/business/profile?pid

export type {
  CompanyHeader,
  ShareholderItem,
  PersonnelItem,
  InvestmentItem,
  BranchItem,
  ChangeItem,
  DimensionCount,
  CompanyProfile,
} from '../schemas/company'

// ---------- person ----------
// POST /yqc/api/v1/person/getPersonId { personName, pid } → personId or null; GET /yqc/api/v1/person/detail?personId

export type { GetPersonIdResult, PersonRole, PersonDetail } from '../schemas/person'

// ---------- trends (动态 tab, before monitoring) ----------

export type { TrendItem, TrendsResult } from '../schemas/trends'

// ---------- sign-in: one-click, scan, passwords, WeChat, partner, devices, invitations ----------

export type {
  OneClickPreCheck,
  PrefetchPhoneResult,
  OneClickWebAuth,
  ScanTicket,
  ScanStatus,
  ScanState,
  ScanTicketInfo,
  WxLoginResult,
  DeviceSession,
  ResetTicket,
  InviteCodeResult,
  InviteCodeStatus,
} from '../schemas/signin'
