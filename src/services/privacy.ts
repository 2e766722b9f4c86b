/**
 * 隐私管理: the personal-information inventory, account cancellation (contract/schemas/privacy.ts), and what a sign-in
 * that withdrew a pending cancellation tells the user.
 */
import Taro from '@tarojs/taro'
import type { CancelCodeResult, CancelStatus, Inventory } from '../../contract/schemas/privacy'
import type { LoginResult } from '../../contract/api/api'
import { API } from '../../contract/endpoints'
import { get, post } from './request'

/** The page draws its own loading state. */
export const getInventory = () => get<Inventory>(API.privacy.inventory, undefined, { loading: false })

export const getCancelStatus = () => get<CancelStatus>(API.privacy.cancelStatus, undefined, { loading: false })

/** The code goes to the account's own phone; the answer names it, masked. */
export const sendCancelCode = () => post<CancelCodeResult>(API.privacy.cancelSendCode, {})

export const requestCancel = (code: string) => post<CancelStatus>(API.privacy.cancelRequest, { code, agreed: true })

export const withdrawCancel = () => post<CancelStatus>(API.privacy.cancelWithdraw, {})

export const CANCEL_WITHDRAWN_TEXT = '已撤销注销申请'
/** long enough to be read: it is news the user did not ask for */
export const CANCEL_WITHDRAWN_MS = 2500

let withdrawnNotice = false

/**
 * A sign-in answer that withdrew the account's pending cancellation: the user is told at once, and the sign-in
 * page's own '登录成功' toast gives way to it (`takeLoginNotice`).
 */
export function noteLoginAnswer(r: Pick<LoginResult, 'cancelWithdrawn'>): void {
  if (!r.cancelWithdrawn) return
  withdrawnNotice = true
  Taro.showToast({ title: CANCEL_WITHDRAWN_TEXT, icon: 'none', duration: CANCEL_WITHDRAWN_MS })
}

/** The notice a sign-in left for the page that finishes it, once. */
export function takeLoginNotice(): string | null {
  const notice = withdrawnNotice ? CANCEL_WITHDRAWN_TEXT : null
  withdrawnNotice = false
  return notice
}
