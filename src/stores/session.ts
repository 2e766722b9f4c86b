/**
 * Session state. The persisted fields live together under the storage key 'session';
 * token, Cid, userInfo and the first-launch flag also keep their own spec storage keys.
 */
import { makeAutoObservable } from 'mobx'
import type { UserInfo } from '../../contract/api/api'
import { CID_PREFIX, CLIENT_VERSION, STORAGE_KEYS, THEME_COLOR } from '../domain/constants'
import { hasPermission, hasRole, readToken, tokenValid } from '../domain/jwt'
import { storage as defaultStorage, StorageBackend } from '../services/storage'

export type NavType = 'push' | 'redirect' | 'switchTab' | 'relaunch' | 'back'

export interface CurrentRoute {
  url: string
  type: NavType
  params: Record<string, string>
}

/** The fields kept in the one stored object. */
export interface PersistedSession {
  token: string
  popupShown: boolean
  areaList: unknown[]
  pid: string
  enterpriseName: string
  enterpriseCode: string
  enterpriseLogo: string
  selectedId: string
  selectedName: string
  projectId: string
  group: string
  groupId: string
  industryFirstCode: string
  personId: string
  personName: string
  personCode: string
  personImageUrl: string
  perCode: string
  pelId: string
  pelName: string
  isLingyang: boolean
}

const PERSISTED_DEFAULTS: PersistedSession = {
  token: '',
  popupShown: false,
  areaList: [],
  pid: '',
  enterpriseName: '',
  enterpriseCode: '',
  enterpriseLogo: '',
  selectedId: '',
  selectedName: '',
  projectId: '',
  group: '',
  groupId: '',
  industryFirstCode: '',
  personId: '',
  personName: '',
  personCode: '',
  personImageUrl: '',
  perCode: '',
  pelId: '',
  pelName: '',
  isLingyang: false,
}

const PERSISTED_KEYS = Object.keys(PERSISTED_DEFAULTS) as Array<keyof PersistedSession>

