/**
 * Security headers on every answer (@fastify/helmet): a content security policy the H5 app passes, nosniff, a strict
 * referrer policy and no framing. The app's index.html carries one small inline script (the build's viewport set-up):
 * it is allowed by its sha256 hash, read from the built file, never by 'unsafe-inline'.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

export function inlineScriptHashes(html: string): string[] {
  const out: string[] = []
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    out.push(`'sha256-${crypto.createHash('sha256').update(m[1], 'utf8').digest('base64')}'`)
  }
  return out
}

export async function registerSecurityHeaders(app: FastifyInstance, h5Dir: string | undefined): Promise<void> {
  const index = h5Dir ? path.join(h5Dir, 'index.html') : ''
  const hashes = index && fs.existsSync(index) ? inlineScriptHashes(fs.readFileSync(index, 'utf8')) : []
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...hashes],
        // React and Taro set style attributes at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // blob: an image chosen for upload is read back from its object URL before it is sent
        connectSrc: ["'self'", 'blob:', 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HTTPS is terminated in front of the server in production; locally the app runs on plain HTTP
    strictTransportSecurity: false,
  })
}
