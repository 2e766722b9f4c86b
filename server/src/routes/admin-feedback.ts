/**
 * The operator's side of 意见反馈: every user's feedback, replies, and accepting or rejecting a data correction. Only
 * for the admin role or a holder of the feedback permission; anyone else gets 4031. The operator's command
 * (npm run feedback) applies the same rules to the database directly.
 */
import { API } from '../../../contract/endpoints'
import { feedbackSchemas } from '../../../contract/schemas/feedback'
import { ok } from '../errors'
import { feedbackServiceOf } from '../feedback/of-app'
import { toAdminDetail, toAdminItem } from '../feedback/present'
import { userIdOf, type ApiPlugin } from './plugin'

/** The permission that handles feedback; the admin role has every permission. */
export const FEEDBACK_HANDLE_PERMISSION = 'feedback.handle'

const adminFeedbackRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.feedback
  const service = feedbackServiceOf(app)
  const operator = app.auth.requirePermission(FEEDBACK_HANDLE_PERMISSION)
  const urlOf = app.images.urlOf.bind(app.images)
  const detailOf = async (id: number) => ok(await toAdminDetail(repo, await service.any(id), urlOf))

  app.get(API.feedback.adminList, { schema: feedbackSchemas.adminList, preHandler: operator }, async (request) => {
    const { pageNum = 1, pageSize = 20, status } = request.query
    const { total, rows } = await repo.listAll(status ?? null, (pageNum - 1) * pageSize, pageSize)
    return ok({ total, totalText: String(total), pageNum, pageSize, list: rows.map(toAdminItem) })
  })

  app.get(
    API.feedback.adminDetail,
    { schema: feedbackSchemas.adminDetail, preHandler: operator },
    async (request) => await detailOf(request.query.id),
  )

  app.post(API.feedback.adminReply, { schema: feedbackSchemas.adminReply, preHandler: operator }, async (request) => {
    const { id, status, text } = request.body
    await service.reply(id, status, text)
    return detailOf(id)
  })

  app.post(API.feedback.adminAccept, { schema: feedbackSchemas.adminAccept, preHandler: operator }, async (request) => {
    const { id, field, value, source, text, recordId } = request.body
    await service.accept(id, { field, value, source, text, recordId }, `admin:${userIdOf(request)}`)
    return detailOf(id)
  })

  app.post(API.feedback.adminReject, { schema: feedbackSchemas.adminReject, preHandler: operator }, async (request) => {
    const { id, text } = request.body
    await service.reject(id, text)
    return detailOf(id)
  })
}

export default adminFeedbackRoutes
