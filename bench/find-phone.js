/*
 * 查电话 latency: npx tsx bench/find-phone.js [--db bench/out/phone-20k.db] [--n 1000]
 * On a seeded database (migrations applied when it is opened), times one page of 20 companies with their numbers
 * (FindPhoneRepo.list counted up to 10000, then FindPhoneRepo.records of the page) over n filters drawn at random:
 * no region, a province, a city or a district of a random company, one time in two an industry, one in three a
 * status, one in three a kind of number, pages 1–3. Prints p50/p95/p99/max in ms.
 */
const path = require('node:path')
const { openDb, companyCount } = require('../server/src/store/db')
const { SqlFindPhoneRepo } = require('../server/src/store/find-phone')
const { Rng } = require('../server/src/data/random')
const { INDUSTRIES, COMPANY_STATUSES } = require('../server/src/data/constants')

function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}

const file = path.resolve(arg('db', 'bench/out/phone-20k.db'))
const n = Number(arg('n', '1000'))
const db = openDb(file)
const sql = new (require('../server/src/store/sqlite-sql').SqliteSql)(db)
const total = companyCount(db)
if (!total) throw new Error(`${file} holds no companies: seed it first`)
const repo = new SqlFindPhoneRepo(sql)
const rng = new Rng(31)
const at = db.prepare('SELECT province_code, city_code, region_code FROM companies WHERE id = ?')

function filter() {
  const f = {}
  const c = at.get(rng.int(1, total))
  const level = rng.int(0, 3)
  if (c && level === 1) f.region = { level: 'province', code: c.province_code }
  if (c && level === 2) f.region = { level: 'city', code: c.city_code }
  if (c && level === 3) f.region = { level: 'district', code: c.region_code }
  if (rng.int(0, 1) === 0) f.industry = INDUSTRIES[rng.int(0, INDUSTRIES.length - 1)].code
  if (rng.int(0, 2) === 0) f.status = COMPANY_STATUSES[rng.int(0, COMPANY_STATUSES.length - 1)]
  if (rng.int(0, 2) === 0) f.kind = rng.int(0, 1) ? 'mobile' : 'landline'
  return f
}

async function main() {
  const times = []
  for (let i = 0; i < n; i++) {
    const f = filter()
    const t = process.hrtime.bigint()
    const page = await repo.list(f, rng.int(0, 2) * 20, 20, 10000)
    await repo.records(page.rows.map((r) => r.id))
    times.push(Number(process.hrtime.bigint() - t) / 1e6)
  }
  times.sort((a, b) => a - b)
  const q = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2)
  console.log(
    `查电话 on ${total} companies (${path.basename(file)}), ${n} queries: p50 ${q(50)} ms, p95 ${q(95)} ms, p99 ${q(99)} ms, max ${times[times.length - 1].toFixed(2)} ms`,
  )
  db.close()
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
