/*
 * Dimension API latency at scale: npx tsx bench/dimensions.ts [--db bench/out/bench-1m.db] [--n 1000]
 * Opens an already seeded database (applies pending migrations, never seeds), then times over ~n
 * random companies: the profile-counts query (dimensionCounts, one grouped query), the whole profile
 * (CompanyRepo.profile), a dimension list (RecordRepo.list, page 1, 20 rows, by date) and the copyright
 * search, and prints p50/p95/p99 in ms.
 */
import { SqliteSql } from '../server/src/store/sqlite-sql'
import path from 'node:path'
import { openDb, companyCount } from '../server/src/store/db'
import { SqlCompanyRepo } from '../server/src/store/companies'
import { SqlRecordRepo } from '../server/src/store/records'
import { DIMENSIONS, getDimension } from '../contract/domain/dimensions'
import { Rng } from '../server/src/data/random'

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}

const file = path.resolve(arg('db', 'bench/out/bench-1m.db'))
const n = Number(arg('n', '1000'))

const t = Date.now()
const db = openDb(file)
console.log(`opened ${file} (migrations applied in ${Date.now() - t} ms)`)
const total = companyCount(db)
if (total === 0) {
  console.error('the database is empty: seed it first (npm run seed -- --companies 1000000 --db bench/out/bench-1m.db)')
  process.exit(1)
}
console.log(`${total} companies, ${(db.prepare('SELECT MAX(id) AS m FROM records').get() as { m: number }).m} records`)

const companies = new SqlCompanyRepo(new SqliteSql(db))
const records = new SqlRecordRepo(new SqliteSql(db))
const rng = new Rng(11)
const pidAt = db.prepare('SELECT id, pid FROM companies WHERE id = ?')
const dimsOf = db.prepare('SELECT DISTINCT dimension FROM records WHERE company_id = ?')
const sample = Array.from({ length: n }, () => pidAt.get(rng.int(1, total)) as { id: number; pid: string })
// half the list calls on companies that have records (the profile links only non-empty dimensions)
const withRecords = (
  db
    .prepare('SELECT DISTINCT company_id AS id FROM records WHERE company_id IS NOT NULL AND company_id % 97 = 0 LIMIT 5000')
    .all() as Array<{ id: number }>
).map((r) => pidAt.get(r.id) as { id: number; pid: string })

async function time(fn: () => Promise<unknown>): Promise<number> {
  const s = process.hrtime.bigint()
  await fn()
  return Number(process.hrtime.bigint() - s) / 1e6
}

async function timeEach<T>(xs: T[], fn: (x: T) => Promise<unknown>): Promise<number[]> {
  const ms: number[] = []
  for (const x of xs) ms.push(await time(() => fn(x)))
  return ms
}

function report(label: string, ms: number[]): void {
  const v = [...ms].sort((a, b) => a - b)
  const q = (p: number) => v[Math.min(v.length - 1, Math.floor((p / 100) * v.length))].toFixed(2)
  console.log(
    `${label.padEnd(44)} n=${String(v.length).padStart(5)}  p50 ${q(50).padStart(7)}  p95 ${q(95).padStart(7)}  p99 ${q(99).padStart(7)}  max ${v[v.length - 1].toFixed(2).padStart(7)} ms`,
  )
}

async function main() {
  // warm-up
  for (const c of sample.slice(0, 50)) await companies.profile(c.pid)

  report('profile counts (dimensionCounts)', await timeEach(sample, (c) => companies.dimensionCounts(c.id)))
  report('  … of companies with records', await timeEach(withRecords.slice(0, n), (c) => companies.dimensionCounts(c.id)))
  report('whole profile (CompanyRepo.profile)', await timeEach(sample, (c) => companies.profile(c.pid)))

  const listTimes: number[] = []
  const listOwned: number[] = []
  for (let i = 0; i < n; i++) {
    const random = i % 2 === 0
    const c = random ? sample[i] : withRecords[rng.int(0, withRecords.length - 1)]
    const have = (dimsOf.all(c.id) as Array<{ dimension: string }>).map((r) => r.dimension)
    const key = have.length && !random ? have[rng.int(0, have.length - 1)] : DIMENSIONS[rng.int(0, DIMENSIONS.length - 1)].key
    const ms = await time(() =>
      records.list({
        dimension: getDimension(key)!,
        owner: { kind: 'company', id: c.id, pid: c.pid },
        pageNum: 1,
        pageSize: 20,
        sort: 'date',
        order: 'desc',
      }),
    )
    listTimes.push(ms)
    if (!random) listOwned.push(ms)
  }
  report('dimension list, page 1 × 20, by date (all)', listTimes)
  report('  … of companies with records', listOwned)

  const caseTimes = await timeEach(withRecords.slice(0, n), (c) => records.cases({ kind: 'company', id: c.id, pid: c.pid }))
  report('law/cases (allCase grouping)', caseTimes)

  const titles = (
    db.prepare(`SELECT title FROM copyright_fts WHERE dimension = 'softwareCopyright' AND rowid % 7 = 0 LIMIT 400`).all() as Array<{
      title: string
    }>
  ).map((r) => r.title)
  const cr2: number[] = []
  const cr4: number[] = []
  for (const title of titles) {
    const chars = [...title]
    const st = rng.int(0, Math.max(0, chars.length - 4))
    cr4.push(await time(() => records.copyrightSearch(chars.slice(st, st + 4).join(''), 'rj', 1, 20)))
    cr2.push(await time(() => records.copyrightSearch(chars.slice(st, st + 2).join(''), 'rj', 1, 20)))
  }
  if (titles.length) {
    report('copyright search, 4-character keyword', cr4)
    report('copyright search, 2-character keyword', cr2)
  }
  db.close()
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
