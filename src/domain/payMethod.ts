import type { PayMethod } from '../../contract/schemas/member'

/**
 * How this client pays: the mini-program and WeChat's own browser take a JSAPI payment; another phone browser opens
 * WeChat's H5 payment page; a desktop browser shows a Native QR code to scan with the phone.
 */
export function payMethodFor(platform: string, userAgent: string): PayMethod {
  if (platform !== 'h5') return 'jsapi'
  if (/MicroMessenger/i.test(userAgent)) return 'jsapi'
  return /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(userAgent) ? 'h5' : 'native'
}

/** 2900 → '29', 2990 → '29.9', 2999 → '29.99' */
export function yuan(fen: number): string {
  const s = (fen / 100).toFixed(2)
  return s.replace(/\.?0+$/, '')
}

/** 2900 → '29.00': a price shown with its fen, as in a price list */
export const yuan2 = (fen: number) => (fen / 100).toFixed(2)

/** 10 → '¥0.10/家': the price of one company's phones in a phone export */
export const perCompany = (fen: number) => `¥${yuan2(fen)}/家`

export const ORDER_STATE_LABELS = {
  created: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunding: '退款中',
  refunded: '已退款',
} as const

/** mm:ss left until `closeAt`, or '' once it has passed. */
export function countdown(closeAt: number, now: number): string {
  const s = Math.floor((closeAt - now) / 1000)
  if (s <= 0) return ''
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}
