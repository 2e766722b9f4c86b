import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { DeviceInfo, LoginResult, SendCodeResult, SmsScene, UserInfo } from '../../../types/api'
import { ok, fail, badParam } from '../errors'
import { cidOf, tokenOf } from '../plugins/auth'
import { toUserInfo } from '../store/users'
import { asParams, mobile, oneOf, str, type Params } from './params'
import type { RouteContext } from './context'

const SCENES: readonly SmsScene[] = ['login', 'reset', 'bind']

function deviceInfo(p: Params): DeviceInfo {
  const field = (name: keyof DeviceInfo, label: string) => str(p, name, { label, max: 128 })
  return {
    deviceIdentification: field('deviceIdentification', '设备标识'),
    deviceName: field('deviceName', '设备名称'),
    phoneBrand: field('phoneBrand', '手机品牌'),
    systemVersion: field('systemVersion', '系统版本'),
    versions: field('versions', '应用版本'),
  }
}

function loginContext(request: FastifyRequest, p: Params) {
  return { device: deviceInfo(p), cid: cidOf(request), ip: request.ip }
}

/** Every login attempt counts against the client IP and the phone (4290 beyond the limits). */
function limitLogin(ctx: RouteContext, request: FastifyRequest, phone: string): void {
  ctx.limiter.hit(`login:ip:${request.ip}`, ctx.limits.loginIp)
  ctx.limiter.hit(`login:phone:${phone}`, ctx.limits.loginPhone)
}

export function ssoRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.post('/sso/sms/sendCode', async (request) => {
    const p = asParams(request.body)
    const phone = mobile(p)
    const scene = oneOf(p, 'scene', '验证码用途', SCENES, 'login')
    if (scene === 'reset' && !ctx.users.byPhone(phone)) throw badParam('该手机号尚未注册，请直接使用验证码登录')
    const data: SendCodeResult = await ctx.smsCodes.send(phone, scene, request.ip)
    return ok(data)
  })

  app.post('/sso/sms/codeLogin', async (request) => {
    const p = asParams(request.body)
    const phone = mobile(p)
    const code = str(p, 'code', { label: '验证码', required: true, max: 6, pattern: /^\d{6}$/, patternMsg: '请输入6位数字验证码' })
    const lc = loginContext(request, p)
    limitLogin(ctx, request, phone)
    ctx.smsCodes.verify(phone, 'login', code)
    const result: LoginResult = ctx.db.transaction(() => ctx.login.issue(ctx.login.userForPhone(phone), lc))()
    return ok(result)
  })

  app.post('/sso/pwd/login', async (request) => {
    const p = asParams(request.body)
    const phone = mobile(p)
    const password = str(p, 'password', { label: '密码', required: true, min: 6, max: 32, trim: false })
    const lc = loginContext(request, p)
    limitLogin(ctx, request, phone)
    const user = await ctx.login.checkPassword(phone, password)
    const result: LoginResult = ctx.login.issue(user, lc)
    return ok(result)
  })

  /** Revokes the session of the token; answering success without a live token keeps it idempotent. */
  app.post('/sso/logout', async (request) => {
    const token = tokenOf(request)
    if (token) {
      try {
        const auth = ctx.auth.resolve(token)
        ctx.sessions.revoke(auth.claims.jti, Math.floor(ctx.config.now() / 1000))
      } catch {
        // an expired or superseded token is already unusable
      }
    }
    return ok(null)
  })

  app.get('/sso/api/userCenter/getYqcClientUserInfo', { preHandler: ctx.auth.requireLogin }, async (request) => {
    const user = ctx.users.byUserId(request.auth!.userId)
    if (!user) throw fail('TOKEN_INVALID')
    const data: UserInfo = toUserInfo(user)
    return ok(data)
  })
}
