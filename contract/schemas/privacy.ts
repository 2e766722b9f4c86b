/**
 * Privacy: the personal-information inventory (个人信息收集清单) of the signed-in user, read from the server's own
 * records, and account cancellation (注销账号): an SMS-verified request that takes effect after a cooling-off, withdrawn
 * by the user or by any sign-in before then. Every endpoint needs a login and only ever touches the caller's account.
 * Times are ms since the epoch.
 */
import { Envelope, Flag, OneOf, Type, type Static } from './common'
import { SmsCode } from './sso'
import { USAGE_KINDS } from '../domain/privacy'

export { CANCEL_COOLING_OFF_DAYS, CANCEL_COOLING_OFF_MS, USAGE_KINDS } from '../domain/privacy'

const Ms = Type.Integer({ minimum: 0 })
const MsOrNull = Type.Union([Ms, Type.Null()])

export const SIGN_IN_METHODS = ['sms', 'oneClick', 'password', 'wechat', 'partner'] as const

export const SignInMethodSchema = Type.Object({
  method: OneOf('登录方式', SIGN_IN_METHODS),
  /** the account can sign in this way now */
  available: Type.Boolean(),
})

export const BasicInfoSchema = Type.Object({
  /** '' while the account has no phone */
  phoneMasked: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  registeredAt: Ms,
  signInMethods: Type.Array(SignInMethodSchema),
})

export const IdentityInfoSchema = Type.Object({
  userIdMasked: Type.String(),
  /** '' when no WeChat identity is linked */
  wechatOpenIdMasked: Type.String(),
  /** the service never asks WeChat for a UnionID: always false */
  wechatUnionIdCollected: Type.Boolean(),
  /** '' when the account did not come from the partner (领扬) */
  partnerUidMasked: Type.String(),
  inviteCode: Type.Union([Type.Object({ code: Type.String(), label: Type.String(), usedAt: Ms }), Type.Null()]),
})

export const UsageItemSchema = Type.Object({
  kind: OneOf('记录类型', USAGE_KINDS),
  /** null: not kept on the server (searches stay on the device) */
  count: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  latestAt: MsOrNull,
  /** what the latest one was: a company's name, an export's title; '' when there is none or it says nothing */
  latest: Type.String(),
})

export const SignInAddressSchema = Type.Object({
  /** host part hidden: 203.0.*.* */
  ipMasked: Type.String(),
  logins: Type.Integer(),
  lastAt: Ms,
})

export const DeviceInfoRecordSchema = Type.Object({
  signInAddresses: Type.Array(SignInAddressSchema),
  pageViews: Type.Object({ count: Type.Integer(), lastAt: MsOrNull }),
})

export const InventorySchema = Type.Object({
  basic: BasicInfoSchema,
  identity: IdentityInfoSchema,
  usage: Type.Array(UsageItemSchema),
  device: DeviceInfoRecordSchema,
})

export const CANCEL_STATES = ['none', 'pending'] as const

export const CancelStatusSchema = Type.Object({
  state: OneOf('注销状态', CANCEL_STATES),
  requestedAt: MsOrNull,
  /** when the account is cancelled unless the request is withdrawn first */
  effectiveAt: MsOrNull,
  /** where the code goes: the account's phone, masked ('' without one) */
  phoneMasked: Type.String(),
  membership: Type.Object({
    level: Type.Integer(),
    levelName: Type.String(),
    /** null with a level above 0: without end */
    expiresAt: MsOrNull,
    /** whole days left, rounded up; null when without end or free */
    remainingDays: Type.Union([Type.Integer(), Type.Null()]),
  }),
  /** what cancellation deletes and what it keeps anonymised, counted */
  affected: Type.Object({
    monitors: Type.Integer(),
    collections: Type.Integer(),
    follows: Type.Integer(),
    footprints: Type.Integer(),
    messages: Type.Integer(),
    orders: Type.Integer(),
    invoices: Type.Integer(),
  }),
  /** why a request cannot be made now (Chinese sentences); empty when it can */
  blockers: Type.Array(Type.String()),
})

export const CancelCodeResultSchema = Type.Object({
  ttl: Type.Integer(),
  interval: Type.Integer(),
  phoneMasked: Type.String(),
})

export const CancelRequestBody = Type.Object({
  code: SmsCode(),
  agreed: Flag('同意注销须知'),
})

export const NoInput = Type.Object({})

const reply = Envelope
export const privacySchemas = {
  inventory: { response: { 200: reply(InventorySchema) } },
  cancelStatus: { response: { 200: reply(CancelStatusSchema) } },
  cancelSendCode: { body: NoInput, response: { 200: reply(CancelCodeResultSchema) } },
  cancelRequest: { body: CancelRequestBody, response: { 200: reply(CancelStatusSchema) } },
  cancelWithdraw: { body: NoInput, response: { 200: reply(CancelStatusSchema) } },
}

export type SignInMethod = (typeof SIGN_IN_METHODS)[number]
export type BasicInfo = Static<typeof BasicInfoSchema>
export type IdentityInfo = Static<typeof IdentityInfoSchema>
export type UsageItem = Static<typeof UsageItemSchema>
export type Inventory = Static<typeof InventorySchema>
export type CancelStatus = Static<typeof CancelStatusSchema>
export type CancelCodeResult = Static<typeof CancelCodeResultSchema>
export type CancelRequestInput = Static<typeof CancelRequestBody>
