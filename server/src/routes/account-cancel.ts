/**
 * 注销账号 of the signed-in user: its status, the code to the account's own phone, the request, and its withdrawal.
 * The erasure itself runs when the cooling-off ends (server/src/account/cancellation.ts).
 */
import type { FastifyRequest } from 'fastify'
import { API } from '../../../contract/endpoints'
import { privacySchemas } from '../../../contract/schemas/privacy'
import { isOn } from '../../../contract/schemas/common'
import { fail, ok } from '../errors'
import type { UserRow } from '../store/users'
import { userIdOf, type ApiPlugin } from './plugin'

const accountCancelRoutes: ApiPlugin = async (app) => {
  const { users } = app.repos
  const { cancellation } = app.services
  const login = app.auth.requireLogin

  const me = async (request: FastifyRequest): Promise<UserRow> => {
    const user = await users.byUserId(userIdOf(request))
    if (!user) throw fail('TOKEN_INVALID')
    return user
  }

  app.get(API.privacy.cancelStatus, { schema: privacySchemas.cancelStatus, preHandler: login }, async (request) =>
    ok(await cancellation.status(await me(request))),
  )

  app.post(API.privacy.cancelSendCode, { schema: privacySchemas.cancelSendCode, preHandler: login }, async (request) =>
    ok(await cancellation.sendCode(await me(request), request.ip)),
  )

  app.post(API.privacy.cancelRequest, { schema: privacySchemas.cancelRequest, preHandler: login }, async (request) =>
    ok(await cancellation.request(await me(request), request.body.code, isOn(request.body.agreed))),
  )

  app.post(API.privacy.cancelWithdraw, { schema: privacySchemas.cancelWithdraw, preHandler: login }, async (request) =>
    ok(await cancellation.withdraw(await me(request))),
  )
}

export default accountCancelRoutes
