/*
 * Name search on PostgreSQL side by side with SQLite FTS5, on the same companies and the same queries:
 *   npx tsx bench/search-pg.ts [--companies 1000000] [--db bench/out/bench-1m.db] [--per 300] [--pg postgres://postgres@127.0.0.1:5432/postgres]
 * Seeds the SQLite database when it is empty, loads its companies into the PostgreSQL index (schema yqc_bench; reused
 * when it holds the same count), then times the ranked ids (page 1, 20 rows) and the capped count of each query on both
 * stores and prints p50/p99 per query class and their ratio.
 * --build: first times the index built from the PostgreSQL tables themselves, as a server on PostgreSQL builds it —
 * migrates a schema of its own (yqc_bench_full, dropped afterwards), COPYs the SQLite file into it, then times
 * buildPgSearchIndex and reindexCompanies of 1,000 companies.
 */
import path from 'node:path'
import { Pool } from 'pg'
import { PgSql } from '../server/src/store/pg-sql'
import { openDb, companyCount } from '../server/src/store/db'
import { seedDemo } from '../server/src/data/generate'
import { countHits, rankedIds } from '../server/src/search/search'
import { initials, sanitize } from '../server/src/search/tokens'
import { Rng } from '../server/src/data/random'
import { loadSearchIndex } from '../server/src/pg/search-load'
import { pgSearchIds } from '../server/src/pg/search'
import { buildPgSearchIndex } from '../server/src/pg/search-index'
import { copySqliteIntoPg } from '../server/src/pg/copy-from-sqlite'
import { migratePg } from '../server/src/store/pg-migrate'
import { reindexCompanies } from '../server/src/search/reindex'

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}

const companies = Number(arg('companies', '1000000'))
const file = path.resolve(arg('db', `bench/out/bench-${companies >= 1000000 ? `${companies / 1000000}m` : `${companies / 1000}k`}.db`))
const per = Number(arg('per', '300'))
const pgUrl = arg('pg', 'postgres://postgres@127.0.0.1:5432/postgres')
const SCHEMA = 'yqc_bench'

async function main() {
  const db = openDb(file)
  if (companyCount(db) === 0) {
    console.log(`seeding ${companies} companies into ${file} …`)
    const r = seedDemo(db, { companies })
    console.log(`seeded in ${(r.ms / 1000).toFixed(1)} s`)
  }
  const n = companyCount(db)
  const admin = new Pool({ connectionString: pgUrl, max: 1 })
  if (process.argv.includes('--build')) await timeBuild(db, admin, n)
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`)
  const sql = new PgSql({ connectionString: pgUrl, max: 2, options: `-c search_path=${SCHEMA}` })
  const have = await sql.pool
    .query<{ n: string }>('SELECT COUNT(*) AS n FROM search_companies')
    .then((r) => Number(r.rows[0].n))
    .catch(() => 0)
  if (have !== n) {
    const t0 = Date.now()
    let last = 0
    await loadSearchIndex(db, sql, (done, total) => {
      if (done - last >= 100_000 || done === total) {
        last = done
        console.log(`  loaded ${done} / ${total}`)
      }
    })
    console.log(`PostgreSQL index loaded: ${n} companies in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  } else console.log(`reusing the PostgreSQL index (${n} companies)`)

  const rng = new Rng(7)
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
  }
  for (let i = 0; i < per; i++) {
    classes['2-character'].push(slice(cjkOnly(randomCompany().name), 2))
    classes['3–4-character'].push(slice(cjkOnly(randomCompany().name), rng.int(3, 4)))
    classes['full name'].push(randomCompany().name)
    classes['person name'].push((personAt.get(rng.int(1, maxPerson)) as { name: string }).name)
    const b = randomCompany().brand
    classes['pinyin initials'].push(initials(b).slice(0, rng.int(2, Math.max(2, Math.min(6, b.length)))))
  }
  for (const q of classes['2-character'].slice(0, 30)) {
    rankedIds(db, sanitize(q), 20)
    await pgSearchIds(sql, sanitize(q), 20)
  }
  const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]
  console.log(`\nranked page (20) + capped count at ${n} companies, ms`)
  console.log('| class            | SQLite p50 | SQLite p99 | PostgreSQL p50 | PostgreSQL p99 | p99 ratio |')
  console.log('|------------------|-----------:|-----------:|---------------:|---------------:|----------:|')
  let mismatches = 0
  for (const [cls, queries] of Object.entries(classes)) {
    const lite: number[] = []
    const pg: number[] = []
    for (const raw of queries) {
      const q = sanitize(raw)
      let t = process.hrtime.bigint()
      const a = rankedIds(db, q, 20)
      countHits(db, q)
      lite.push(Number(process.hrtime.bigint() - t) / 1e6)
      t = process.hrtime.bigint()
      // the ranked ids and the capped count in one call, as the repository asks for them
      const b = (await pgSearchIds(sql, q, 20)).ids
      pg.push(Number(process.hrtime.bigint() - t) / 1e6)
      if (a.join() !== b.join()) mismatches++
    }
    lite.sort((x, y) => x - y)
    pg.sort((x, y) => x - y)
    console.log(
      `| ${cls.padEnd(16)} | ${pct(lite, 50).toFixed(2).padStart(10)} | ${pct(lite, 99).toFixed(2).padStart(10)} | ${pct(pg, 50).toFixed(2).padStart(14)} | ${pct(pg, 99).toFixed(2).padStart(14)} | ${(pct(pg, 99) / pct(lite, 99)).toFixed(1).padStart(8)}× |`,
    )
  }
  console.log(`\nqueries whose ranked page differs between the stores: ${mismatches}`)
  await sql.close()
  await admin.end()
  db.close()
}

