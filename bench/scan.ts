/*
 * Risk-scan latency at scale: npx tsx bench/scan.ts [--db bench/out/bench-1m.db] [--n 1000]
 * Opens an already seeded database (applies pending migrations, never seeds) and times, over n random
 * companies, what GET /yqc/api/v1/risk/scan computes: the rule scan (own records, related parties,
 * changes) plus the beneficial-owner math; and, over the legal representatives of those companies, the
 * person scan. Prints p50/p95/p99/max in ms. Target: scan p99 under 50 ms.
 */
import { SqliteSql } from '../server/src/store/sqlite-sql'
import path from 'node:path'
import Database from 'better-sqlite3'
import { openDb, companyCount, type DB } from '../server/src/store/db'
import { Rng } from '../server/src/data/random'
import { RiskService } from '../server/src/risk/service'
import { SqlRiskRepo } from '../server/src/store/risk'
import { groupResults, monthlySeries, totalsOf } from '../server/src/risk/engine'

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}

const file = path.resolve(arg('db', 'bench/out/bench-1m.db'))
const n = Number(arg('n', '1000'))

let t = Date.now()
let db: DB
try {
  db = openDb(file)
  console.log(`opened ${file} (migrations applied in ${Date.now() - t} ms)`)
} catch (e) {
  // a database seeded under older migration names cannot be migrated by openDb; the scan reads only
  // data tables (companies, persons, roles, ownership, records, changes), so read it as it is
  console.log(`openDb failed (${(e as Error).message}); opening ${file} read-only without migrations`)
  db = new Database(file, { readonly: true }) as unknown as DB
}
const total = companyCount(db)
if (total === 0) {
  console.error('the database is empty: seed it first (npm run seed -- --companies 1000000 --db bench/out/bench-1m.db)')
  process.exit(1)
}
console.log(`${total} companies`)

const service = new RiskService(new SqlRiskRepo(new SqliteSql(db)))
const rng = new Rng(23)
const ids = Array.from({ length: n }, () => rng.int(1, total))

function pct(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b)
  const q = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]
  return `p50 ${q(50).toFixed(2)}  p95 ${q(95).toFixed(2)}  p99 ${q(99).toFixed(2)}  max ${s[s.length - 1].toFixed(2)} ms  (n=${s.length})`
}

async function main() {
  const scanMs: number[] = []
  const personMs: number[] = []
  let items = 0
  let withItems = 0
  const lps: string[] = []
  // warm-up on 20 other companies (statement preparation, page cache of the indexes' top levels)
  for (let i = 0; i < 20; i++) await service.engine.scanCompany((await service.engine.companyById(rng.int(1, total)))!)

  for (const id of ids) {
    const c = (await service.engine.companyById(id))!
    t = performance.now()
    const scan = await service.engine.scanCompany(c)
    const answer = {
      totals: totalsOf(scan.items),
      groups: groupResults(scan.items),
      monthly: monthlySeries(scan.items, '2026-11-01'),
      owners: await service.owners.compute(c.pid),
    }
    JSON.stringify(answer)
    scanMs.push(performance.now() - t)
    items += scan.items.length
    if (scan.items.length) withItems += 1
    if (c.legal_person_id) lps.push(c.legal_person_id)
  }
  for (const pid of lps) {
    const p = await service.engine.person(pid)
    if (!p) continue
    t = performance.now()
    const scan = await service.engine.scanPerson(p)
    JSON.stringify({ totals: totalsOf(scan.items), groups: groupResults(scan.items) })
    personMs.push(performance.now() - t)
  }
  console.log(`company scan: ${pct(scanMs)}; ${withItems}/${n} companies with risk items, ${(items / n).toFixed(1)} items per company`)
  console.log(`person scan:  ${pct(personMs)}`)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
