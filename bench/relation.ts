/*
 * 查关系 latency at scale: npx tsx bench/relation.ts [--companies 1000000] [--db bench/out/bench-1m.db] [--pairs 1000]
 * Seeds the database when it is empty (or reuses it), then finds the shortest relationship paths between random pairs
 * of companies — half of them chosen to be connected (two companies of one person), half drawn at random — and
 * prints p50/p95/p99 in ms, how many pairs were connected and the step counts seen.
 */
import { SqliteSql } from '../server/src/store/sqlite-sql'
import path from 'node:path'
import { openDb, companyCount } from '../server/src/store/db'
import { seedDemo } from '../server/src/data/generate'
import { SqlRelationRepo } from '../server/src/store/relations'
import { findRelations, type Endpoint } from '../server/src/graph/relations'
import { Rng } from '../server/src/data/random'

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}

const companies = Number(arg('companies', '1000000'))
const file = path.resolve(arg('db', `bench/out/bench-${companies >= 1000000 ? `${companies / 1000000}m` : `${companies / 1000}k`}.db`))
const pairs = Number(arg('pairs', '1000'))

const db = openDb(file)
const have = companyCount(db)
if (have === 0) {
  console.log(`seeding ${companies} companies into ${file} …`)
  const r = seedDemo(db, { companies })
  console.log(`seeded: ${r.companies} companies, ${r.persons} persons in ${(r.ms / 1000).toFixed(1)} s`)
} else {
  console.log(`reusing ${file} (${have} companies)`)
}

const repo = new SqlRelationRepo(new SqliteSql(db))
const rng = new Rng(20261123)
const maxId = (db.prepare('SELECT MAX(id) AS n FROM companies').get() as { n: number }).n
const companyAt = (id: number): Endpoint | undefined => {
  const c = db.prepare('SELECT id, pid, name FROM companies WHERE id = ?').get(id) as { id: number; pid: string; name: string } | undefined
  return c && { node: `c:${c.id}`, view: { kind: 'company', id: c.pid, name: c.name } }
}
const sharedPerson = db.prepare(
  `SELECT r2.company_id AS other FROM roles r1 JOIN roles r2 ON r2.person_id = r1.person_id AND r2.company_id <> r1.company_id
   WHERE r1.company_id = ? AND r1.to_date IS NULL AND r2.to_date IS NULL LIMIT 1`,
)

async function main() {
  const times: number[] = []
  const steps = new Map<string, number>()
  let connected = 0
  while (times.length < pairs) {
    const a = companyAt(1 + Math.floor(rng.next() * maxId))
    if (!a) continue
    let b: Endpoint | undefined
    if (times.length % 2 === 0) {
      const other = sharedPerson.get(Number(a.node.slice(2))) as { other: number } | undefined
      b = other && companyAt(other.other)
    } else b = companyAt(1 + Math.floor(rng.next() * maxId))
    if (!b || b.node === a.node) continue
    const t0 = process.hrtime.bigint()
    const r = await findRelations(repo, a, b)
    times.push(Number(process.hrtime.bigint() - t0) / 1e6)
    if (r.steps !== null) connected++
    const key = r.steps === null ? (r.exhausted ? 'stopped' : 'none') : String(r.steps)
    steps.set(key, (steps.get(key) ?? 0) + 1)
  }
  times.sort((x, y) => x - y)
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1)
  console.log(
    `relationship paths, ${pairs} pairs on ${have || companies} companies: p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  )
  console.log(
    `connected ${connected}/${pairs}; steps: ${[...steps]
      .sort()
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ')}`,
  )
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
