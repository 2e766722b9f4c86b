/**
 * 清除缓存: which stored keys are cache — copies of what the server gives again — and how big they are. The login,
 * the device id, and the user's own data that lives only on this device (search history, footprints not yet synced,
 * settings) are never cache, whatever other rule would say.
 */
import { STORAGE_KEYS } from './constants'

/** keys a store adds later may join the cache by this prefix */
export const CACHE_PREFIX = 'cache:'

/** what the server gives again on demand */
export const CACHE_KEYS: readonly string[] = [STORAGE_KEYS.regionTree]

/** never cleared: the login, the device, and data the user has only here */
export const KEPT_KEYS: readonly string[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.session,
  STORAGE_KEYS.userInfo,
  STORAGE_KEYS.cid,
  STORAGE_KEYS.first,
  STORAGE_KEYS.searchHistory,
  STORAGE_KEYS.footprints,
  'personFootprints',
  'footprintSync',
  'personalise',
]

export const isCacheKey = (key: string): boolean => !KEPT_KEYS.includes(key) && (CACHE_KEYS.includes(key) || key.startsWith(CACHE_PREFIX))

/** Bytes a stored value takes as the platform keeps it (JSON text, UTF-8). */
export function bytesOf(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  let n = 0
  for (const ch of text) {
    const c = ch.codePointAt(0)!
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4
  }
  return n
}

/** '0B', '512B', '12.3KB', '1.25MB' */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0B'
  if (bytes < 1024) return `${Math.round(bytes)}B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')}KB`
  return `${(bytes / 1024 / 1024).toFixed(2).replace(/0$/, '').replace(/\.0$/, '')}MB`
}
