/*
 * 新增企业 latency at scale: npx tsx bench/newly.js [--companies 1000000] [--db bench/out/bench-1m.db] [--n 1000]
 * Seeds the database when it is empty (or reuses it, applying pending migrations such as 026's indexes), then times
 * the city list (count + page of 20, NewlyRepo.list) over n cities drawn by their number of companies (busy cities
 * come up as often as users open them), each with a random range, page 1–3 and, one time in three, an industry or
 * capital filter; the per-day counts (NewlyRepo.daily) and the counts per province and per city beside it.
 * "Today" is the demo data's reference date, so the ranges hold its newest companies. Prints p50/p95/p99/max in ms.
 */
const path = require('node:path')
const { openDb, companyCount } = require('../server/src/store/db')
const { seedDemo } = require('../server/src/data/generate')
const { SqlNewlyRepo } = require('../server/src/store/newly')
const { Rng } = require('../server/src/data/random')
const { REFERENCE_DATE, INDUSTRIES, CAPITAL_RANGES } = require('../server/src/data/constants')
const { newlyWindow } = require('../contract/domain/newly-window')

function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}

const companies = Number(arg('companies', '1000000'))
const file = path.resolve(arg('db', `bench/out/bench-${companies >= 1000000 ? `${companies / 1000000}m` : `${companies / 1000}k`}.db`))
const n = Number(arg('n', '1000'))

let t = Date.now()
const db = openDb(file)
const sql = new (require('../server/src/store/sqlite-sql').SqliteSql)(db)
const have = companyCount(db)
if (have === 0) {
  console.log(`seeding ${companies} companies into ${file} …`)
  let last = -10
  const r = seedDemo(db, {
    companies,
    onProgress: (d) => {
      if (d >= last + 10) {
        last = d
        console.log(`  ${d}%`)
      }
    },
  })
  console.log(`seeded: ${r.companies} companies, ${r.persons} persons, ${r.records} records in ${(r.ms / 1000).toFixed(1)} s`)
} else {
  console.log(`reusing ${file} (${have} companies, migrations applied in ${Date.now() - t} ms)`)
}
const total = companyCount(db)

const repo = new SqlNewlyRepo(sql)
const rng = new Rng(26)
const RANGES = ['7d', '30d', '3m']
const today = REFERENCE_DATE

// a city per random company: cities come up in proportion to their companies
const cityOf = db.prepare('SELECT province_code, city_code FROM companies WHERE id = ?')
const sample = Array.from({ length: n }, () => cityOf.get(rng.int(1, total))).filter(Boolean)

function query(level, code) {
  const range = RANGES[rng.int(0, RANGES.length - 1)]
  const w = newlyWindow(range, today)
  const q = { level, code, start: w.start, end: w.end }
  const f = rng.int(0, 5)
  if (f === 0) q.industry = INDUSTRIES[rng.int(0, INDUSTRIES.length - 1)].code
  if (f === 1) {
    const c = CAPITAL_RANGES[rng.int(0, CAPITAL_RANGES.length - 1)]
    q.capitalMin = c.min
    q.capitalMax = c.max
  }
  return q
}

async function time(fn) {
  const s = process.hrtime.bigint()
  await fn()
  return Number(process.hrtime.bigint() - s) / 1e6
}

async function timeEach(xs, fn) {
  const ms = []
  for (let i = 0; i < xs.length; i++) ms.push(await time(() => fn(xs[i], i)))
  return ms
}

function report(label, ms) {
  const v = [...ms].sort((a, b) => a - b)
  const q = (p) => v[Math.min(v.length - 1, Math.ceil((p / 100) * v.length) - 1)].toFixed(2)
  console.log(
    `${label.padEnd(40)} n=${String(v.length).padStart(5)}  p50 ${q(50).padStart(7)}  p95 ${q(95).padStart(7)}  p99 ${q(99).padStart(7)}  max ${v[v.length - 1].toFixed(2).padStart(7)} ms`,
  )
}

const plan = db
  .prepare(`EXPLAIN QUERY PLAN SELECT COUNT(*) FROM companies WHERE city_code = ? AND established BETWEEN ? AND ?`)
  .all('440300', '2026-10-03', today)
  .map((r) => r.detail)
  .join('; ')
console.log(`${total} companies; today = ${today}; city count plan: ${plan}`)

async function main() {
  // warm-up: statement preparation and the top pages of the indexes
  for (const c of sample.slice(0, 20)) await repo.list(query('city', c.city_code), 0, 20)

  let rows = 0
  const listMs = []
  for (const c of sample) {
    const page = rng.int(1, 3)
    listMs.push(
      await time(async () => {
        rows += (await repo.list(query('city', c.city_code), (page - 1) * 20, 20)).total
      }),
    )
  }
  report('city list (count + page of 20)', listMs)
  console.log(`  mean rows matched per list: ${(rows / sample.length).toFixed(0)}`)
  // the worst case a user can ask for: the busiest city over 近3个月
  const busiest = db.prepare('SELECT city_code, COUNT(*) AS n FROM companies GROUP BY city_code ORDER BY n DESC LIMIT 1').get()
  const wide = newlyWindow('3m', today)
  const busyQuery = { level: 'city', code: busiest.city_code, start: wide.start, end: wide.end }
  console.log(`busiest city ${busiest.city_code}: ${busiest.n} companies, ${(await repo.list(busyQuery, 0, 20)).total} in 近3个月`)
  report(
    '  … busiest city, 近3个月, pages 1–3',
    await timeEach(Array.from({ length: 200 }), (_, i) => repo.list(busyQuery, (i % 3) * 20, 20)),
  )
  report(
    'province list (count + page of 20)',
    await timeEach(sample.slice(0, Math.min(200, sample.length)), (c) => repo.list(query('province', c.province_code), 0, 20)),
  )
  report('city per-day counts', await timeEach(sample, (c) => repo.daily(query('city', c.city_code))))
  const week = newlyWindow('7d', today).start
  const month = newlyWindow('30d', today).start
  report('counts per province (7 and 30 days)', await timeEach(Array.from({ length: 50 }), () => repo.provinceCounts(week, month, today)))
  report('counts per city of a province', await timeEach(sample.slice(0, 200), (c) => repo.cityCounts(c.province_code, week, month, today)))
  db.close()
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
