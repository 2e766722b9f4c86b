/**
 * Uploaded images at /files/<id>.<ext>, outside the signed API: an <img> cannot sign its request. An avatar is public
 * and never changes under its name; any other image needs the address's unexpired signature.
 */
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { FILES_ROOT } from '../uploads/images'

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    `${FILES_ROOT}/:name`,
    {
      schema: {
        hide: true,
        params: Type.Object({ name: Type.String({ title: '文件名', maxLength: 40 }) }),
        querystring: Type.Object({
          exp: Type.Optional(Type.String({ title: '有效期', maxLength: 16 })),
          sig: Type.Optional(Type.String({ title: '签名', maxLength: 64 })),
        }),
      },
    },
    async (request, reply) => {
      const { name } = request.params as { name: string }
      const { exp, sig } = request.query as { exp?: string; sig?: string }
      const found = await app.images.open(name, exp, sig)
      if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('图片不存在或链接已过期')
      reply.header('content-type', found.row.mime)
      reply.header('cache-control', found.row.purpose === 'avatar' ? 'public, max-age=31536000, immutable' : 'private, max-age=3600')
      reply.header('content-length', String(found.row.size))
      return reply.send(fs.createReadStream(found.file))
    },
  )
}
