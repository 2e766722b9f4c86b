/*
 * One API instance on SQLite, one on PostgreSQL, and two behind nginx on PostgreSQL + Redis, in one run, on the same
 * demo data:
 *   npx tsx bench/cluster.ts [--companies 20000] [--seconds 60] [--clients 200]
 * Each setup gets `clients` concurrent clients for `seconds`, each sending signed GETs one after another (company header,
 * profile, name search in turn); prints requests/s, p50/p99 and errors. The load generator is one Node process on the
 * same machine, so on a small machine it competes with the servers for the CPU: compare the two rows, not the absolutes.
 */
import { makeSign, randomNonce, signedText } from '../contract/domain/sign'
import { DEFAULT_SIGN_SECRET } from '../server/src/config'
import Database from 'better-sqlite3'
import path from 'node:path'
import { Client } from 'pg'
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startCluster } = require('../scripts/cluster-lib')

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : dflt
}
const companies = arg('companies', 20000)
const seconds = arg('seconds', 60)
const clients = arg('clients', 200)

const env = { API_PER_IP_PER_MIN: '100000000', QUOTA_COMPANY_VISITOR: '100000000', LOG_LEVEL: 'warn', FEED_INTERVAL_MIN: '0' }

async function drive(base: string, pids: string[], names: string[]) {
  let i = 0
  const pick = <T>(xs: T[]) => xs[i++ % xs.length]
  const next = [
    () => `/yqc/api/v1/business/header?pid=${pick(pids)}`,
    () => `/yqc/api/v1/business/profile?pid=${pick(pids)}`,
    () => `/search/api/v1/middle/entPersonSearch?keyword=${encodeURIComponent(pick(names).slice(3, 5))}&pageNum=1&pageSize=20`,
  ]
  const lat: number[] = []
  let errors = 0
  const until = Date.now() + seconds * 1000
  const client = async (c: number) => {
    for (let n = c; Date.now() < until; n++) {
      const url = next[n % next.length]()
      const [p, q] = url.split('?')
      const sign = makeSign(Math.floor(Date.now() / 1000), randomNonce(), DEFAULT_SIGN_SECRET, signedText('GET', p, q))
      const t0 = performance.now()
      try {
        const r = await fetch(`${base}/api${url}`, { headers: { sign, cid: `bench${c}`, 'Visitor-Id': `bench${c}` } })
        const body = (await r.json()) as { code: string }
        if (body.code === '0000') lat.push(performance.now() - t0)
        else errors++
      } catch {
        errors++
      }
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)))
  const elapsed = (performance.now() - started) / 1000
  lat.sort((a, b) => a - b)
  const q = (p: number) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor(p * lat.length))].toFixed(1) : '-')
  return { rps: lat.length / elapsed, p50: q(0.5), p99: q(0.99), errors, n: lat.length }
}

async function main() {
  console.log(`API under ${clients} concurrent clients for ${seconds} s each, ${companies} demo companies, loopback`)
  console.log('setup                                        req/s    p50 ms   p99 ms   requests   errors')
  const setups = [
    { instances: 1, store: 'sqlite', label: 'one instance on SQLite, direct' },
    { instances: 1, store: 'pg', label: 'one instance on PostgreSQL, direct' },
    { instances: 2, store: 'pg', label: '2 instances + PostgreSQL + Redis, nginx' },
  ]
  for (const setup of setups) {
    const cluster = await startCluster({ instances: setup.instances, store: setup.store, companies, env, log: () => undefined })
    try {
      const { pids, names } = await sample(cluster)
      const target = setup.instances === 1 ? cluster.instances[0].url : cluster.url
      const r = await drive(target, pids, names)
      console.log(
        `${setup.label.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.padStart(9)} ${r.p99.padStart(8)} ${String(r.n).padStart(10)} ${String(r.errors).padStart(8)}`,
      )
    } finally {
      await cluster.stop()
    }
  }
}

/** the first 2,000 companies' pids and names, the keys the clients ask for */
async function sample(cluster: { dir: string; databaseUrl: string | null }): Promise<{ pids: string[]; names: string[] }> {
  const text = 'SELECT pid, name FROM companies ORDER BY id LIMIT 2000'
  let rows: Array<{ pid: string; name: string }>
  if (cluster.databaseUrl) {
    const c = new Client({ connectionString: cluster.databaseUrl })
    await c.connect()
    rows = (await c.query<{ pid: string; name: string }>(text)).rows
    await c.end()
  } else {
    const db = new Database(path.join(cluster.dir, 'app.db'), { readonly: true })
    rows = db.prepare(text).all() as Array<{ pid: string; name: string }>
    db.close()
  }
  return { pids: rows.map((r) => r.pid), names: rows.map((r) => r.name) }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
