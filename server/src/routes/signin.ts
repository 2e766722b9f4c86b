/**
 * Sign-in beyond SMS and password: one-click login through the carrier gateway, scan login with a one-time ticket
 * (WebSocket with polling as fall-back), forgotten and changed passwords, WeChat login and phone binding, the partner
 * (领扬) entry, the device list and invitation codes.
 */
import type { FastifyRequest } from 'fastify'
import { API } from '../../../contract/endpoints'
import { signinSchemas } from '../../../contract/schemas/signin'
import { MOBILE_PATTERN } from '../../../contract/schemas/common'
import { badParam, fail, ok } from '../errors'
import { cidOf, tokenOf } from '../plugins/auth'
import { signinDeps } from '../auth/deps'
import { deviceOf, deviceSessions, limitLogin, loginContext } from '../auth/devices'
import { OneClickLogin } from '../auth/one-click'
import { ScanLogin } from '../auth/scan-login'
import { Passwords, newPasswordOf } from '../auth/passwords'
import { Identities } from '../auth/identities'
import { inviteCodeStatus, redeemInvite, skipInvite } from '../auth/invites'
import { LocalCarrierProvider } from '../providers/carrier'
import { LocalWechatProvider } from '../providers/wechat'
import { LocalOaProvider, withQuery } from '../providers/wechat-oa'
import { sameSite } from './same-site'
import { publicBase } from '../entry/origin'
import type { UserRow } from '../store/users'
import type { ApiPlugin } from './plugin'

const MOBILE = new RegExp(MOBILE_PATTERN)

/** The page's origin as the carrier's scheme names it (protocol and host, no trailing slash). */
function originOf(raw: string): string {
  try {
    return new URL(raw).origin
  } catch {
    throw badParam('页面来源格式不正确')
  }
}

