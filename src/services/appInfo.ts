/**
 * The information pages and personalisation (contract/schemas/app-info.ts): contact details, release notes, documents,
 * the 个性化推荐 switch and the recommended companies; and the device's cache (清除缓存).
 *
 * The switch lives on the server for a signed-in user. Signed out it is kept on this device; a choice made there is
 * carried to the account the next time the user is signed in, since it is the user's latest word.
 */
import Taro from '@tarojs/taro'
import type { Paged } from '../../contract/api/api'
import type {
  AppDocument,
  AppEnvironment,
  ContactInfo,
  Preferences,
  RecommendedCompanies,
  ReleaseNote,
} from '../../contract/schemas/app-info'
import { API } from '../../contract/endpoints'
import { bytesOf, isCacheKey } from '../domain/cache'
import { session } from '../stores/session'
import { get, post } from './request'
import { storage } from './storage'

export type ReleaseNotesPage = Paged<ReleaseNote> & { latest: string }

/** The pages' own loads: a failure for want of network or server opens the noNetwork / netError page. */
export const contactInfo = () => get<ContactInfo>(API.appInfo.contact, undefined, { loading: false, pageLoad: true })

/** 关于我们 reads the ICP line in the background: the page stands without it. */
export const contactInfoQuietly = () => get<ContactInfo>(API.appInfo.contact, undefined, { silent: true })

export const releaseNotes = (pageNum: number, pageSize = 20) =>
  get<ReleaseNotesPage>(API.appInfo.releaseNotes, { pageNum, pageSize }, { loading: false, pageLoad: pageNum === 1 })

/** 检查更新: the newest released version (an action of the user's, so a failure is toasted). */
export const latestRelease = () => get<ReleaseNotesPage>(API.appInfo.releaseNotes, { pageNum: 1, pageSize: 1 }).then((r) => r.latest)

export const appDocument = (key: string) => get<AppDocument>(API.appInfo.document, { key }, { loading: false, pageLoad: true })

/** 演示环境: asked in the background where the page did not say (src/stores/demo.ts); nothing is shown on failure. */
export const appEnvironment = () => get<AppEnvironment>(API.appInfo.environment, undefined, { silent: true })

// ---------- 个性化推荐 ----------

/** Storage key of the device's switch: `{ on, pending }`, pending while not yet carried to the account. */
export const PERSONALISE_KEY = 'personalise'

interface DeviceSwitch {
  on: boolean
  pending: boolean
}

function deviceSwitch(): DeviceSwitch {
  const v = storage.get(PERSONALISE_KEY) as Partial<DeviceSwitch> | undefined
  return { on: v?.on !== false, pending: v?.pending === true }
}

/** A choice made signed out reaches the account once signed in (a failure leaves it pending for the next time). */
async function carryDeviceChoice(): Promise<boolean | null> {
  const d = deviceSwitch()
  if (!d.pending || !session.isLoggedIn) return null
  const r = await post<Preferences>(API.appInfo.preferences, { personalise: d.on }, { silent: true })
  storage.set(PERSONALISE_KEY, { on: r.personalise, pending: false })
  return r.personalise
}

/** Whether recommendations may use the user's browsing: the account's switch, or the device's when signed out. */
export async function loadPersonalise(): Promise<boolean> {
  if (!session.isLoggedIn) return deviceSwitch().on
  const carried = await carryDeviceChoice().catch(() => null)
  if (carried !== null) return carried
  const r = await get<Preferences>(API.appInfo.preferences, undefined, { loading: false, pageLoad: true })
  storage.set(PERSONALISE_KEY, { on: r.personalise, pending: false })
  return r.personalise
}

export async function savePersonalise(on: boolean): Promise<boolean> {
  if (!session.isLoggedIn) {
    storage.set(PERSONALISE_KEY, { on, pending: true })
    return on
  }
  const r = await post<Preferences>(API.appInfo.preferences, { personalise: on })
  storage.set(PERSONALISE_KEY, { on: r.personalise, pending: false })
  return r.personalise
}

/** The home page's companies, in the background: a failure shows nothing rather than disturbing the page. */
export async function recommendedCompanies(size = 6): Promise<RecommendedCompanies> {
  await carryDeviceChoice().catch(() => null)
  return get<RecommendedCompanies>(API.appInfo.recommendedCompanies, { size }, { silent: true })
}

// ---------- 清除缓存 ----------

export interface StorageUsage {
  /** everything this app keeps on the device */
  totalBytes: number
  /** what 清除缓存 would remove */
  cacheBytes: number
  cacheKeys: string[]
}

/** The raw stored text of a key where the platform gives it (a browser), else the value as stored. */
function storedBytes(key: string): number {
  if (process.env.TARO_ENV === 'h5' && typeof localStorage !== 'undefined') {
    const raw = localStorage.getItem(key)
    if (raw !== null) return bytesOf(key) + bytesOf(raw)
  }
  try {
    return bytesOf(key) + bytesOf(Taro.getStorageSync(key))
  } catch {
    return 0
  }
}

/** The keys the platform reports (getStorageInfoSync) and their sizes; the mini-program's own total where it gives one. */
export function storageUsage(): StorageUsage {
  let keys: string[] = []
  let reportedKb = NaN
  try {
    const info = Taro.getStorageInfoSync()
    keys = info.keys ?? []
    reportedKb = Number(info.currentSize)
  } catch {
    keys = []
  }
  const sizes = new Map(keys.map((k) => [k, storedBytes(k)]))
  const cacheKeys = keys.filter(isCacheKey)
  const counted = [...sizes.values()].reduce((a, b) => a + b, 0)
  return {
    totalBytes: Number.isFinite(reportedKb) && reportedKb > 0 ? reportedKb * 1024 : counted,
    cacheBytes: cacheKeys.reduce((n, k) => n + (sizes.get(k) ?? 0), 0),
    cacheKeys,
  }
}

/** Removes the cache keys (never the login or the user's own data); returns the bytes freed. */
export function clearCache(): number {
  const { cacheKeys, cacheBytes } = storageUsage()
  for (const k of cacheKeys) {
    try {
      Taro.removeStorageSync(k)
    } catch {
      // already gone
    }
  }
  return cacheBytes
}
