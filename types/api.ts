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

/** POST /sso/sms/sendCode  { phone, scene } */
export type SmsScene = 'login' | 'reset' | 'bind'
export interface SendCodeResult {
  /** seconds the code stays valid (300) */
  ttl: number
  /** seconds before another code may be asked for this phone (60) */
  interval: number
}

/** Device fields sent with every login call (spec §7 oneClickConfirmLogin uses the same names). */
export interface DeviceInfo {
  deviceIdentification?: string
  deviceName?: string
  phoneBrand?: string
  systemVersion?: string
  versions?: string
}

/** POST /sso/sms/codeLogin  { phone, code, ...DeviceInfo }  and  POST /sso/pwd/login { phone, password, ...DeviceInfo } */
export interface LoginResult {
  token: string
  /** Unix seconds */
  expiresAt: number
  user: UserInfo
}

/** GET /sso/api/userCenter/getYqcClientUserInfo */
export interface UserInfo {
  userId: string
  phone: string
  /** phone with the middle four digits masked: 138****8000 */
  phoneMasked: string
  nickname: string
  avatar: string
  roles: string[]
  permissions: string[]
  memberLevel: number
  hasPassword: boolean
  /** a WeChat identity is linked to the account */
  wechatBound?: boolean
  promotionSource: number
  dateLimitStatus: number
}

// ---------- search ----------

export type CompanyStatus = '存续' | '在业' | '注销' | '吊销' | '迁出' | '停业' | '清算'

/** One company in a result list. `highlight` marks matched spans of `name` as [start, end) pairs. */
export interface CompanyHit {
  pid: string
  name: string
  highlight: Array<[number, number]>
  status: CompanyStatus
  legalPerson: string
  legalPersonId: string
  /** registered capital in 万元 */
  regCapital: number
  /** display text, e.g. '5000万人民币' */
  regCapitalText: string
  currency: string
  established: string // yyyy-mm-dd
  regionCode: string
  regionName: string // '广东省 深圳市 南山区'
  industry: string
  companyType: string
  /** why it matched when not by name: '法定代表人：张三' / '股东：李四' / '曾用名：…' */
  matchReason?: string
  logo: string
}

export interface PersonHit {
  personId: string
  name: string
  /** companies where this person holds a role */
  companyCount: number
  /** the most important company (for context: two persons of one name are told apart by it) */
  mainCompany: { pid: string; name: string }
  roles: string[]
}

/** GET /search/api/v1/middle/entPersonSearch?keyword&pageNum&pageSize */
export interface EntPersonSearchResult extends Paged<CompanyHit> {
  keyword: string
  /** persons whose name equals the keyword (first page only) */
  persons: PersonHit[]
  tookMs: number
}

/** GET /search/api/v1/hotSearch */
export interface HotSearchResult {
  list: Array<{ keyword: string; pid?: string }>
}

/** GET /user/condition/provinceRegionsTree : GB/T 2260 codes, 6 digits */
export interface RegionNode {
  code: string
  name: string
  children?: RegionNode[]
}

/** GET /user/condition/options : the choices of the advanced filter */
export interface FilterOptions {
  industries: Array<{ code: string; name: string }>
  statuses: string[]
  companyTypes: string[]
  capitalRanges: Array<{ name: string; min?: number; max?: number }>
}

/**
 * GET /search/api/v1/advanced : every parameter optional.
 * regionCode (province, city or district code), industry (code), capitalMin/capitalMax (万元),
 * estStart/estEnd (yyyy-mm-dd), status (comma list), companyType (comma list), keyword,
 * pageNum, pageSize, countOnly=1 (answer has total only, list empty)
 */
export interface AdvancedFilter {
  keyword?: string
  regionCode?: string
  industry?: string
  capitalMin?: number
  capitalMax?: number
  estStart?: string
  estEnd?: string
  status?: string
  companyType?: string
}

// ---------- company ----------

/** GET /yqc/api/v1/business/header?pid */
export interface CompanyHeader {
  pid: string
  name: string
  status: CompanyStatus
  creditCode: string
  legalPerson: string
  legalPersonId: string
  regCapital: number
  regCapitalText: string
  paidCapitalText: string
  established: string
  companyType: string
  industry: string
  regionCode: string
  regionName: string
  address: string
  lng: number
  lat: number
  phone: string
  email: string
  website: string
  scope: string
  logo: string
  staffSize: string
  formerNames: string[]
  source: string
  capturedAt: string
}

export interface ShareholderItem {
  /** a natural person has personId; a company shareholder has pid */
  personId?: string
  pid?: string
  name: string
  kind: 'person' | 'company'
  /** percent, 0..100 */
  share: number
  subscribedText: string
  since: string
}

export interface PersonnelItem {
  personId: string
  name: string
  positions: string[]
}

export interface InvestmentItem {
  pid: string
  name: string
  status: CompanyStatus
  legalPerson: string
  share: number
  amountText: string
  established: string
}

