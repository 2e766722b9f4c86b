/**
 * Sign-in beyond SMS and password: one-click login through the carrier gateway, scan login with a
 * one-time ticket, forgotten and changed passwords, WeChat login and phone binding, the partner (领扬)
 * entry, the device list and invitation codes.
 */
import { Done, Envelope, Mobile, NonEmpty, OneOf, Text, Type, type Static } from './common'
import { DeviceFields, LoginResultSchema, NoFields, SmsCode, UserInfoSchema } from './sso'

export const OneClickPreCheckSchema = Type.Object({
  available: Type.Boolean(),
  provider: Type.String({
    description:
      "'local': the app makes its own token `local-…`; otherwise the carrier SDK on the device must (H5: the carrier's web SDK, started with oneClickWebAuth's tokens)",
  }),
})

export const PrefetchPhoneResultSchema = Type.Object({
  confirmId: Type.String(),
  phoneMasked: Type.String({ description: 'the number about to be used, masked: 137****1234' }),
  expiresAt: Type.Integer({ description: 'Unix seconds' }),
})

export const OneClickWebAuthSchema = Type.Object({
  provider: Type.String({ description: 'the carrier gateway that issued the tokens' }),
  accessToken: Type.String({ description: "the web SDK's business token (checkLoginAvailable accessToken)" }),
  jwtToken: Type.String({ description: "the web SDK's API token (checkLoginAvailable jwtToken)" }),
  sdkUrl: Type.Optional(Type.String({ description: "the web SDK script's address; absent for the local carrier" })),
})

export const ScanTicketSchema = Type.Object({
  ticket: Type.String(),
  qrSvg: Type.String({ description: 'the QR code as an SVG document' }),
  url: Type.String({ description: 'what the QR code carries: the H5 scan page with ?ticket=' }),
  expiresAt: Type.Integer({ description: 'Unix seconds' }),
})

export const SCAN_STATUSES = ['waiting', 'scanned', 'confirmed', 'consumed', 'refused', 'expired'] as const
export const ScanStatusSchema = OneOf('二维码状态', SCAN_STATUSES)

/** The waiting page's view of a ticket (polling and each socket message); `login` once, when confirmed. */
export const ScanStateSchema = Type.Object({
  status: ScanStatusSchema,
  login: Type.Optional(LoginResultSchema),
})

/** What the signed-in phone sees of the device that asks to be signed in. */
export const ScanTicketInfoSchema = Type.Object({
  status: ScanStatusSchema,
  deviceName: Type.String(),
  phoneBrand: Type.String(),
  systemVersion: Type.String(),
  appVersion: Type.String(),
  ip: Type.String(),
  createdAt: Type.Integer(),
  expiresAt: Type.Integer(),
})

export const WxLoginResultSchema = Type.Composite([
  LoginResultSchema,
  Type.Object({ needBindPhone: Type.Boolean({ description: 'the account has no phone yet: the app opens pagesLogin/bindPhone' }) }),
])

export const DeviceSessionSchema = Type.Object({
  id: Type.String({ description: 'short id of the session' }),
  deviceName: Type.String(),
  phoneBrand: Type.String(),
  systemVersion: Type.String(),
  appVersion: Type.String(),
  ip: Type.String(),
  loginAt: Type.Integer({ description: 'Unix seconds of the login' }),
  status: OneOf('会话状态', ['active', 'superseded', 'revoked', 'expired'] as const),
  current: Type.Boolean({ description: 'the session of the token that asked' }),
})

export const ResetTicketSchema = Type.Object({
  resetTicket: Type.String(),
  expiresAt: Type.Integer(),
})

export const InviteCodeResultSchema = Type.Object({
  promotionSource: Type.Integer(),
  label: Type.String(),
  user: UserInfoSchema,
})

/** whether the signed-in account may still enter an invitation code; `reason` says why not ('' when it may) */
export const InviteCodeStatusSchema = Type.Object({
  allowed: Type.Boolean(),
  reason: Type.String(),
})

export const TICKET_PATTERN = '^[\\w-]{16,64}$'
const ScanTicketId = () =>
  Type.String({ title: '二维码票据', maxLength: 64, pattern: TICKET_PATTERN, patternMessage: '二维码票据格式不正确' })

/** A new password: its rules (length, letters and digits) are checked by the handler with their own messages. */
const NewPassword = {
  password: Text('新密码', 64),
  confirmPassword: Type.Optional(Text('确认密码', 64)),
}

