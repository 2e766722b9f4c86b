import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

/** An API area: an encapsulated Fastify plugin registered under /api, every route with a schema. */
export type ApiPlugin = FastifyPluginAsyncTypebox

/** The logged-in user of a route guarded by `app.auth.requireLogin`. */
export const userIdOf = (request: { auth: { userId: string } | null }): string => request.auth!.userId
