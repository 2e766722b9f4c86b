/**
 * The server's error catalogue, as data. `code` goes into the envelope, `http` is the status.
 * Login problems answer HTTP 401, never 403: the app treats HTTP 403 as "login expired" whatever the code.
 */
export interface ErrorDef {
  code: string
  http: number
  msg: string
}

export const ERRORS = {
  BAD_PARAM: { code: '4000', http: 400, msg: '请求参数错误' },
  SMS_CODE_WRONG: { code: '4001', http: 400, msg: '验证码错误' },
  LOGIN_FAILED: { code: '4002', http: 400, msg: '手机号或密码错误' },
  ACCOUNT_LOCKED: { code: '4003', http: 400, msg: '密码错误次数过多，账号已锁定，请15分钟后再试或使用验证码登录' },
  SCAN_TICKET_INVALID: { code: '4004', http: 400, msg: '二维码已失效，请刷新后重新扫码' },
  PASSWORD_MISMATCH: { code: '4005', http: 400, msg: '原密码错误' },
  PHONE_TAKEN: { code: '4006', http: 400, msg: '该手机号已绑定其他微信账号' },
  ACCOUNT_CANCELLED: { code: '4007', http: 400, msg: '该账号已注销，如需继续使用，请通过短信验证码注册新账号' },
  SIGN_INVALID: { code: '4010', http: 401, msg: '签名错误' },
  TOKEN_INVALID: { code: '4030', http: 401, msg: 'token无效，跳转登录页面' },
  TOKEN_EXPIRED: { code: '4030', http: 401, msg: 'token过期，跳转登录页面' },
  PARTNER_TICKET_INVALID: { code: '4032', http: 401, msg: '领扬登录凭证无效，请返回领扬APP重新进入' },
  FORBIDDEN: { code: '4031', http: 401, msg: '没有访问该功能的权限' },
  OTHER_DEVICE: { code: '4036', http: 401, msg: '账号异常：您的账号已在其他设备登录，请重新登录' },
  NOT_FOUND: { code: '4040', http: 404, msg: '数据不存在' },
  ROUTE_NOT_FOUND: { code: '4040', http: 404, msg: '接口不存在' },
  BODY_TOO_LARGE: { code: '4000', http: 413, msg: '请求内容过大（不能超过 64 KB）' },
  MEDIA_TYPE: { code: '4150', http: 415, msg: '不支持的请求内容类型，请使用 JSON 或表单格式' },
  RATE_LIMITED: { code: '4290', http: 429, msg: '操作过于频繁，请稍后再试' },
  CONFLICT: { code: '4090', http: 409, msg: '数据已存在' },
  /** what was quoted has changed before the order: data is the new quote */
  PRICE_CHANGED: { code: '4091', http: 409, msg: '数据已更新，请确认新的价格' },
  MONITOR_LIMIT: { code: '4291', http: 429, msg: '监控数量已达上限，升级会员可监控更多' },
  ONE_CLICK_UNAVAILABLE: { code: '30002', http: 200, msg: '无法获取本机号码，请使用其他方式登录' },
  ONE_CLICK_EXPIRED: { code: '4030', http: 401, msg: '登录失效，请重新登录！！' },
  QUOTA_EXHAUSTED: { code: '15000', http: 200, msg: '今日查询次数已用完' },
  QUOTA_MEMBER: { code: '15001', http: 200, msg: '查询次数已用完，开通会员可继续使用' },
  SMS_SEND_FAILED: { code: '5001', http: 502, msg: '短信发送失败，请稍后再试' },
  PAY_UNAVAILABLE: { code: '5002', http: 502, msg: '支付服务暂不可用，请稍后再试' },
  INTERNAL: { code: '5000', http: 500, msg: '服务器繁忙，请稍后再试' },
} as const satisfies Record<string, ErrorDef>

export type ErrorName = keyof typeof ERRORS

/** Thrown by handlers and hooks; the error plugin turns it into the envelope. */
export class ApiError extends Error {
  readonly code: string
  readonly http: number
  readonly data: unknown

  constructor(def: ErrorDef, msg?: string, data: unknown = null) {
    super(msg ?? def.msg)
    this.code = def.code
    this.http = def.http
    this.data = data
  }
}

export function fail(name: ErrorName, msg?: string): ApiError {
  return new ApiError(ERRORS[name], msg)
}

export function badParam(msg: string): ApiError {
  return new ApiError(ERRORS.BAD_PARAM, msg)
}

export function ok<T>(data: T): { code: '0000'; msg: string; data: T } {
  return { code: '0000', msg: 'success', data }
}
