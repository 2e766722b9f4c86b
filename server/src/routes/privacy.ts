/**
 * 个人信息收集清单: what the server holds about the signed-in user, from its own records. Only the caller's account is
 * ever read.
 */
import { API } from '../../../contract/endpoints'
import { privacySchemas } from '../../../contract/schemas/privacy'
import { inventoryOf } from '../account/inventory'
import { fail, ok } from '../errors'
import { userIdOf, type ApiPlugin } from './plugin'

const privacyRoutes: ApiPlugin = async (app) => {
  const { users, personalData } = app.repos

  app.get(API.privacy.inventory, { schema: privacySchemas.inventory, preHandler: app.auth.requireLogin }, async (request) => {
    const user = await users.byUserId(userIdOf(request))
    if (!user) throw fail('TOKEN_INVALID')
    return ok(await inventoryOf(user, personalData))
  })
}

export default privacyRoutes