const signinRoutes: ApiPlugin = async (app) => {
  const d = signinDeps(app)
  const { config, services } = app
  const { limiter, limits, smsCodes } = services
  const oneClick = new OneClickLogin(d, config.carrier ?? new LocalCarrierProvider(config.oneClickLocalPhone))
  const wechat = config.wechat ?? new LocalWechatProvider(config.wxLocalPhone)
  const scan = new ScanLogin(d)
  const passwords = new Passwords(d)
  const identities = new Identities(d)
  const login = { preHandler: app.auth.requireLogin }

  /** The signed-in account; 4030 when it was removed since the token was issued. */
  const me = async (request: FastifyRequest): Promise<UserRow> => {
    const user = await d.users.byUserId(request.auth!.userId)
    if (!user) throw fail('TOKEN_INVALID')
    return user
  }

  // ---------- one-click login ----------

  app.get(API.signin.oneClickPreCheck, { schema: signinSchemas.oneClickPreCheck }, async () =>
    ok({ available: true, provider: oneClick.provider }),
  )

  app.post(API.signin.prefetchPhone, { schema: signinSchemas.prefetchPhone }, async (request) => {
    const { accessToken, openId = '' } = request.body
    await limiter.hit(`oneclick:ip:${request.ip}`, limits.oneClickIp)
    const data = await oneClick.prefetch(accessToken, openId, cidOf(request), (err) => request.log.warn({ err }, 'carrier gateway failed'))
    return ok(data)
  })

  /** H5 with a real carrier: the tokens its web SDK starts with, for the page's own origin (the scheme's address). */
  app.post(API.signin.oneClickWebAuth, { schema: signinSchemas.oneClickWebAuth }, async (request) => {
    const origin = originOf(request.body.origin)
    await limiter.hit(`oneclick:ip:${request.ip}`, limits.oneClickIp)
    const page = { url: `${origin}/`, origin }
    return ok(await oneClick.webAuth(page, (err) => request.log.warn({ err }, 'carrier gateway failed')))
  })

  /** H5: the web SDK's token after the user confirmed on the carrier's page → a confirmation, as the app's prefetch. */
  app.post(API.signin.prefetchWebPhone, { schema: signinSchemas.prefetchWebPhone }, async (request) => {
    await limiter.hit(`oneclick:ip:${request.ip}`, limits.oneClickIp)
    const data = await oneClick.prefetchWeb(request.body.spToken, cidOf(request), (err) =>
      request.log.warn({ err }, 'carrier gateway failed'),
    )
    return ok(data)
  })

  app.post(API.signin.oneClickConfirm, { schema: signinSchemas.oneClickConfirm }, async (request) => {
    const lc = loginContext(request, request.body)
    await limitLogin(services, request.ip)
    return ok(await oneClick.confirm(request.body.confirmId, lc))
  })

  // ---------- scan login ----------

  app.post(API.signin.scanTicket, { schema: signinSchemas.scanTicket }, async (request) => {
    await limiter.hit(`scan:ip:${request.ip}`, limits.scanTicketIp)
    return ok(await scan.create(deviceOf(request.body), cidOf(request), request.ip, publicBase(app)))
  })

  app.get(API.signin.scanStatus, { schema: signinSchemas.scanStatus }, async (request) => ok(await scan.state(request.query.ticket)))

  /** The waiting page's socket (unsigned: the one-time ticket is its credential). */
  app.get(API.signin.scanSocket, { websocket: true, schema: signinSchemas.scanSocket }, async (socket, request) => {
    const stop = await scan.watch(
      request.query.ticket ?? '',
      (state) => {
        if (socket.readyState === 1) socket.send(JSON.stringify(state))
      },
      () => {
        if (socket.readyState === 1) socket.close(1000)
      },
    )
    socket.on('close', stop)
  })

  app.get(API.signin.scanInfo, { schema: signinSchemas.scanInfo, ...login }, async (request) => ok(await scan.scan(request.query.ticket)))

  app.post(API.signin.scanConfirm, { schema: signinSchemas.scanConfirm, ...login }, async (request) => {
    await scan.confirm(request.body.ticket, await me(request), request.auth!.claims.jti)
    return ok(null)
  })

  app.post(API.signin.scanRefuse, { schema: signinSchemas.scanRefuse, ...login }, async (request) => {
    await scan.refuse(request.body.ticket)
    return ok(null)
  })

  // ---------- forgotten and changed passwords ----------

  app.post(API.signin.forgetVerify, { schema: signinSchemas.forgetVerify }, async (request) => {
    const { phone, code } = request.body
    await limitLogin(services, request.ip, phone)
    return ok(await passwords.verifyResetCode(phone, code))
  })

  app.post(API.signin.resetPassword, { schema: signinSchemas.resetPassword }, async (request) => {
    const { phone, resetTicket } = request.body
    await passwords.reset(phone, resetTicket, newPasswordOf(request.body))
    return ok(null)
  })

  app.post(API.signin.changePassword, { schema: signinSchemas.changePassword, ...login }, async (request) =>
    ok(await passwords.change(await me(request), request.body, request.auth!.claims.jti)),
  )

  // ---------- WeChat ----------

  app.post(API.signin.wxLogin, { schema: signinSchemas.wxLogin }, async (request) => {
    const lc = loginContext(request, request.body)
    await limitLogin(services, request.ip)
    const openId = await wechat.openIdFor(request.body.code).catch(() => null)
    if (!openId) throw badParam('微信登录凭证无效，请重试')
    return ok(await identities.wxLogin(openId, lc))
  })

  const currentLogin = (request: FastifyRequest) => ({ token: tokenOf(request) as string, expiresAt: request.auth!.claims.exp })

  app.post(API.signin.wxPhone, { schema: signinSchemas.wxPhone, ...login }, async (request) => {
    const phone = await wechat.phoneFor(request.body.code).catch(() => null)
    if (!phone || !MOBILE.test(phone)) throw badParam('未能获取微信绑定的手机号，请使用短信验证码绑定')
    return ok(await identities.bindPhone(await me(request), phone, currentLogin(request), loginContext(request, request.body)))
  })

  app.post(API.signin.wxBindPhone, { schema: signinSchemas.wxBindPhone, ...login }, async (request) => {
    const { phone, code } = request.body
    await limitLogin(services, request.ip, phone)
    await smsCodes.verify(phone, 'bind', code)
    return ok(await identities.bindPhone(await me(request), phone, currentLogin(request), loginContext(request, request.body)))
  })

  /** 手机号快速验证: the getPhoneNumber button's code signs in (or registers) that phone, no SMS needed. */
  app.post(API.signin.wxPhoneLogin, { schema: signinSchemas.wxPhoneLogin }, async (request) => {
    const lc = loginContext(request, request.body)
    await limitLogin(services, request.ip)
    const phone = await wechat.phoneFor(request.body.phoneCode).catch(() => null)
    if (!phone || !MOBILE.test(phone)) throw badParam('未能获取微信绑定的手机号，请使用短信验证码登录')
    const loginCode = request.body.loginCode
    const openId = loginCode ? await wechat.openIdFor(loginCode).catch(() => null) : null
    return ok(await identities.wxPhoneLogin(phone, openId, lc))
  })

  // ---------- WeChat's browser: web authorisation for JSAPI payments ----------

  const oaLocalPage = () => `${publicBase(app)}/api${API.signin.oaLocalAuthorize}`
  const oa = config.oa ?? new LocalOaProvider(oaLocalPage)

  app.get(API.signin.oaAuthorizeUrl, { schema: signinSchemas.oaAuthorizeUrl }, async (request) => {
    const back = sameSite(request.query.redirectUri, request.headers.host) as string
    return ok({ url: oa.authorizeUrl(back, request.query.state ?? '') })
  })

  if (!config.oa)
    app.get(API.signin.oaLocalAuthorize, { schema: signinSchemas.oaLocalAuthorize }, async (request, reply) => {
      // like WeChat, it only returns to the site it was configured for: this one
      const back = sameSite(request.query.redirect_uri, request.headers.host) as string
      return reply.redirect(withQuery(back, { code: LocalOaProvider.newCode(), state: request.query.state ?? '' }), 302)
    })

  // ---------- partner (领扬) ----------

  app.post(API.signin.partnerLogin, { schema: signinSchemas.partnerLogin }, async (request) => {
    const lc = loginContext(request, request.body)
    await limitLogin(services, request.ip)
    return ok(await identities.partnerLogin(request.body.ticket, lc))
  })

  // ---------- devices and invitations ----------

  app.get(API.signin.devices, { schema: signinSchemas.devices, ...login }, async (request) =>
    ok(await deviceSessions(d.sessions, request.auth!.userId, request.auth!.claims.jti, d.nowSec())),
  )

  app.post(API.signin.addInviteCode, { schema: signinSchemas.addInviteCode, ...login }, async (request) => {
    const user = await me(request)
    await limiter.hit(`invite:user:${user.user_id}`, limits.inviteUser)
    return ok(await redeemInvite(d, user, request.body.inviteCode))
  })

  app.post(API.signin.skipInviteCode, { schema: signinSchemas.skipInviteCode, ...login }, async (request) =>
    ok(await skipInvite(d, await me(request))),
  )

  app.get(API.signin.inviteCodeStatus, { schema: signinSchemas.inviteCodeStatus, ...login }, async (request) =>
    ok(await inviteCodeStatus(d, await me(request))),
  )
}

export default signinRoutes
