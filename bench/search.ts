/*
 * Name-search latency at scale: npx tsx bench/search.ts [--companies 1000000] [--db bench/out/bench-1m.db] [--per 300]
 * Seeds the database when it is empty (or reuses it), then times searchEntPerson (page 1, 20 rows)
 * for each query class and prints p50/p95/p99 in ms.
 */
import path from 'node:path'
import { openDb, companyCount } from '../server/src/store/db'
import { seedDemo } from '../server/src/data/generate'
import { searchEntPerson } from '../server/src/search'
import { initials } from '../server/src/search/tokens'
import { Rng } from '../server/src/data/random'

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}

const companies = Number(arg('companies', '1000000'))
const file = path.resolve(arg('db', `bench/out/bench-${companies >= 1000000 ? `${companies / 1000000}m` : `${companies / 1000}k`}.db`))
const per = Number(arg('per', '300'))

const db = openDb(file)
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
  console.log(`reusing ${file} (${have} companies)`)
}

const rng = new Rng(7)
const n = companyCount(db)
const nameAt = db.prepare('SELECT name, brand FROM companies WHERE id = ?')
const personAt = db.prepare('SELECT name FROM persons WHERE id = ?')
const maxPerson = (db.prepare('SELECT MAX(id) AS m FROM persons').get() as { m: number }).m
const randomCompany = () => nameAt.get(rng.int(1, n)) as { name: string; brand: string }
const cjkOnly = (s: string) => s.replace(/[^\u4e00-\u9fff]/g, '')
const slice = (s: string, len: number) => {
  const st = rng.int(0, Math.max(0, s.length - len))
  return s.slice(st, st + len)
}

const classes: Record<string, string[]> = {
  '2-character': [],
  '3–4-character': [],
  'full name': [],
  'person name': [],
  'pinyin initials': [],
  'no-hit': [],
}
for (let i = 0; i < per; i++) {
  const c = randomCompany()
  classes['2-character'].push(slice(cjkOnly(c.name), 2))
  classes['3–4-character'].push(slice(cjkOnly(randomCompany().name), rng.int(3, 4)))
  classes['full name'].push(randomCompany().name)
  classes['person name'].push((personAt.get(rng.int(1, maxPerson)) as { name: string }).name)
  const b = randomCompany().brand
  classes['pinyin initials'].push(initials(b).slice(0, rng.int(2, Math.max(2, Math.min(6, b.length)))))
  const rare = '龘靐齉爩麤鱻龖厵灥猋飝驫'
  classes['no-hit'].push(rare[rng.int(0, rare.length - 1)] + rare[rng.int(0, rare.length - 1)] + rare[rng.int(0, rare.length - 1)])
}

// warm the page cache and statement cache
for (const q of classes['2-character'].slice(0, 50)) searchEntPerson(db, q, 1, 20)

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const rows: string[] = []
let worst = 0
for (const [cls, queries] of Object.entries(classes)) {
  const times: number[] = []
  let hits = 0
  for (const q of queries) {
    const t = process.hrtime.bigint()
    const r = searchEntPerson(db, q, 1, 20)
    times.push(Number(process.hrtime.bigint() - t) / 1e6)
    if (r.list.length) hits++
  }
  times.sort((a, b) => a - b)
  worst = Math.max(worst, pct(times, 99))
  rows.push(
    `| ${cls.padEnd(16)} | ${String(queries.length).padStart(5)} | ${String(hits).padStart(5)} | ${pct(times, 50).toFixed(2).padStart(7)} | ${pct(times, 95).toFixed(2).padStart(7)} | ${pct(times, 99).toFixed(2).padStart(7)} |`,
  )
}
console.log(`\nsearchEntPerson at ${n} companies (page 1, 20 rows), ms`)
console.log('| class            | count |  hits |     p50 |     p95 |     p99 |')
console.log('|------------------|-------|-------|---------|---------|---------|')
for (const r of rows) console.log(r)
console.log(`\nworst p99: ${worst.toFixed(2)} ms (target < 20 ms) ${worst < 20 ? 'OK' : 'ABOVE TARGET'}`)
db.close()
