import { bytesOf, CACHE_PREFIX, formatSize, isCacheKey, KEPT_KEYS } from '../../src/domain/cache'
import { STORAGE_KEYS } from '../../src/domain/constants'
import { compareVersions, updateAvailable } from '../../src/domain/version'

describe('清除缓存: which keys are cache', () => {
  it('clears only what the server gives again', () => {
    expect(isCacheKey(STORAGE_KEYS.regionTree)).toBe(true)
    expect(isCacheKey(`${CACHE_PREFIX}dimensions`)).toBe(true)
    expect(isCacheKey('somethingUnknown')).toBe(false)
  })

  it('never clears the login, the device id or the user’s own data, whatever the prefix', () => {
    for (const k of [
      STORAGE_KEYS.token,
      STORAGE_KEYS.session,
      STORAGE_KEYS.userInfo,
      STORAGE_KEYS.cid,
      STORAGE_KEYS.searchHistory,
      STORAGE_KEYS.footprints,
      'personFootprints',
      'footprintSync',
      'personalise',
    ]) {
      expect(KEPT_KEYS).toContain(k)
      expect(isCacheKey(k)).toBe(false)
    }
  })
})

describe('sizes', () => {
  it('counts UTF-8 bytes of the stored JSON', () => {
    expect(bytesOf(undefined)).toBe(0)
    expect(bytesOf('')).toBe(0)
    expect(bytesOf('abc')).toBe(3)
    expect(bytesOf('云企查')).toBe(9)
    expect(bytesOf({ a: 1 })).toBe(7)
  })
  it('shows B, KB and MB', () => {
    expect(formatSize(0)).toBe('0B')
    expect(formatSize(NaN)).toBe('0B')
    expect(formatSize(512)).toBe('512B')
    expect(formatSize(1024)).toBe('1KB')
    expect(formatSize(12_595)).toBe('12.3KB')
    expect(formatSize(1.25 * 1024 * 1024)).toBe('1.25MB')
    expect(formatSize(2 * 1024 * 1024)).toBe('2MB')
  })
})

describe('versions', () => {
  it('compares part by part', () => {
    expect(compareVersions('1.0.1', '1.0.0')).toBe(1)
    expect(compareVersions('1.0.10', '1.0.9')).toBe(1)
    expect(compareVersions('1.0', '1.0.0')).toBe(0)
    expect(compareVersions('0.9.9', '1.0.0')).toBe(-1)
    expect(updateAvailable('1.0.1', '1.0.2')).toBe(true)
    expect(updateAvailable('1.0.1', '1.0.1')).toBe(false)
    expect(updateAvailable('1.0.1', undefined)).toBe(false)
  })
})
