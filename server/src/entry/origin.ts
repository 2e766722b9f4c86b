import type { FastifyRequest } from 'fastify'

/**
 * Where the H5 app is reached: the configured public address, else the address the request came to (the H5 app is
 * served by this same server).
 */
export function publicBase(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '')
  const origin = request.headers.origin
  if (typeof origin === 'string' && /^https?:\/\/[\w.-]+(:\d+)?$/.test(origin)) return origin
  const host = request.headers.host
  if (typeof host === 'string' && /^[\w.-]+(:\d+)?$/.test(host)) return `${request.protocol}://${host}`
  return 'http://127.0.0.1:8080'
}
