/** The error catalogue as data: what the app does for each answer code or HTTP status. */

export type ErrorBehaviour = 'success' | 'loginExpired' | 'toastClearToken' | 'anotherDevice' | 'quota' | 'silent' | 'toast'

export const SUCCESS_CODE = '0000'

export const CODE_BEHAVIOUR: Record<string, ErrorBehaviour> = {
  '0000': 'success',
  '4030': 'loginExpired',
  '443': 'loginExpired',
  '4035': 'toastClearToken',
  '4036': 'anotherDevice',
  '15000': 'quota',
  '15001': 'quota',
  '10413': 'silent',
}

export const HTTP_BEHAVIOUR: Record<number, ErrorBehaviour> = {
  403: 'loginExpired',
}

/** Quota type per code: 15000 → 0, 15001 → 1. */
export const QUOTA_TYPE: Record<string, 0 | 1> = { '15000': 0, '15001': 1 }

/**
 * The envelope code decides; the HTTP status is the fall-back when there is no code
 * (the server answers errors with HTTP 4xx AND the envelope).
 */
export function behaviourFor(code: string | number | undefined | null, httpStatus?: number): ErrorBehaviour {
  const byCode = code === undefined || code === null ? undefined : CODE_BEHAVIOUR[String(code)]
  if (byCode) return byCode
  if (httpStatus !== undefined && HTTP_BEHAVIOUR[httpStatus]) return HTTP_BEHAVIOUR[httpStatus]
  return 'toast'
}

export const MESSAGES = {
  title: '提示',
  loginExpired: '登录已失效，请重新登录',
  signInFirst: '请先登录',
  loginExpiredLingyang: '登录已失效，请返回领扬APP重新进入',
  anotherDevice: '账号异常：您的账号已在其他设备登录，请重新登录',
  oneClickExpired: '登录失效，请重新登录！！',
  carrierWebFailed: '本机号码认证未完成，请使用短信验证码登录',
  loginSuccess: '登录成功~',
  tokenInvalid: 'token无效，跳转登录页面',
  tokenExpired: 'token过期，跳转登录页面',
  commFailed: '通讯失败，请联系管理员',
  requestFailed: '请求失败',
  networkError: '网络异常，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  unknownError: '服务异常，请稍后重试',
  confirm: '确定',
  cancel: '取消',
} as const

/** One-click login codes. */
export const ONE_CLICK = {
  success: '0000',
  expired: '4030',
  /** at launch: close the sheet and go to phone login */
  fallbackToPhone: '30002',
} as const

/** Platform error codes (request, download and socket failures). */
export const PLATFORM_CODES = {
  timeoutOrNetwork: 5,
  abort: 600003,
  transfer: 602001,
  socketNotOpen: 10002,
  socketConnect: 600009,
} as const