export const PrefetchPhoneBody = Type.Object({
  accessToken: NonEmpty('本机号码凭证', 512),
  openId: Type.Optional(Text('用户标识', 128)),
})
export const OneClickWebAuthBody = Type.Object({
  origin: Type.String({
    title: '页面来源',
    maxLength: 200,
    pattern: '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$',
    patternMessage: '页面来源格式不正确',
  }),
})
export const PrefetchWebPhoneBody = Type.Object({ spToken: NonEmpty('本机号码认证凭证', 2048) })
export const OneClickConfirmBody = Type.Object({ confirmId: NonEmpty('登录确认编号', 64), ...DeviceFields })
export const ScanTicketBody = Type.Object(DeviceFields)
export const ScanTicketQuery = Type.Object({ ticket: ScanTicketId() })
/** The socket answers a malformed ticket with status 'expired', so only the length is checked here. */
export const ScanSocketQuery = Type.Object({ ticket: Type.Optional(Text('二维码票据', 64)) })
export const ScanTicketActionBody = Type.Object({ ticket: ScanTicketId() })
export const ForgetVerifyBody = Type.Object({ phone: Mobile(), code: SmsCode() })
export const ResetPasswordBody = Type.Object({ phone: Mobile(), resetTicket: NonEmpty('重置凭证', 64), ...NewPassword })
export const ChangePasswordBody = Type.Object({
  oldPassword: Type.Optional(Text('原密码', 32)),
  code: Type.Optional(SmsCode()),
  ...NewPassword,
})
export const WxLoginBody = Type.Object({ code: NonEmpty('微信登录凭证', 128), ...DeviceFields })
export const WxPhoneBody = Type.Object({ code: NonEmpty('手机号授权凭证', 128), ...DeviceFields })
export const WxBindPhoneBody = Type.Object({ phone: Mobile(), code: SmsCode(), ...DeviceFields })
export const WxPhoneLoginBody = Type.Object({
  phoneCode: NonEmpty('手机号授权凭证', 128),
  loginCode: Type.Optional(Text('微信登录凭证', 128)),
  ...DeviceFields,
})
export const OaAuthorizeQuery = Type.Object({ redirectUri: NonEmpty('授权返回地址', 500), state: Type.Optional(Text('授权状态', 64)) })
export const OaAuthorizeUrlSchema = Type.Object({
  url: Type.String({ description: "WeChat's web-authorisation address (snsapi_base); it returns to redirectUri with ?code=&state=" }),
})
export const OaLocalAuthorizeQuery = Type.Object({
  redirect_uri: NonEmpty('授权返回地址', 500),
  state: Type.Optional(Text('授权状态', 64)),
})
export const PartnerLoginBody = Type.Object({ ticket: NonEmpty('领扬登录凭证', 2048), ...DeviceFields })
export const InviteCodeBody = Type.Object({
  inviteCode: Type.String({ title: '邀请码', maxLength: 16, pattern: '^[A-Za-z0-9]{4,16}$', patternMessage: '邀请码为4-16位字母或数字' }),
})

export const signinSchemas = {
  oneClickPreCheck: { response: { 200: Envelope(OneClickPreCheckSchema) } },
  prefetchPhone: { body: PrefetchPhoneBody, response: { 200: Envelope(PrefetchPhoneResultSchema) } },
  oneClickConfirm: { body: OneClickConfirmBody, response: { 200: Envelope(LoginResultSchema) } },
  oneClickWebAuth: { body: OneClickWebAuthBody, response: { 200: Envelope(OneClickWebAuthSchema) } },
  prefetchWebPhone: { body: PrefetchWebPhoneBody, response: { 200: Envelope(PrefetchPhoneResultSchema) } },
  scanTicket: { body: ScanTicketBody, response: { 200: Envelope(ScanTicketSchema) } },
  scanStatus: { querystring: ScanTicketQuery, response: { 200: Envelope(ScanStateSchema) } },
  scanSocket: { querystring: ScanSocketQuery },
  scanInfo: { querystring: ScanTicketQuery, response: { 200: Envelope(ScanTicketInfoSchema) } },
  scanConfirm: { body: ScanTicketActionBody, response: { 200: Envelope(Done) } },
  scanRefuse: { body: ScanTicketActionBody, response: { 200: Envelope(Done) } },
  forgetVerify: { body: ForgetVerifyBody, response: { 200: Envelope(ResetTicketSchema) } },
  resetPassword: { body: ResetPasswordBody, response: { 200: Envelope(Done) } },
  changePassword: { body: ChangePasswordBody, response: { 200: Envelope(UserInfoSchema) } },
  wxLogin: { body: WxLoginBody, response: { 200: Envelope(WxLoginResultSchema) } },
  wxPhone: { body: WxPhoneBody, response: { 200: Envelope(LoginResultSchema) } },
  wxBindPhone: { body: WxBindPhoneBody, response: { 200: Envelope(LoginResultSchema) } },
  wxPhoneLogin: { body: WxPhoneLoginBody, response: { 200: Envelope(LoginResultSchema) } },
  oaAuthorizeUrl: { querystring: OaAuthorizeQuery, response: { 200: Envelope(OaAuthorizeUrlSchema) } },
  oaLocalAuthorize: { querystring: OaLocalAuthorizeQuery },
  partnerLogin: { body: PartnerLoginBody, response: { 200: Envelope(LoginResultSchema) } },
  devices: { response: { 200: Envelope(Type.Array(DeviceSessionSchema)) } },
  addInviteCode: { body: InviteCodeBody, response: { 200: Envelope(InviteCodeResultSchema) } },
  skipInviteCode: { body: NoFields, response: { 200: Envelope(UserInfoSchema) } },
  inviteCodeStatus: { response: { 200: Envelope(InviteCodeStatusSchema) } },
}

export type OneClickPreCheck = Static<typeof OneClickPreCheckSchema>
export type PrefetchPhoneResult = Static<typeof PrefetchPhoneResultSchema>
export type OneClickWebAuth = Static<typeof OneClickWebAuthSchema>
export type ScanTicket = Static<typeof ScanTicketSchema>
export type ScanStatus = Static<typeof ScanStatusSchema>
export type ScanState = Static<typeof ScanStateSchema>
export type ScanTicketInfo = Static<typeof ScanTicketInfoSchema>
export type WxLoginResult = Static<typeof WxLoginResultSchema>
export type DeviceSession = Static<typeof DeviceSessionSchema>
export type ResetTicket = Static<typeof ResetTicketSchema>
export type InviteCodeResult = Static<typeof InviteCodeResultSchema>
export type InviteCodeStatus = Static<typeof InviteCodeStatusSchema>
export type ChangePasswordBody = Static<typeof ChangePasswordBody>
