/*
 * API throughput over real HTTP: npx tsx bench/api.ts [--companies 20000] [--seconds 8] [--concurrency 16] [--encoding identity|gzip|br]
 * Seeds a temporary database, starts the server on loopback, and for each call drives `concurrency`
 * signed requests in flight for `seconds`, then prints requests/s and latency percentiles.
 * Every request is bounded in count and time and goes only to 127.0.0.1. The client runs in the server's process, so
 * by default it asks for uncompressed answers (decoding them would be measured too); `--encoding gzip` includes compression.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../server/src/app'
import { configFromEnv } from '../server/src/config'
import { openDb } from '../server/src/store/db'
import { seedDemo } from '../server/src/data/generate'
import { makeSign, randomNonce, signedText } from '../contract/domain/sign'

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : dflt
}
const companies = arg('companies', 20000)
const seconds = arg('seconds', 8)
const concurrency = arg('concurrency', 16)
const encodingAt = process.argv.indexOf('--encoding')
const encoding = encodingAt >= 0 ? process.argv[encodingAt + 1] : 'identity'
const MAX_REQUESTS = 200_000

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-bench-api-'))
  const db = openDb(path.join(dir, 'app.db'))
  const seeded = seedDemo(db, { companies })
  const { config } = configFromEnv({
    ...process.env,
    LOG_FILE: path.join(dir, 'server.log'),
    // one load generator on one address: the per-IP and visitor limits would otherwise be the thing measured
    API_PER_IP_PER_MIN: '100000000',
    QUOTA_COMPANY_VISITOR: '100000000',
  })
  config.logToStdout = false
  config.logLevel = 'warn'
  const app = await buildApp({ db, config })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const addr = app.server.address()
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api`

  const pids = (db.prepare('SELECT pid FROM companies ORDER BY id LIMIT 2000').all() as Array<{ pid: string }>).map((r) => r.pid)
  const names = (db.prepare('SELECT name FROM companies ORDER BY id LIMIT 2000').all() as Array<{ name: string }>).map((r) => r.name)
  let i = 0
  const pick = <T>(xs: T[]) => xs[i++ % xs.length]
  const fragment = (n: string) => n.slice(3, 5) || n.slice(0, 2)
  const calls: Array<[string, () => string]> = [
    ['GET /yqc/api/v1/business/header', () => `/yqc/api/v1/business/header?pid=${pick(pids)}`],
    ['GET /yqc/api/v1/business/profile', () => `/yqc/api/v1/business/profile?pid=${pick(pids)}`],
    [
      'GET /search/api/v1/middle/entPersonSearch',
      () => `/search/api/v1/middle/entPersonSearch?keyword=${encodeURIComponent(fragment(pick(names)))}&pageNum=1&pageSize=20`,
    ],
    ['GET /search/api/v1/advanced (count)', () => `/search/api/v1/advanced?regionCode=440000&countOnly=1`],
  ]

  console.log(`API throughput: ${seeded.companies} companies, ${concurrency} requests in flight, ${seconds} s per call, loopback`)
  console.log('call                                          req/s     p50 ms   p95 ms   p99 ms   errors')
  for (const [name, next] of calls) {
    const lat: number[] = []
    let errors = 0
    const until = Date.now() + seconds * 1000
    const worker = async () => {
      while (Date.now() < until && lat.length + errors < MAX_REQUESTS) {
        const url = next()
        const [p, q] = url.split('?')
        const ts = Math.floor(Date.now() / 1000)
        const sign = makeSign(ts, randomNonce(), config.signSecret, signedText('GET', p, q))
        const t0 = performance.now()
        try {
          const r = await fetch(base + url, { headers: { sign, cid: 'bench', 'Visitor-Id': 'bench', 'accept-encoding': encoding } })
          const body = (await r.json()) as { code: string }
          if (body.code !== '0000') errors++
          else lat.push(performance.now() - t0)
        } catch {
          errors++
        }
      }
    }
    const started = performance.now()
    await Promise.all(Array.from({ length: concurrency }, worker))
    const elapsed = (performance.now() - started) / 1000
    lat.sort((a, b) => a - b)
    const q = (p: number) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor(p * lat.length))].toFixed(2) : '-')
    console.log(
      `${name.padEnd(44)} ${(lat.length / elapsed).toFixed(0).padStart(7)} ${q(0.5).padStart(9)} ${q(0.95).padStart(8)} ${q(0.99).padStart(8)} ${String(errors).padStart(8)}`,
    )
  }
  await app.close()
  db.close()
  fs.rmSync(dir, { recursive: true, force: true })
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
