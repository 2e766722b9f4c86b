/**
 * The PostgreSQL name index answers exactly what the SQLite FTS5 index answers: the same ranked companies and the
 * same capped count, for a fixed set of queries of every class (full names, 2–4-character fragments, brands, legal
 * representatives, shareholders, single characters, pinyin initials and their prefixes, no hit).
 * Uses the machine's PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) in a schema of
 * its own, dropped afterwards.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Pool } from 'pg'
import { PgSql } from '../../src/store/pg-sql'
import { openDb, type DB } from '../../src/store/db'
import { seedDemo } from '../../src/data/generate'
import { countHits, rankedIds } from '../../src/search/search'
import { initials, sanitize } from '../../src/search/tokens'
import { loadSearchIndex } from '../../src/pg/search-load'
import { pgCountHits, pgRankedIds } from '../../src/pg/search'

const URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const schema = `yqc_search_${process.pid}_${Date.now().toString(36)}`
let dir: string
let db: DB
let admin: Pool
let pool: PgSql
let loaded = 0

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-pg-search-'))
  db = openDb(path.join(dir, 'app.db'))
  seedDemo(db, { companies: 3000, seed: 7 })
  admin = new Pool({ connectionString: URL, max: 1 })
  await admin.query(`CREATE SCHEMA ${schema}`).catch((e) => {
    throw new Error(`这些测试需要 PostgreSQL（${URL}）：${(e as Error).message}`)
  })
  pool = new PgSql({ connectionString: URL, max: 4, options: `-c search_path=${schema}` })
  loaded = await loadSearchIndex(db, pool)
}, 120_000)

afterAll(async () => {
  await pool?.close()
  await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  await admin?.end()
  db?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

function querySet(): string[] {
  const companies = db
    .prepare('SELECT id, name, brand, legal_person FROM companies WHERE id % 97 = 1 ORDER BY id LIMIT 24')
    .all() as Array<{
    id: number
    name: string
    brand: string
    legal_person: string
  }>
  const holder = db.prepare(
    `SELECT p.name FROM roles r JOIN persons p ON p.person_id = r.person_id WHERE r.company_id = ? AND r.role = 'shareholder' LIMIT 1`,
  )
  const out = new Set<string>()
  for (const c of companies) {
    out.add(c.name)
    out.add(c.name.slice(2, 4))
    out.add(c.name.slice(2, 5))
    out.add(c.name.slice(0, 4))
    out.add(c.name.slice(-4))
    if (c.brand) out.add(c.brand)
    if (c.legal_person) out.add(c.legal_person)
    const h = holder.get(c.id) as { name: string } | undefined
    if (h) out.add(h.name)
    out.add(c.name.slice(3, 4))
    const py = initials(c.name)
    out.add(py)
    out.add(py.slice(0, 2))
    out.add(py.slice(0, 4))
  }
  for (const k of ['不存在的企业名称', 'zzzzqx', '科技', '北京', '有限公司', 'a', 'bj']) out.add(k)
  return [...out].map(sanitize).filter(Boolean)
}

test('the loader puts every company in the PostgreSQL index', () => {
  expect(loaded).toBe((db.prepare('SELECT COUNT(*) AS n FROM companies').get() as { n: number }).n)
})

test('both stores rank the same companies and count the same hits for every query class', async () => {
  const queries = querySet()
  expect(queries.length).toBeGreaterThan(150)
  const differ: string[] = []
  let withHits = 0
  for (const q of queries) {
    for (const need of [20, 60]) {
      const lite = rankedIds(db, q, need)
      const pg = await pgRankedIds(pool, q, need)
      if (JSON.stringify(lite) !== JSON.stringify(pg)) differ.push(`${q}@${need}: sqlite ${lite.slice(0, 8)} … pg ${pg.slice(0, 8)} …`)
      if (need === 20 && lite.length) withHits++
    }
    const [a, b] = [countHits(db, q), await pgCountHits(pool, q)]
    if (a !== b) differ.push(`${q}: count sqlite ${a} pg ${b}`)
  }
  expect(differ).toEqual([])
  // the set is not trivially empty: most queries find companies
  expect(withHits).toBeGreaterThan(queries.length * 0.8)
}, 120_000)
