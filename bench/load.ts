/*
 * Load: npx tsx bench/load.ts [--clients 200] [--seconds 60] [--companies 20000] [--encoding identity|gzip|br]
 * Starts the real server (server/src/main.ts) in its own process on loopback over a fresh demo database, then keeps
 * `clients` signed requests in flight for `seconds` over a mix of search, company profile, dimension list and risk scan,
 * and prints throughput, latency percentiles and errors (any answer that is not 0000, or no answer).
 * The load generator shares the machine with the server, so by default it asks for uncompressed answers: decoding
 * 40,000 compressed answers a minute would measure the generator; `--encoding gzip` measures the server's compression too.
 * Bounded in count and time; every request goes to 127.0.0.1 only.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { makeSign, randomNonce, signedText } from '../contract/domain/sign'

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : dflt
}
const clients = arg('clients', 200)
const seconds = arg('seconds', 60)
const companies = arg('companies', 20000)
const encodingAt = process.argv.indexOf('--encoding')
const encoding = encodingAt >= 0 ? process.argv[encodingAt + 1] : 'identity'
const MAX_REQUESTS = 2_000_000
const SECRET = 'yqc-local-sign-secret'
const root = path.join(__dirname, '..')

async function waitUp(base: string, ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/health`)).ok) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error('server did not start')
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-bench-load-'))
  const port = 19000 + Math.floor(Math.random() * 500)
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE: path.join(dir, 'app.db'),
      LOG_FILE: path.join(dir, 'server.log'),
      LOG_LEVEL: 'warn',
      DEMO_COMPANIES: String(companies),
      H5_DIR: path.join(dir, 'no-h5'),
      // one load generator on one address: the per-IP limits would otherwise be the thing measured
      API_PER_IP_PER_MIN: '100000000',
      QUOTA_COMPANY_VISITOR: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}/api`
  try {
    await waitUp(base, 180_000)
    const db = new Database(path.join(dir, 'app.db'), { readonly: true })
    const pids = (db.prepare('SELECT pid FROM companies ORDER BY id LIMIT 2000').all() as Array<{ pid: string }>).map((r) => r.pid)
    const names = (db.prepare('SELECT name FROM companies ORDER BY id LIMIT 2000').all() as Array<{ name: string }>).map((r) => r.name)
    const dims = db
      .prepare('SELECT r.dimension AS d, c.pid AS pid FROM records r JOIN companies c ON c.id = r.company_id GROUP BY r.dimension LIMIT 40')
      .all() as Array<{ d: string; pid: string }>
    db.close()
    let i = 0
    const pick = <T>(xs: T[]) => xs[i++ % xs.length]
    const fragment = (n: string) => n.slice(3, 5) || n.slice(0, 2)
    const mix: Array<[string, () => string]> = [
      ['search', () => `/search/api/v1/middle/entPersonSearch?keyword=${encodeURIComponent(fragment(pick(names)))}&pageNum=1&pageSize=20`],
      ['profile', () => `/yqc/api/v1/business/profile?pid=${pick(pids)}`],
      [
        'dimension list',
        () => {
          const d = pick(dims)
          return `/yqc/api/v1/dimension/list?dimension=${d.d}&pid=${d.pid}&pageNum=1&pageSize=20`
        },
      ],
      ['risk scan', () => `/yqc/api/v1/risk/scan?pid=${pids[i++ % 200]}`],
    ]
    const stats = new Map(mix.map(([name]) => [name, { lat: [] as number[], errors: 0 }]))
    const errorSamples: string[] = []
    const until = Date.now() + seconds * 1000
    let n = 0
    const worker = async (w: number) => {
      while (Date.now() < until && n < MAX_REQUESTS) {
        const [name, next] = mix[n++ % mix.length]
        const url = next()
        const [p, q] = url.split('?')
        const sign = makeSign(Math.floor(Date.now() / 1000), randomNonce(), SECRET, signedText('GET', p, q))
        const st = stats.get(name)!
        const t0 = performance.now()
        try {
          const r = await fetch(base + url, { headers: { sign, cid: `bench-${w}`, 'Visitor-Id': 'bench', 'accept-encoding': encoding } })
          const body = (await r.json()) as { code: string; msg: string }
          if (body.code !== '0000') {
            st.errors++
            if (errorSamples.length < 5) errorSamples.push(`${name}: ${body.code} ${body.msg}`)
          } else st.lat.push(performance.now() - t0)
        } catch (e) {
          st.errors++
          if (errorSamples.length < 5) errorSamples.push(`${name}: ${(e as Error).message}`)
        }
      }
    }
    const started = performance.now()
    await Promise.all(Array.from({ length: clients }, (_, w) => worker(w)))
    const elapsed = (performance.now() - started) / 1000
    const q = (lat: number[], p: number) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor(p * lat.length))].toFixed(1) : '-')
    console.log(
      `Load: ${clients} clients for ${seconds} s, ${companies} companies, answers ${encoding}, server in its own process, loopback`,
    )
    console.log('call              requests    req/s   p50 ms   p99 ms   errors')
    const all: number[] = []
    let errors = 0
    for (const [name, st] of stats) {
      st.lat.sort((a, b) => a - b)
      all.push(...st.lat)
      errors += st.errors
      console.log(
        `${name.padEnd(16)} ${String(st.lat.length).padStart(9)} ${(st.lat.length / elapsed).toFixed(0).padStart(8)} ${q(st.lat, 0.5).padStart(8)} ${q(st.lat, 0.99).padStart(8)} ${String(st.errors).padStart(8)}`,
      )
    }
    all.sort((a, b) => a - b)
    console.log(
      `${'all'.padEnd(16)} ${String(all.length).padStart(9)} ${(all.length / elapsed).toFixed(0).padStart(8)} ${q(all, 0.5).padStart(8)} ${q(all, 0.99).padStart(8)} ${String(errors).padStart(8)}`,
    )
    if (errorSamples.length) console.log(`errors, first ones:\n  ${errorSamples.join('\n  ')}`)
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 500))
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
