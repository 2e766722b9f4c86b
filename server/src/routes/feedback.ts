/**
 * 意见反馈 of the signed-in user: file a correction, a fault report or a suggestion; list, read and open one's own.
 * Another user's feedback answers 4040, like one that does not exist.
 */
import { API } from '../../../contract/endpoints'
import { feedbackSchemas } from '../../../contract/schemas/feedback'
import { ok } from '../errors'
import { feedbackServiceOf } from '../feedback/of-app'
import { toFeedbackDetail, toFeedbackItem } from '../feedback/present'
import { userIdOf, type ApiPlugin } from './plugin'

const feedbackRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.feedback
  const service = feedbackServiceOf(app)
  const login = app.auth.requireLogin
  const urlOf = app.images.urlOf.bind(app.images)

  app.post(API.feedback.submit, { schema: feedbackSchemas.submit, preHandler: login }, async (request) => {
    const id = await service.submit(userIdOf(request), request.body)
    return ok({ id, status: (await service.any(id)).status })
  })

  app.get(API.feedback.list, { schema: feedbackSchemas.list, preHandler: login }, async (request) => {
    const { pageNum = 1, pageSize = 20 } = request.query
    const { total, rows } = await repo.listOwn(userIdOf(request), (pageNum - 1) * pageSize, pageSize)
    return ok({ total, totalText: String(total), pageNum, pageSize, list: rows.map(toFeedbackItem) })
  })

  app.get(API.feedback.summary, { schema: feedbackSchemas.summary, preHandler: login }, async (request) =>
    ok(await repo.summary(userIdOf(request))),
  )

  app.get(API.feedback.detail, { schema: feedbackSchemas.detail, preHandler: login }, async (request) =>
    ok(await toFeedbackDetail(repo, await service.own(userIdOf(request), request.query.id), urlOf)),
  )

  app.post(API.feedback.read, { schema: feedbackSchemas.read, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    await service.own(userId, request.body.id)
    await repo.markRead(userId, request.body.id)
    return ok({ unread: (await repo.summary(userId)).unread })
  })
}

export default feedbackRoutes
