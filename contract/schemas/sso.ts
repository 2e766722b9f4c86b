/** SMS codes, code and password login, logout and the signed-in user: the core of sign-in. */
import { Done, Envelope, Mobile, OneOf, Text, Type, type Static } from './common'

/** cancel: the signed-in account's own phone confirms a cancellation request */
export const SMS_SCENES = ['login', 'reset', 'bind', 'cancel'] as const
export const SmsSceneSchema = OneOf('验证码用途', SMS_SCENES)

/** A six-digit SMS code. */
export const SmsCode = (title = '验证码') =>
  Type.String({ title, maxLength: 6, pattern: '^\\d{6}$', patternMessage: '请输入6位数字验证码' })

/** Device fields sent with every login call; the session list shows them. */
export const DeviceFields = {
  deviceIdentification: Type.Optional(Text('设备标识', 128)),
  deviceName: Type.Optional(Text('设备名称', 128)),
  phoneBrand: Type.Optional(Text('手机品牌', 128)),
  systemVersion: Type.Optional(Text('系统版本', 128)),
  versions: Type.Optional(Text('应用版本', 128)),
}
export const DeviceInfoSchema = Type.Object(DeviceFields)

export const UserInfoSchema = Type.Object({
  userId: Type.String(),
  phone: Type.String({ description: "'' while a WeChat or partner account has no phone" }),
  phoneMasked: Type.String({ description: 'middle four digits masked: 138****8000' }),
  nickname: Type.String(),
  avatar: Type.String(),
  roles: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
  memberLevel: Type.Integer(),
  hasPassword: Type.Boolean(),
  wechatBound: Type.Optional(Type.Boolean({ description: 'a WeChat identity is linked to the account' })),
  promotionSource: Type.Integer(),
  dateLimitStatus: Type.Integer(),
})

export const LoginResultSchema = Type.Object({
  token: Type.String(),
  expiresAt: Type.Integer({ description: 'Unix seconds' }),
  user: UserInfoSchema,
  /** this sign-in withdrew the account's pending cancellation: the app says so */
  cancelWithdrawn: Type.Optional(Type.Boolean()),
})

export const SendCodeResultSchema = Type.Object({
  ttl: Type.Integer({ description: 'seconds the code stays valid (300)' }),
  interval: Type.Integer({ description: 'seconds before another code may be asked for this phone (60)' }),
})

export const SendCodeBody = Type.Object({
  phone: Mobile(),
  scene: Type.Optional(SmsSceneSchema),
})

export const CodeLoginBody = Type.Object({ phone: Mobile(), code: SmsCode(), ...DeviceFields })

/** Sign-in still accepts older passwords of 6–32 characters; new ones follow contract/domain/password. */
export const PwdLoginBody = Type.Object({
  phone: Mobile(),
  password: Type.String({ title: '密码', minLength: 6, maxLength: 32 }),
  ...DeviceFields,
})

/** A call that carries nothing: its body is an empty JSON object. */
export const NoFields = Type.Object({})

export const ssoSchemas = {
  sendCode: { body: SendCodeBody, response: { 200: Envelope(SendCodeResultSchema) } },
  codeLogin: { body: CodeLoginBody, response: { 200: Envelope(LoginResultSchema) } },
  pwdLogin: { body: PwdLoginBody, response: { 200: Envelope(LoginResultSchema) } },
  logout: { body: NoFields, response: { 200: Envelope(Done) } },
  userInfo: { response: { 200: Envelope(UserInfoSchema) } },
}

export type SmsScene = Static<typeof SmsSceneSchema>
export type DeviceInfo = Static<typeof DeviceInfoSchema>
export type UserInfo = Static<typeof UserInfoSchema>
export type LoginResult = Static<typeof LoginResultSchema>
export type SendCodeResult = Static<typeof SendCodeResultSchema>