const randomId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`

export class SessionStore implements PersistedSession {
  token = ''
  popupShown = false
  areaList: unknown[] = []
  pid = ''
  enterpriseName = ''
  enterpriseCode = ''
  enterpriseLogo = ''
  selectedId = ''
  selectedName = ''
  projectId = ''
  group = ''
  groupId = ''
  industryFirstCode = ''
  personId = ''
  personName = ''
  personCode = ''
  personImageUrl = ''
  perCode = ''
  pelId = ''
  pelName = ''
  isLingyang = false

  // not persisted
  /** Kept in memory only: a stale 'true' after a crash would leave the overlay up. */
  requestLoading = false
  loginFlag = false
  unverified = false
  open = false
  closeVipBuy = false
  networkStatus = true
  backFromOtherPage = false
  currentRoute: CurrentRoute = { url: '', type: 'push', params: {} }
  themeColor = THEME_COLOR
  version = CLIENT_VERSION
  userInfo: UserInfo | null = null
  cid = ''
  firstLaunch = false
  /** Unix seconds; injectable so expiry is testable */
  now: () => number = () => Math.floor(Date.now() / 1000)

  private readonly store: StorageBackend

  constructor(store: StorageBackend = defaultStorage) {
    this.store = store
    makeAutoObservable<SessionStore, 'store'>(this, { store: false, now: false })
    this.load()
  }

  /** Reads the stored object (and the separate token/userInfo/Cid keys) into the store. */
  load(): void {
    const saved = this.store.get(STORAGE_KEYS.session)
    const obj = saved && typeof saved === 'object' ? (saved as Partial<PersistedSession>) : {}
    for (const k of PERSISTED_KEYS) {
      const v = obj[k]
      ;(this as unknown as Record<string, unknown>)[k] =
        v !== undefined && typeof v === typeof PERSISTED_DEFAULTS[k] ? v : PERSISTED_DEFAULTS[k]
    }
    const token = this.store.get(STORAGE_KEYS.token)
    if (typeof token === 'string' && token) this.token = token
    const user = this.store.get(STORAGE_KEYS.userInfo)
    this.userInfo = user && typeof user === 'object' ? (user as UserInfo) : null
    const cid = this.store.get(STORAGE_KEYS.cid)
    this.cid = typeof cid === 'string' ? cid : ''
    const net = this.store.get(STORAGE_KEYS.networkStatus)
    if (typeof net === 'boolean') this.networkStatus = net
    this.loginFlag = this.isLoggedIn
  }

  /**
   * Start-up: toggles the first-launch flag (true only on the very first start) and makes sure
   * a client id exists (prefix + device id).
   */
  startUp(deviceId?: string): void {
    const first = this.store.get(STORAGE_KEYS.first)
    this.firstLaunch = first === undefined || first === null || first === true
    this.store.set(STORAGE_KEYS.first, false)
    if (!this.cid) {
      this.cid = `${CID_PREFIX}${deviceId || randomId()}`
      this.store.set(STORAGE_KEYS.cid, this.cid)
    }
    this.loginFlag = this.isLoggedIn
  }

  get claims() {
    return readToken(this.token)
  }

  /** A token exists and its JWT exp (if any) is still ahead. */
  get isLoggedIn(): boolean {
    return tokenValid(this.token, this.now())
  }

  hasRole(role: string): boolean {
    return this.isLoggedIn && hasRole(this.claims, role)
  }

  hasPermission(permission: string): boolean {
    return this.isLoggedIn && hasPermission(this.claims, permission)
  }

  login(token: string, user?: UserInfo | null, opts: { lingyang?: boolean } = {}): void {
    if (typeof token !== 'string' || !token) throw new Error('登录凭证为空')
    this.token = token
    this.loginFlag = true
    this.unverified = false
    if (opts.lingyang !== undefined) this.isLingyang = opts.lingyang
    this.store.set(STORAGE_KEYS.token, token)
    if (user) this.setUserInfo(user)
    this.persist()
  }

  setUserInfo(user: UserInfo | null): void {
    this.userInfo = user
    if (user) this.store.set(STORAGE_KEYS.userInfo, user)
    else this.store.remove(STORAGE_KEYS.userInfo)
  }

  /** Codes 4030/443/4035/4036 and HTTP 403: the token goes, the login flag drops. */
  clearToken(): void {
    this.token = ''
    this.loginFlag = false
    this.store.remove(STORAGE_KEYS.token)
    this.setUserInfo(null)
    this.persist()
  }

  logout(): void {
    this.clearToken()
    this.isLingyang = false
    this.persist()
  }

  /** Sets persisted fields (pid, enterprise…, person…, selected…, group…) and saves them. */
  update(change: Partial<Omit<PersistedSession, 'token'>>): void {
    for (const k of Object.keys(change) as Array<keyof PersistedSession>) {
      if (!PERSISTED_KEYS.includes(k) || k === 'token') continue
      ;(this as unknown as Record<string, unknown>)[k] = change[k]
    }
    this.persist()
  }

  setLingyang(v: boolean): void {
    this.isLingyang = v
    this.persist()
  }

  setNetworkStatus(online: boolean): void {
    this.networkStatus = online
    this.store.set(STORAGE_KEYS.networkStatus, online)
  }

  setCurrentRoute(route: CurrentRoute): void {
    this.currentRoute = route
  }

  setFlags(flags: Partial<Pick<SessionStore, 'unverified' | 'open' | 'closeVipBuy' | 'backFromOtherPage' | 'requestLoading'>>): void {
    Object.assign(this, flags)
  }

  snapshot(): PersistedSession {
    const out = {} as Record<string, unknown>
    for (const k of PERSISTED_KEYS) out[k] = (this as unknown as Record<string, unknown>)[k]
    return out as unknown as PersistedSession
  }

  private persist(): void {
    this.store.set(STORAGE_KEYS.session, this.snapshot())
  }
}

export const session = new SessionStore()
