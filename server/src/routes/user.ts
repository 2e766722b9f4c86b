import { API } from '../../../contract/endpoints'
import { userSchemas } from '../../../contract/schemas/user'
import { filterOptions } from '../data/constants'
import { regionTree } from '../data/regions'
import { ok } from '../errors'
import { cidOf } from '../plugins/auth'
import { userIdOf, type ApiPlugin } from './plugin'

/** Page views of signed-in users, the region tree and the advanced filter's choices. */
const userRoutes: ApiPlugin = async (app) => {
  const { accessLogs } = app.repos.signin

  /** Page-view log of a signed-in user (fired by the app 300 ms after each navigation); the answer is ignored. */
  app.get(API.user.accessLog, { schema: userSchemas.accessLog, preHandler: app.auth.requireLogin }, async (request) => {
    await accessLogs.record({
      userId: userIdOf(request),
      cid: cidOf(request),
      page: (request.query.page ?? '').trim(),
      at: Math.floor(app.config.now() / 1000),
    })
    return ok(null)
  })

  app.get(API.user.regionTree, { schema: userSchemas.regionTree }, async () => ok(regionTree()))

  app.get(API.user.filterOptions, { schema: userSchemas.filterOptions }, async () => ok(filterOptions()))
}

export default userRoutes
