/*
 * 附近企业 latency at scale: npx tsx bench/nearby.js [--companies 1000000] [--db bench/out/bench-1m.db] [--n 1000]
 * Seeds the database when it is empty, or reuses it: opening applies migration 030 (the R*Tree filled from the
 * existing rows) and companies not yet standing inside their district are moved there first (placeCompanies).
 * Then times NearbyRepo.search — the count in the circle and the first page of 20, nearest first — at 1, 5 and 20 km
 * around n random points: each a random company's position moved up to 3 km in a random direction (people look
 * around where companies are, so busy districts come up as often as they hold companies); one query in four adds an
 * industry or a status filter. Prints p50/p95/p99/max in ms per radius and the companies in the circle.
 */
const path = require('node:path')
const { openDb, companyCount } = require('../server/src/store/db')
const { seedDemo } = require('../server/src/data/generate')
const { placeCompanies, companyPoint } = require('../server/src/data/geo-points')
const { SqlNearbyRepo } = require('../server/src/store/nearby')
const { Rng } = require('../server/src/data/random')
const { INDUSTRIES, COMPANY_STATUSES } = require('../server/src/data/constants')

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
  const r = seedDemo(db, { companies })
  console.log(`seeded: ${r.companies} companies in ${(r.ms / 1000).toFixed(1)} s`)
} else {
  console.log(`reusing ${file} (${have} companies, migrations applied in ${Date.now() - t} ms)`)
}
const total = companyCount(db)

// a database seeded before companies stood inside their district: move them (the R*Tree follows by trigger)
const probe = db.prepare('SELECT pid, region_code, lng, lat FROM companies WHERE id = ?')
const placed = [1, Math.ceil(total / 2), total].every((id) => {
  const r = probe.get(id)
  const p = companyPoint(r.region_code, r.pid)
  return r && p.lng === r.lng && p.lat === r.lat
})
if (!placed) {
  t = Date.now()
  const moved = placeCompanies(db)
  console.log(`moved ${moved} companies inside their districts in ${((Date.now() - t) / 1000).toFixed(1)} s`)
}
const geoRows = db.prepare('SELECT count(*) AS n FROM companies_geo').get().n
console.log(`R*Tree rows: ${geoRows}`)

const repo = new SqlNearbyRepo(sql)
const rng = new Rng(30)
const at = db.prepare('SELECT lng, lat FROM companies WHERE id = ?')
const points = Array.from({ length: n }, () => {
  const c = at.get(rng.int(1, total))
  const r = (3 * Math.sqrt(rng.next())) / 111.195
  const a = 2 * Math.PI * rng.next()
  return { lng: c.lng + (r * Math.cos(a)) / Math.cos((c.lat * Math.PI) / 180), lat: c.lat + r * Math.sin(a) }
})

const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]
async function main() {
  for (const radiusKm of [1, 5, 20]) {
    const ms = []
    const found = []
    // warm the statements and the page cache before timing
    for (const p of points.slice(0, 20)) await repo.search({ ...p, radiusKm }, 0, 20)
    for (const p of points) {
      const f = { ...p, radiusKm }
      const k = rng.int(0, 7)
      if (k === 0) f.industry = INDUSTRIES[rng.int(0, INDUSTRIES.length - 1)].code
      if (k === 1) f.status = COMPANY_STATUSES[rng.int(0, COMPANY_STATUSES.length - 1)]
      const s = process.hrtime.bigint()
      const page = await repo.search(f, 0, 20)
      ms.push(Number(process.hrtime.bigint() - s) / 1e6)
      found.push(page.total)
    }
    ms.sort((a, b) => a - b)
    found.sort((a, b) => a - b)
    const f = (x) => x.toFixed(2)
    console.log(
      `radius ${String(radiusKm).padStart(2)} km: p50 ${f(pct(ms, 50))} ms  p95 ${f(pct(ms, 95))} ms  p99 ${f(pct(ms, 99))} ms  max ${f(ms[ms.length - 1])} ms` +
        `  (companies in the circle: median ${pct(found, 50)}, p99 ${pct(found, 99)}, max ${found[found.length - 1]})`,
    )
  }
  db.close()
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
