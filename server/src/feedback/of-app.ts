/** The feedback rules over the running server's repositories and clock. */
import type { FastifyInstance } from 'fastify'
import { FeedbackService } from './service'

export const feedbackServiceOf = (app: FastifyInstance) =>
  new FeedbackService({
    feedback: app.repos.feedback,
    companies: app.repos.companies,
    records: app.repos.records,
    uploads: app.repos.uploads,
    now: app.config.now,
  })
