/*
 * 查老赖 search latency at scale:
 *   npx tsx bench/judicial.js [--companies 1000000] [--db bench/out/bench-1m.db] [--entries 300000] [--per 300]
 * Seeds the database when it is empty (or reuses it; an older one gets migration 027 on opening), adds dishonest and
 * executed records of random companies until the index holds --entries of them (written to records, so the
 * triggers index them as the change feed's records are), then times the judicial search (page 1, 20 rows, with
 * its total) for each query class and prints p50/p95/p99 in ms.
 */
const path = require('node:path')
const { openDb, companyCount } = require('../server/src/store/db')
const { seedDemo } = require('../server/src/data/generate')
const { SqlJudicialRepo } = require('../server/src/store/judicial')
const { SqlRecordRepo } = require('../server/src/store/records')
const { Rng } = require('../server/src/data/random')
const { PROVINCE_ABBR } = require('../server/src/data/names')
const { mergeRecordIndexes } = require('../server/src/search/indexer')

function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}

const companies = Number(arg('companies', '1000000'))
const file = path.resolve(arg('db', `bench/out/bench-${companies >= 1000000 ? `${companies / 1000000}m` : `${companies / 1000}k`}.db`))
const per = Number(arg('per', '300'))
const wanted = Number(arg('entries', '300000'))

require('node:fs').mkdirSync(path.dirname(file), { recursive: true })
const db = openDb(file)
const sql = new (require('../server/src/store/sqlite-sql').SqliteSql)(db)
if (companyCount(db) === 0) {
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
  console.log(`reusing ${file} (${companyCount(db)} companies)`)
}

