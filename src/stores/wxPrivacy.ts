/**
 * WeChat's privacy rule (__usePrivacyCheck__): the first time a privacy-covered API or component is used (the phone
 * number, the location, the album, the clipboard …) WeChat asks the app to show its agreement; the call waits until the
 * user agrees (a button with open-type="agreePrivacyAuthorization") or refuses.
 */
import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'

type Resolve = (option: { event: 'agree' | 'disagree' | 'exposureAuthorization'; buttonId?: string }) => void

export const PRIVACY_AGREE_BUTTON = 'yqc-privacy-agree'

export class WxPrivacyStore {
  private resolve: Resolve | null = null
  visible = false

  constructor() {
    makeAutoObservable<WxPrivacyStore, 'resolve'>(this, { resolve: false })
  }

  /** Registers with WeChat once, at launch (mini-program only). */
  listen(): void {
    if (process.env.TARO_ENV !== 'weapp' || typeof Taro.onNeedPrivacyAuthorization !== 'function') return
    Taro.onNeedPrivacyAuthorization((resolve) => this.ask(resolve as Resolve))
  }

  ask(resolve: Resolve): void {
    this.resolve = resolve
    this.visible = true
    resolve({ event: 'exposureAuthorization' })
  }

  agree(): void {
    this.resolve?.({ buttonId: PRIVACY_AGREE_BUTTON, event: 'agree' })
    this.close()
  }

  disagree(): void {
    this.resolve?.({ event: 'disagree' })
    this.close()
  }

  private close(): void {
    this.resolve = null
    this.visible = false
  }
}

export const wxPrivacy = new WxPrivacyStore()
