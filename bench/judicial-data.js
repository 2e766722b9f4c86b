/*
 * 司法案件 case search and 信用挖掘 latency at scale:
 *   npx tsx bench/judicial-data.js [--companies 200000] [--db bench/out/bench-200k.db] [--runs 60] [--readonly]
 * Seeds the database when it is empty (or reuses it; an older one gets migration 033 on opening, which indexes its
 * court records), then times the case search (page 1, 20 rows, with its total) for each query class — a party's
 * name, a 2-character person name, court with cause, a kind with dates, a very common name piece, a deep page — and
 * the credit-mining list, and prints p50/p95/p99 in ms.
 */
const path = require('node:path')
const { openDb, companyCount } = require('../server/src/store/db')
const { seedDemo } = require('../server/src/data/generate')
const { SqlCaseRepo } = require('../server/src/store/judicial-cases')
const { SqlCreditDigRepo } = require('../server/src/store/credit-dig')

function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}

const companies = Number(arg('companies', '200000'))
const file = path.resolve(arg('db', `bench/out/bench-${companies >= 1000000 ? `${companies / 1000000}m` : `${companies / 1000}k`}.db`))
const runs = Number(arg('runs', '60'))

require('node:fs').mkdirSync(path.dirname(file), { recursive: true })
const opened = Date.now()
// --readonly: a database another process is migrating or seeding, read as it is (migration 033 already applied)
const readonly = process.argv.includes('--readonly')
const db = readonly ? new (require('better-sqlite3'))(file, { readonly: true }) : openDb(file)
const sql = new (require('../server/src/store/sqlite-sql').SqliteSql)(db)
console.log(`opened ${file} in ${((Date.now() - opened) / 1000).toFixed(1)} s (migrations included)`)
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
const cases = db.prepare('SELECT COUNT(*) AS n FROM case_index').get().n
console.log(`case index: ${cases} cases`)

const repo = new SqlCaseRepo(sql)
const credit = new SqlCreditDigRepo(sql)

/** parties, courts and causes spread over the index (every 997th case) */
const samples = db
  .prepare(`SELECT e.parties, e.court, e.cause, e.kind, e.date FROM case_index e WHERE e.record_id % 997 = 0 AND e.court <> '' LIMIT ?`)
  .all(runs)
/** 2-character person names that are parties of cases */
const persons = [
  ...new Set(
    db
      .prepare("SELECT parties FROM case_index WHERE record_id % 13 = 0 AND parties <> '' LIMIT 20000")
      .all()
      .flatMap((r) => r.parties.split('；'))
      .filter((n) => [...n].length === 2),
  ),
].slice(0, runs)
if (!samples.length) {
  console.log('no court records to search')
  process.exit(0)
}
const pick = (i, list) => list[i % list.length]
const blank = { party: '', court: '', cause: '' }

const CLASSES = [
  ['party: a company name', (i) => ({ ...blank, party: pick(i, samples).parties.split('；')[0] })],
  ['party: 2-character person name', (i) => ({ ...blank, party: pick(i, persons.length ? persons : ['张伟']) })],
  ['court + cause', (i) => ({ ...blank, court: pick(i, samples).court, cause: pick(i, samples).cause || '纠纷' })],
  [
    'kind + dates, no text',
    (i) => ({ ...blank, kind: pick(i, samples).kind, start: `${2016 + (i % 8)}-01-01`, end: `${2016 + (i % 8)}-06-30` }),
  ],
  ['party: common piece 有限公司', () => ({ ...blank, party: '有限公司' })],
  [
    'party + kind + dates',
    (i) => ({ ...blank, party: pick(i, samples).parties.split('；')[0].slice(0, 6), kind: 'courtSession', start: '2018-01-01' }),
  ],
]

function stats(ms) {
  const s = [...ms].sort((a, b) => a - b)
  const at = (p) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]
  return { p50: at(50), p95: at(95), p99: at(99), max: s[s.length - 1] }
}
const fmt = (x) => x.toFixed(1).padStart(8)

async function time(name, run) {
  const ms = []
  let total = 0
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    total += await run(i)
    ms.push(performance.now() - t)
  }
  const s = stats(ms)
  console.log(
    `${name.padEnd(34)} p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  p99 ${fmt(s.p99)}  max ${fmt(s.max)} ms   (avg total ${Math.round(total / runs)})`,
  )
  return s
}

async function main() {
  console.log(`\ncase search, page 1 of 20 with its total, ${runs} runs each:`)
  const all = []
  for (const [name, make] of CLASSES) {
    const s = await time(name, async (i) => (await repo.search(make(i), 1, 20)).total)
    all.push(s)
  }
  await time('deep page (page 50) of a kind', async (i) => (await repo.search({ ...blank, kind: pick(i, samples).kind }, 50, 20)).total)

  console.log(`\ncredit mining, page 1 of 20 with its total:`)
  const provinces = db
    .prepare('SELECT DISTINCT province_code AS p FROM companies LIMIT 10')
    .all()
    .map((r) => r.p)
  await time('all signals', async () => (await credit.search({}, 1, 20)).total)
  await time('province + signal kind', async (i) => (await credit.search({ region: pick(i, provinces), kind: 'executor' }, 1, 20)).total)
  await time(
    'industry + dates',
    async (i) => (await credit.search({ industry: 'CFILM'[i % 5], start: '2022-01-01', end: '2024-12-31' }, 1, 20)).total,
  )

  const worst = all.reduce((m, s) => Math.max(m, s.p99), 0)
  console.log(`\ncase search overall: worst class p99 ${worst.toFixed(1)} ms`)
  db.close()
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
