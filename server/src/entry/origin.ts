import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'

/** Where a listening address is reached from this machine: an any-address is shown as the loopback one. */
export function listenBase(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') return 'http://127.0.0.1:8080'
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

/**
 * Where the H5 app is reached, for the links and QR codes the server makes: the configured public address, else (a
 * local run) the address this server listens on, as it serves the H5 app too. Never a request header: a link must not
 * follow whatever Origin, Host or X-Forwarded-Host a caller sends.
 */
export function publicBase(app: FastifyInstance): string {
  if (app.config.publicUrl) return app.config.publicUrl.replace(/\/+$/, '')
  return listenBase(app.server.address())
}
