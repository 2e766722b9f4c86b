/*
 * 财产线索 latency at scale:
 *   npx tsx bench/property-clues.js [--companies 20000] [--db bench/out/clues-20k.db] [--runs 200]
 * Seeds the database when it is empty (or reuses it; an older one gets migration 032 on opening, which indexes the
 * plaintiffs of its judgments), then times a debtor's clues (every kind, as the summary reads them) for companies spread
 * over the ranking and for shareholders, and one day's change feed applied with debtors monitored for clues, and prints
 * p50/p95/p99 in ms.
 */
const path = require('node:path')
const { openDb, companyCount } = require('../server/src/store/db')
const { seedDemo } = require('../server/src/data/generate')
const { SqlPropertyClueRepo } = require('../server/src/store/property-clues')
const { applyFeed, generateFeed } = require('../server/src/monitor/feed')

function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}

const companies = Number(arg('companies', '20000'))
const file = path.resolve(arg('db', `bench/out/clues-${companies >= 1000000 ? `${companies / 1000000}m` : `${companies / 1000}k`}.db`))
const runs = Number(arg('runs', '200'))

require('node:fs').mkdirSync(path.dirname(file), { recursive: true })
const opened = Date.now()
const db = openDb(file)
const sql = new (require('../server/src/store/sqlite-sql').SqliteSql)(db)
console.log(`opened ${file} in ${((Date.now() - opened) / 1000).toFixed(1)} s (migrations included)`)
if (companyCount(db) === 0) {
  console.log(`seeding ${companies} companies …`)
  const r = seedDemo(db, { companies })
  console.log(`seeded: ${r.companies} companies, ${r.records} records in ${(r.ms / 1000).toFixed(1)} s`)
} else console.log(`reusing ${file} (${companyCount(db)} companies)`)
console.log(`judgment plaintiffs indexed: ${db.prepare('SELECT COUNT(*) AS n FROM clue_plaintiffs').get().n}`)

const repo = new SqlPropertyClueRepo(sql)
const pct = (xs, p) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]
const report = (name, ms, extra = '') =>
  console.log(`${name.padEnd(34)} p50 ${pct(ms, 50).toFixed(2)}  p95 ${pct(ms, 95).toFixed(2)}  p99 ${pct(ms, 99).toFixed(2)} ms${extra}`)

const maxId = db.prepare('SELECT MAX(id) AS n FROM companies').get().n
const pidAt = db.prepare('SELECT pid FROM companies WHERE id >= ? ORDER BY id LIMIT 1')
const time = async (fn) => {
  const t = process.hrtime.bigint()
  const r = await fn()
  return [Number(process.hrtime.bigint() - t) / 1e6, r]
}

async function main() {
  for (const [name, pick] of [
    ['company clues (top 1% ranked)', (i) => pidAt.get(1 + (i % Math.max(1, Math.floor(maxId / 100)))).pid],
    ['company clues (spread)', (i) => pidAt.get(1 + Math.floor((i * 7919) % maxId)).pid],
  ]) {
    const ms = []
    let clues = 0
    for (let i = 0; i < runs; i++) {
      const [t, list] = await time(() => repo.clues('company', pick(i)))
      ms.push(t)
      clues += list.length
    }
    report(name, ms, `  (${(clues / runs).toFixed(1)} clues a debtor)`)
  }
  const holders = db.prepare("SELECT DISTINCT person_id FROM roles WHERE role = 'shareholder' AND id % 97 = 0 LIMIT ?").all(runs)
  const personMs = []
  for (const h of holders) personMs.push((await time(() => repo.clues('person', h.person_id)))[0])
  report('person clues (shareholders)', personMs)

  // 200 companies monitored for clues by 20 users, then one day's feed
  db.prepare(
    "INSERT OR IGNORE INTO users (user_id, phone, created_at) SELECT 'bench-clue-' || n, '1990000' || printf('%04d', n), 0 FROM (SELECT 1 AS n UNION ALL SELECT 2)",
  ).run()
  const users = db
    .prepare("SELECT user_id FROM users WHERE user_id LIKE 'bench-clue-%'")
    .all()
    .map((u) => u.user_id)
  const now = Date.now()
  for (let i = 0; i < 200; i++) {
    const pid = pidAt.get(1 + ((i * 104729) % maxId)).pid
    const d = await repo.debtor('company', pid)
    for (const u of users) await repo.mark(u, d, 'monitored', now)
  }
  const end = new Date(now + 8 * 3600_000).toISOString().slice(0, 10)
  const feed = generateFeed(db, { days: 1, end, perDay: 300 })
  const [feedMs, r] = await time(() => applyFeed(sql, feed, now))
  const alerts = db.prepare('SELECT COUNT(*) AS n FROM clue_alerts').get().n
  console.log(
    `feed of ${r.lines} lines applied with 200 debtors monitored: ${feedMs.toFixed(0)} ms, ${alerts} clue alerts, ${r.messages} messages`,
  )
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
