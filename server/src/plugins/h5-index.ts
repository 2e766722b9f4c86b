/**
 * The built app's index.html, served with the deployment's demo state written into its head
 * (`<meta name="yqc-demo" content="{json}">`): the app draws or leaves out its 演示环境 strip from the first render,
 * without a request and without anything moving once the page is up. The file is read again when the build changes.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { DEMO_META, formatDemoMeta, type DemoState } from '../../../contract/domain/demo'

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The page with the meta element first in its head; nothing else of the built markup changes. */
export function withDemoMeta(html: string, demo: DemoState): string {
  const meta = `<meta name="${DEMO_META}" content="${escapeAttr(formatDemoMeta(demo))}">`
  const head = /<head(\s[^>]*)?>/i.exec(html)
  if (!head) return meta + html
  const at = head.index + head[0].length
  return html.slice(0, at) + meta + html.slice(at)
}

export function registerH5Index(app: FastifyInstance, h5Dir: string, demo: DemoState): void {
  const file = path.join(h5Dir, 'index.html')
  let cached: { mtimeMs: number; size: number; html: string } | null = null
  const page = async (): Promise<string | null> => {
    const stat = await fs.promises.stat(file).catch(() => null)
    if (!stat) return null
    if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size)
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, html: withDemoMeta(await fs.promises.readFile(file, 'utf8'), demo) }
    return cached.html
  }
  for (const url of ['/', '/index.html'])
    app.get(url, { schema: { hide: true } }, async (_request, reply) => {
      const html = await page()
      if (html === null) return reply.callNotFound()
      // revalidated on every visit, like the file itself (cacheControlFor in app.ts)
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
    })
}
