/*
 * 企业图谱 / 人员图谱 latency at scale:
 *   npx tsx bench/graph-neighbourhood.ts [--companies 1000000] [--db bench/out/bench-1m.db] [--samples 1000]
 * Seeds the database when it is empty (or reuses it), then builds the enterprise-graph neighbourhood (shareholders,
 * investments, personnel, legal representative, branches, each group capped) of random companies, the expansion of a
 * node (holdings only) and the person graph of random persons, and prints p50/p95/p99 in ms with the nodes drawn.
 * The busiest investor is timed on its own: the hub case the caps are for.
 */
import { SqliteSql } from '../server/src/store/sqlite-sql'
import path from 'node:path'
import { openDb, companyCount } from '../server/src/store/db'
import { seedDemo } from '../server/src/data/generate'
import { SqlNeighbourhoodRepo } from '../server/src/store/neighbourhood'
import { companyNeighbourhood, personNeighbourhood } from '../server/src/graph/neighbourhood'
import type { Neighbourhood } from '../contract/schemas/graphMap'
import { Rng } from '../server/src/data/random'

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}

const companies = Number(arg('companies', '1000000'))
const file = path.resolve(arg('db', `bench/out/bench-${companies >= 1000000 ? `${companies / 1000000}m` : `${companies / 1000}k`}.db`))
const samples = Number(arg('samples', '1000'))

const db = openDb(file)
const have = companyCount(db)
if (have === 0) {
  console.log(`seeding ${companies} companies into ${file} …`)
  const r = seedDemo(db, { companies })
  console.log(`seeded: ${r.companies} companies, ${r.persons} persons in ${(r.ms / 1000).toFixed(1)} s`)
} else {
  console.log(`reusing ${file} (${have} companies)`)
}

const repo = new SqlNeighbourhoodRepo(new SqliteSql(db))
const rng = new Rng(20261124)
const maxId = (db.prepare('SELECT MAX(id) AS n FROM companies').get() as { n: number }).n
const pidAt = db.prepare('SELECT pid FROM companies WHERE id = ?')
const maxPerson = (db.prepare('SELECT MAX(id) AS n FROM persons').get() as { n: number }).n
const personAt = db.prepare('SELECT person_id FROM persons WHERE id = ?')

const pct = (times: number[], p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2)
function report(label: string, times: number[], nodes: number[]) {
  times.sort((x, y) => x - y)
  const avgNodes = nodes.reduce((a, n) => a + n, 0) / (nodes.length || 1)
  console.log(
    `${label}, ${times.length} samples on ${have || companies} companies: p50 ${pct(times, 50)} ms, p95 ${pct(times, 95)} ms, ` +
      `p99 ${pct(times, 99)} ms, max ${times.at(-1)!.toFixed(2)} ms; nodes per graph ${avgNodes.toFixed(1)} (max ${Math.max(...nodes)})`,
  )
}

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = process.hrtime.bigint()
  const r = await fn()
  return [Number(process.hrtime.bigint() - t0) / 1e6, r]
}

async function main() {
  for (const scope of ['all', 'holdings'] as const) {
    const times: number[] = []
    const nodes: number[] = []
    while (times.length < samples) {
      const row = pidAt.get(1 + Math.floor(rng.next() * maxId)) as { pid: string } | undefined
      if (!row) continue
      // the lookup by pid is part of the request
      const [ms, g] = await time(async () => companyNeighbourhood(repo, (await repo.company(row.pid))!, scope))
      times.push(ms)
      nodes.push(g.nodes.length)
    }
    report(scope === 'all' ? 'enterprise graph' : 'expanded node (holdings)', times, nodes)
  }

  {
    const times: number[] = []
    const nodes: number[] = []
    while (times.length < samples) {
      const row = personAt.get(1 + Math.floor(rng.next() * maxPerson)) as { person_id: string } | undefined
      if (!row) continue
      const [ms, g] = await time(async () => personNeighbourhood(repo, (await repo.person(row.person_id))!))
      times.push(ms)
      nodes.push(g.nodes.length)
    }
    report('person graph', times, nodes)
  }

  const hub = db
    .prepare(
      'SELECT c.pid, c.name, COUNT(*) AS n FROM ownership o JOIN companies c ON c.id = o.investor_id GROUP BY o.investor_id ORDER BY n DESC LIMIT 1',
    )
    .get() as { pid: string; name: string; n: number } | undefined
  if (hub) {
    const runs: Array<[number, Neighbourhood]> = []
    for (let i = 0; i < 20; i++) runs.push(await time(async () => companyNeighbourhood(repo, (await repo.company(hub.pid))!)))
    const ms = runs.map(([t]) => t).sort((x, y) => x - y)
    const g = runs[0][1]
    console.log(
      `busiest investor (${hub.n} investments): median ${ms[10].toFixed(2)} ms, ${g.nodes.length} nodes drawn, ` +
        `collapsed: ${
          g.nodes
            .filter((n) => n.kind === 'more')
            .map((n) => n.name)
            .join('、') || 'none'
        }`,
    )
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
