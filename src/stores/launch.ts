/**
 * The launch flow: on Android without a token the privacy dialog first; then, without a
 * token, the pre-check and the one-click sheet. Decided once per app launch.
 */
import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import { storage as defaultStorage, type StorageBackend } from '../services/storage'
import { isDesktopBrowser } from '../services/desktop'
import { oneClickPreCheck } from '../services/sso'
import { session } from './session'

export const PRIVACY_KEY = 'privacyAccepted'

export function isAndroid(): boolean {
  // in a browser the user agent says it directly; the system-info call would parse the whole user agent first (the
  // condition is written out, with an else, so that the H5 build drops that call, and platform.js with it)
  if (process.env.TARO_ENV === 'h5') return typeof navigator !== 'undefined' && /android/i.test(navigator.userAgent)
  else {
    try {
      return String(Taro.getSystemInfoSync().platform || '').toLowerCase() === 'android'
    } catch {
      return false
    }
  }
}

export class LaunchStore {
  privacyVisible = false
  sheetVisible = false
  /** the carrier gateway the pre-check named */
  provider = ''
  started = false

  constructor(private readonly store: StorageBackend = defaultStorage) {
    makeAutoObservable<LaunchStore, 'store'>(this, { store: false })
  }

  get privacyAccepted(): boolean {
    return this.store.get(PRIVACY_KEY) === true
  }

  /** Android without a token: the privacy policy must be accepted before any login. */
  get privacyRequired(): boolean {
    return isAndroid() && !session.isLoggedIn && !this.privacyAccepted
  }

  /** Runs once per launch (the home page calls it on mount). */
  async begin(): Promise<void> {
    if (this.started) return
    this.started = true
    if (session.isLoggedIn) return
    if (this.privacyRequired) {
      this.setPrivacyVisible(true)
      return
    }
    await this.preCheck()
  }

  acceptPrivacy(): Promise<void> {
    this.store.set(PRIVACY_KEY, true)
    this.setPrivacyVisible(false)
    return this.preCheck()
  }

  refusePrivacy(): void {
    this.setPrivacyVisible(false)
  }

  /**
   * Pre-check: the sheet shows when one-click can run here. The mini-program's is WeChat's phone-number button, always
   * there; H5's is the carrier gateway the server names (the local one or a real carrier), on a phone only.
   */
  async preCheck(): Promise<void> {
    if (session.isLoggedIn) return
    if (process.env.TARO_ENV === 'weapp') {
      this.setSheetVisible(true)
      return
    }
    // the carrier's one-click reads the SIM of the device it runs on: a desktop browser has none
    if (isDesktopBrowser()) return
    try {
      const r = await oneClickPreCheck()
      this.setProvider(r.provider)
      if (r.available && carrierTokenAvailable(r.provider)) this.setSheetVisible(true)
    } catch {
      // offline or no gateway: the other ways to sign in remain
    }
  }

  setProvider(p: string): void {
    this.provider = p
  }

  setSheetVisible(v: boolean): void {
    this.sheetVisible = v
  }

  setPrivacyVisible(v: boolean): void {
    this.privacyVisible = v
  }

  /** tests */
  reset(): void {
    this.started = false
    this.sheetVisible = false
    this.privacyVisible = false
    this.provider = ''
  }
}

/** Any carrier gateway the server runs: a token the carrier does not accept falls back to the SMS login. */
export const carrierTokenAvailable = (provider: string) => provider !== ''

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** What the carrier SDK hands the app: here made for the local gateway. */
export function carrierToken(): { openId: string; accessToken: string } {
  let t = ''
  for (let i = 0; i < 24; i++) t += ALNUM[Math.floor(Math.random() * ALNUM.length)]
  return { openId: session.cid, accessToken: `local-${t}` }
}

export const launch = new LaunchStore()