/** COPY into a migrated schema, then buildPgSearchIndex over its tables and reindexCompanies of 1,000 companies */
async function timeBuild(db: ReturnType<typeof openDb>, admin: Pool, n: number) {
  const full = 'yqc_bench_full'
  await admin.query(`DROP SCHEMA IF EXISTS ${full} CASCADE`)
  await admin.query(`CREATE SCHEMA ${full}`)
  const client = await admin.connect()
  try {
    await client.query(`SET search_path = ${full}`)
    await migratePg(client)
    await client.query('RESET search_path')
  } finally {
    client.release()
  }
  const sql = new PgSql({ connectionString: pgUrl, max: 2, options: `-c search_path=${full}` })
  try {
    let t = Date.now()
    await copySqliteIntoPg(db, sql.pool)
    console.log(`COPY of the SQLite file into PostgreSQL: ${((Date.now() - t) / 1000).toFixed(1)} s`)
    t = Date.now()
    let last = 0
    const built = await buildPgSearchIndex(sql, (done, total) => {
      if (done - last >= 100_000 || done === total) {
        last = done
        console.log(`  indexed ${done} / ${total} (${((Date.now() - t) / 1000).toFixed(1)} s)`)
      }
    })
    const ms = Date.now() - t
    const size = await sql.prepare(`SELECT pg_total_relation_size('search_companies') AS b`).get<{ b: number }>()
    console.log(
      `buildPgSearchIndex: ${built} of ${n} companies in ${(ms / 1000).toFixed(1)} s (${Math.round(built / (ms / 1000))}/s), table and indexes ${Math.round(Number(size?.b) / 2 ** 20)} MB`,
    )
    const ids = Array.from({ length: 1000 }, (_, i) => 1 + Math.floor((i * n) / 1000))
    t = Date.now()
    await sql.atomically(() => reindexCompanies(sql, ids))
    console.log(`reindexCompanies of 1000 companies: ${Date.now() - t} ms`)
  } finally {
    await sql.close()
    await admin.query(`DROP SCHEMA IF EXISTS ${full} CASCADE`)
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
