import { API } from '../../../contract/endpoints'
import { ssoSchemas } from '../../../contract/schemas/sso'
import { maskPhone } from '../../../contract/domain/format'
import { fail, ok } from '../errors'
import { tokenOf } from '../plugins/auth'
import { limitLogin, loginContext } from '../auth/devices'
import { toUserInfo } from '../store/users'
import { userIdOf, type ApiPlugin } from './plugin'

/** SMS codes, code and password login, logout and the signed-in user. */
const ssoRoutes: ApiPlugin = async (app) => {
  const { users, sessions, signin } = app.repos
  const { login, smsCodes } = app.services
  const nowSec = () => Math.floor(app.config.now() / 1000)

  /**
   * A reset code for a phone without an account is not sent, but answered and limited exactly like a sent one, and no
   * reset answer waits for the SMS provider: neither the answer nor its time tells whether the phone is registered.
   */
  app.post(API.sso.sendCode, { schema: ssoSchemas.sendCode }, async (request) => {
    const { phone, scene = 'login' } = request.body
    if (scene !== 'reset') return ok(await smsCodes.send(phone, scene, request.ip))
    const registered = (await users.byPhone(phone)) !== undefined
    const onLateFailure = (err: unknown) => request.log.error({ err }, `[SMS] 重置验证码发送失败：手机号 ${maskPhone(phone)}`)
    const data = await smsCodes.send(phone, scene, request.ip, { deliver: registered, onLateFailure })
    if (!registered) request.log.info(`[SMS] 未发送：手机号 ${maskPhone(phone)} 尚未注册（scene=reset）`)
    return ok(data)
  })

  app.post(API.sso.codeLogin, { schema: ssoSchemas.codeLogin }, async (request) => {
    const { phone, code } = request.body
    const lc = loginContext(request, request.body)
    await limitLogin(app.services, request.ip, phone)
    await smsCodes.verify(phone, 'login', code)
    return ok(await signin.atomically(async () => await login.issue(await login.userForPhone(phone), lc)))
  })

  app.post(API.sso.pwdLogin, { schema: ssoSchemas.pwdLogin }, async (request) => {
    const { phone, password } = request.body
    const lc = loginContext(request, request.body)
    await limitLogin(app.services, request.ip, phone)
    const user = await login.checkPassword(phone, password)
    return ok(await login.issue(user, lc))
  })

  /** Revokes the session of the token; answering success without a live token keeps it idempotent. */
  app.post(API.sso.logout, { schema: ssoSchemas.logout }, async (request) => {
    const token = tokenOf(request)
    if (token) {
      try {
        const { jti } = (await app.auth.resolve(token)).claims
        await sessions.revoke(jti, nowSec())
        // its push sockets close now, not at the next push
        app.monitor.hub.dropSession(jti)
      } catch {
        // an expired or superseded token is already unusable
      }
    }
    return ok(null)
  })

  app.get(API.sso.userInfo, { schema: ssoSchemas.userInfo, preHandler: app.auth.requireLogin }, async (request) => {
    const user = await users.byUserId(userIdOf(request))
    if (!user) throw fail('TOKEN_INVALID')
    return ok(toUserInfo(user))
  })
}

export default ssoRoutes