/** Dishonest and executed records of random companies, through records (the triggers index them). */
function addEntries(count) {
  const rng = new Rng(count)
  const maxCompany = db.prepare('SELECT MAX(id) AS m FROM companies').get().m
  const company = db.prepare('SELECT id, pid, name, region_code, region_name FROM companies WHERE id >= ? ORDER BY id LIMIT 1')
  const insert = db.prepare(
    `INSERT INTO records (dimension, company_id, date, amount, title, ref_no, parties, status, detail, source, captured_at, is_current)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '中国执行信息公开网', ?, ?)`,
  )
  const started = Date.now()
  for (let done = 0; done < count;) {
    const batch = Math.min(20000, count - done)
    db.transaction(() => {
      for (let i = 0; i < batch; i++) {
        const c = company.get(rng.int(1, maxCompany))
        const y = rng.int(2012, 2026)
        const date = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`
        const dim = rng.chance(0.35) ? 'dishonestExecutor' : 'executor'
        const court = `${c.region_name.split(' ').pop()}人民法院`
        insert.run(
          dim,
          c.id,
          date,
          rng.int(1, 5000),
          c.name,
          `（${y}）${PROVINCE_ABBR[c.region_code.slice(0, 2)] ?? '京'}${c.region_code.slice(2, 6)}执${rng.int(100, 99999)}号`,
          JSON.stringify([{ name: c.name, role: '被执行人', pid: c.pid }]),
          dim === 'dishonestExecutor' ? '全部未履行' : '',
          JSON.stringify({ court, caseStatus: '执行中' }),
          `${date} 08:00:00`,
          rng.chance(0.8) ? 1 : 0,
        )
      }
    })()
    done += batch
    console.log(`  ${done} / ${count}`)
  }
  // as a bulk import (npm run import) leaves its indexes
  mergeRecordIndexes(db)
  console.log(`added ${count} records in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

const have = db.prepare('SELECT COUNT(*) AS n FROM judicial_entries').get().n
if (have < wanted) {
  console.log(`adding ${wanted - have} dishonest and executed records …`)
  addEntries(wanted - have)
}

const repo = new SqlJudicialRepo(sql, new SqlRecordRepo(sql))
const entries = db.prepare('SELECT COUNT(*) AS n FROM judicial_entries').get().n
const maxId = db.prepare('SELECT MAX(record_id) AS m FROM judicial_entries').get().m
console.log(`${entries} dishonest and executed entries indexed`)

const rng = new Rng(11)
const entryAt = db.prepare('SELECT * FROM judicial_entries WHERE record_id >= ? ORDER BY record_id LIMIT 1')
const randomEntry = () => entryAt.get(rng.int(1, maxId))
const provinces = db
  .prepare('SELECT DISTINCT province FROM judicial_entries WHERE province <> ?')
  .all('')
  .map((r) => r.province)
const cjk = (s) => s.replace(/[^\u4e00-\u9fff]/g, '')
const slice = (s, len) => {
  const st = rng.int(0, Math.max(0, s.length - len))
  return s.slice(st, st + len)
}
const kindOf = (dim) => (dim === 'dishonestExecutor' ? 'dishonest' : 'executed')
const day = (y) => `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-01`

const classes = {
  '2-character name': [],
  '3–4-character name': [],
  'full name': [],
  'case number': [],
  'case fragment': [],
  'credit code part': [],
  'name + province + dates': [],
  'province + dates': [],
  'no-hit': [],
}
for (let i = 0; i < per; i++) {
  let e = randomEntry()
  classes['2-character name'].push({ kind: kindOf(e.dimension), keyword: slice(cjk(e.name), 2), province: '' })
  e = randomEntry()
  classes['3–4-character name'].push({ kind: kindOf(e.dimension), keyword: slice(cjk(e.name), rng.int(3, 4)), province: '' })
  e = randomEntry()
  classes['full name'].push({ kind: kindOf(e.dimension), keyword: e.name, province: '' })
  e = randomEntry()
  classes['case number'].push({ kind: kindOf(e.dimension), keyword: e.ref_no, province: '' })
  e = randomEntry()
  classes['case fragment'].push({ kind: kindOf(e.dimension), keyword: e.ref_no.slice(6, 14), province: '' })
  e = randomEntry()
  classes['credit code part'].push({ kind: kindOf(e.dimension), keyword: (e.code || e.ref_no).slice(4, 12), province: '' })
  e = randomEntry()
  const y = rng.int(2015, 2025)
  classes['name + province + dates'].push({
    kind: kindOf(e.dimension),
    keyword: slice(cjk(e.name), 3),
    province: e.province,
    start: day(y),
    end: day(y + 1),
  })
  classes['province + dates'].push({
    kind: rng.chance(0.5) ? 'dishonest' : 'executed',
    keyword: '',
    province: provinces[rng.int(0, provinces.length - 1)],
    start: day(y),
    end: day(y + 1),
  })
  const rare = '龘靐齉爩麤鱻龖厵灥猋飝驫'
  classes['no-hit'].push({
    kind: 'dishonest',
    keyword: rare[rng.int(0, rare.length - 1)] + rare[rng.int(0, rare.length - 1)] + rare[rng.int(0, rare.length - 1)],
    province: '',
  })
}

async function main() {
  // warm the page cache and the statement cache
  for (const f of classes['3–4-character name'].slice(0, 50)) await repo.search(f, 1, 20)

  const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
  const rows = []
  let worst = 0
  for (const [cls, filters] of Object.entries(classes)) {
    const times = []
    let hits = 0
    for (const f of filters) {
      const t = process.hrtime.bigint()
      const r = await repo.search(f, 1, 20)
      times.push(Number(process.hrtime.bigint() - t) / 1e6)
      if (r.list.length) hits++
    }
    times.sort((a, b) => a - b)
    worst = Math.max(worst, pct(times, 99))
    rows.push(
      `| ${cls.padEnd(23)} | ${String(filters.length).padStart(5)} | ${String(hits).padStart(5)} | ${pct(times, 50).toFixed(2).padStart(7)} | ${pct(times, 95).toFixed(2).padStart(7)} | ${pct(times, 99).toFixed(2).padStart(7)} |`,
    )
  }
  console.log(`\njudicial search at ${companyCount(db)} companies, ${entries} entries (page 1, 20 rows, with the total), ms`)
  console.log('| class                   | count |  hits |     p50 |     p95 |     p99 |')
  console.log('|-------------------------|-------|-------|---------|---------|---------|')
  for (const r of rows) console.log(r)
  console.log(`\nworst p99: ${worst.toFixed(2)} ms`)
  db.close()
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
