/*
 * 企业集团: npx tsx bench/groups.ts [--db bench/out/group-20k.db] [--companies 20000] [--calls 300]
 * Seeds the database when it is empty (or reuses it), times the group build over the whole database (read, compute,
 * write), then serves the API and times the overview, members and scan of the largest groups one call at a time
 * (p50/p95/max in ms, over loopback, signed as the app signs).
 */
import { SqliteSql } from '../server/src/store/sqlite-sql'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../server/src/app'
import { configFromEnv } from '../server/src/config'
import { companyCount, openDb } from '../server/src/store/db'
import { seedDemo } from '../server/src/data/generate'
import { SqlGroupRepo } from '../server/src/store/groups'
import { buildGroups } from '../server/src/groups/build'
import { makeSign, randomNonce, signedText } from '../contract/domain/sign'

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}

async function main() {
  const companies = Number(arg('companies', '20000'))
  const file = path.resolve(arg('db', 'bench/out/group-20k.db'))
  const calls = Number(arg('calls', '300'))
  const db = openDb(file)
  if (companyCount(db) === 0) {
    console.log(`seeding ${companies} companies into ${file} …`)
    seedDemo(db, { companies })
  }
  const have = companyCount(db)
  const repo = new SqlGroupRepo(new SqliteSql(db))

  const t0 = performance.now()
  const groups = await buildGroups(repo)
  const t1 = performance.now()
  await repo.replace(groups, await repo.sourceSignature(), Date.now(), Math.round(t1 - t0))
  const t2 = performance.now()
  const members = groups.reduce((s, g) => s + g.members.length, 0)
  console.log(
    `group build on ${have} companies: compute ${(t1 - t0).toFixed(0)} ms, write ${(t2 - t1).toFixed(0)} ms; ` +
      `${groups.length} groups, ${members} members, largest ${groups[0]?.members.length ?? 0}`,
  )

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-bench-groups-'))
  const { config } = configFromEnv({
    ...process.env,
    LOG_FILE: path.join(dir, 'server.log'),
    API_PER_IP_PER_MIN: '100000000',
    QUOTA_COMPANY_VISITOR: '100000000',
  })
  config.logToStdout = false
  config.logLevel = 'warn'
  const app = await buildApp({ db, config })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const addr = app.server.address()
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api`
  const ids = groups.slice(0, 100).map((g) => g.gid)

  const time = async (label: string, url: (gid: string) => string) => {
    const lat: number[] = []
    for (let i = 0; i < calls; i++) {
      const u = url(ids[i % ids.length])
      const [p, q] = u.split('?')
      const sign = makeSign(Math.floor(Date.now() / 1000), randomNonce(), config.signSecret, signedText('GET', p, q))
      const s = performance.now()
      const r = await fetch(base + u, { headers: { sign, cid: 'bench', 'Visitor-Id': 'bench' } })
      const body = (await r.json()) as { code: string; msg: string }
      if (body.code !== '0000') throw new Error(`${u}: ${body.code} ${body.msg}`)
      lat.push(performance.now() - s)
    }
    lat.sort((a, b) => a - b)
    const q = (f: number) => lat[Math.min(lat.length - 1, Math.floor(f * lat.length))].toFixed(2)
    console.log(`${label.padEnd(34)} p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  max ${lat.at(-1)!.toFixed(2)} ms  (${calls} calls)`)
  }
  await time('GET /group/overview', (g) => `/yqc/api/v1/group/overview?groupId=${g}`)
  await time('GET /group/members (20)', (g) => `/yqc/api/v1/group/members?groupId=${g}&pageSize=20`)
  await time('GET /group/search (largest)', () => '/yqc/api/v1/group/search?pageSize=20')
  await time('GET /group/scan (cached after first)', (g) => `/yqc/api/v1/group/scan?groupId=${g}`)
  await app.close()
  db.close()
  fs.rmSync(dir, { recursive: true, force: true })
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