export interface BranchItem {
  pid: string
  name: string
  status: CompanyStatus
  legalPerson: string
  established: string
}

export interface ChangeItem {
  id: number
  /** registration field changed: '法定代表人' / '注册资本' / '企业名称' / '经营范围' / '住所' / '股东' / '企业类型' / '经营状态' / '高管' */
  field: string
  before: string
  after: string
  date: string
}

export interface DimensionCount {
  key: string
  label: string
  category: string
  count: number
}

/** GET /yqc/api/v1/business/profile?pid : the sections of the company page */
export interface CompanyProfile {
  pid: string
  shareholders: ShareholderItem[]
  personnel: PersonnelItem[]
  investments: InvestmentItem[]
  investmentTotal: number
  branches: BranchItem[]
  branchTotal: number
  changes: ChangeItem[]
  changeTotal: number
  /** every dimension of the registry for this company, with its count (0 included) */
  dimensions: DimensionCount[]
}

// ---------- person ----------

/** POST /yqc/api/v1/person/getPersonId { personName, pid } → data: personId or null when not found */
export type GetPersonIdResult = string | null

export interface PersonRole {
  pid: string
  companyName: string
  status: CompanyStatus
  /** '法定代表人' | '股东' | '董事' | '监事' | '总经理' … */
  roles: string[]
  share?: number
  regCapitalText: string
  regionName: string
  since: string
}

/** GET /yqc/api/v1/person/detail?personId */
export interface PersonDetail {
  personId: string
  name: string
  companyCount: number
  legalCount: number
  shareholderCount: number
  executiveCount: number
  roles: PersonRole[]
  /** persons who appear together with this person in the same companies */
  partners: Array<{ personId: string; name: string; times: number }>
}

// ---------- trends (动态 tab, before monitoring) ----------

export interface TrendItem {
  id: string
  pid: string
  companyName: string
  kind: 'change' | 'record'
  /** the dimension key for records, the changed field for changes */
  dimension: string
  dimensionLabel: string
  title: string
  content: string
  date: string
  level: 'high' | 'warn' | 'info'
}

/** GET /yqc/api/v1/trends/recent?pids=a,b,c&pageNum&pageSize  (no pids: the most viewed companies) */
export interface TrendsResult extends Paged<TrendItem> {
  basis: 'viewed' | 'popular'
}

// ---------- sign-in (issue 4) ----------

/** GET /sso/sso/oneClickPreCheck : whether one-click login can run, and which carrier gateway answers */
export interface OneClickPreCheck {
  available: boolean
  /** 'local': the app makes its own token `local-…`; otherwise the carrier SDK on the device must */
  provider: string
}

/** POST /sso/sso/getPrefetchPhoneNumber { openId, accessToken } (header cid) */
export interface PrefetchPhoneResult {
  confirmId: string
  /** the number about to be used, masked: 137****1234 */
  phoneMasked: string
  /** Unix seconds */
  expiresAt: number
}

/** POST /sso/scan/ticket { ...DeviceInfo } */
export interface ScanTicket {
  ticket: string
  /** the QR code as an SVG document */
  qrSvg: string
  /** what the QR code carries: the H5 scan page with ?ticket= */
  url: string
  /** Unix seconds */
  expiresAt: number
}

export type ScanStatus = 'waiting' | 'scanned' | 'confirmed' | 'consumed' | 'refused' | 'expired'

/** GET /sso/scan/status?ticket= , and each message of GET /sso/scan/ws?ticket= */
export interface ScanState {
  status: ScanStatus
  /** once, when status is 'confirmed' */
  login?: LoginResult
}

/** GET /sso/scan/info?ticket= (login required): the device that asks */
export interface ScanTicketInfo {
  status: ScanStatus
  deviceName: string
  phoneBrand: string
  systemVersion: string
  appVersion: string
  ip: string
  createdAt: number
  expiresAt: number
}

/** POST /sso/wx/login { code, ...DeviceInfo } */
export interface WxLoginResult extends LoginResult {
  /** the account has no phone yet: the app opens pagesLogin/bindPhone */
  needBindPhone: boolean
}

/** GET /sso/api/userCenter/devices */
export interface DeviceSession {
  /** short id of the session */
  id: string
  deviceName: string
  phoneBrand: string
  systemVersion: string
  appVersion: string
  ip: string
  /** Unix seconds of the login */
  loginAt: number
  status: 'active' | 'superseded' | 'revoked' | 'expired'
  /** the session of the token that asked */
  current: boolean
}

/** POST /sso/pwd/forget/verify { phone, code } */
export interface ResetTicket {
  resetTicket: string
  expiresAt: number
}

/** POST /user/api/v1/invite/addInviteCode { inviteCode } */
export interface InviteCodeResult {
  promotionSource: number
  label: string
  user: UserInfo
}
