/**
 * The PostgreSQL migrations (server/src/store/migrations-pg, applied by migratePg) build the schema the SQLite
 * migrations build: the same ordinary tables, columns in the same order, NOT NULL columns, primary keys, defaults,
 * CHECK counts, foreign keys, indexes and reference rows, and triggers that fill the derived tables with the same rows.
 * SQLite's FTS5 and R*Tree tables (and their shadow tables) have no counterpart; the PostgreSQL migrations name each,
 * and each trigger that is not translated. A SQLite migration without its PostgreSQL counterpart fails here.
 * Uses the machine's PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) in a schema of
 * its own, dropped afterwards.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Client, Pool } from 'pg'
import { openDb, type DB } from '../../src/store/db'
import { migratePg } from '../../src/store/pg-migrate'

const URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const schema = `yqc_schema_${process.pid}_${Date.now().toString(36)}`
const PG_DIR = path.join(__dirname, '../../src/store/migrations-pg')
let admin: Pool
let client: Client
let db: DB
let firstRun: string[] = []

beforeAll(async () => {
  db = openDb(':memory:')
  admin = new Pool({ connectionString: URL, max: 1 })
  await admin.query(`CREATE SCHEMA ${schema}`).catch((e) => {
    throw new Error(`这些测试需要 PostgreSQL（${URL}）：${(e as Error).message}`)
  })
  client = new Client({ connectionString: URL })
  await client.connect()
  await client.query(`SET search_path TO ${schema}`)
  firstRun = await migratePg(client)
}, 60_000)

afterAll(async () => {
  await client?.end()
  await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  await admin?.end()
  db?.close()
})

/**
 * The tables only the PostgreSQL schema has: its own indexes standing in for SQLite's FTS5 and R*Tree tables (which
 * the migrations name as left out).
 */
const PG_ONLY_TABLES = [
  // the name index (002_search.sql), for company_fts
  'search_companies',
]

// ---- SQLite side

type Master = { type: string; name: string; tbl_name: string; sql: string | null }
const master = () => db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid').all() as Master[]
const SHADOW = /^(data|idx|content|docsize|config|node|parent|rowid)$/

/** FTS5 / R*Tree virtual tables and their shadow tables. */
function sqliteOnlyTables(): string[] {
  const virtual = master()
    .filter((r) => r.type === 'table' && /^CREATE VIRTUAL TABLE/i.test(r.sql ?? ''))
    .map((r) => r.name)
  const shadows = master().filter(
    (r) => r.type === 'table' && virtual.some((v) => r.name.startsWith(`${v}_`) && SHADOW.test(r.name.slice(v.length + 1))),
  )
  return [...virtual, ...shadows.map((r) => r.name)]
}

function sqliteTables(): string[] {
  const only = new Set(sqliteOnlyTables())
  return master()
    .filter((r) => r.type === 'table' && !r.name.startsWith('sqlite_') && !only.has(r.name))
    .map((r) => r.name)
}

type Column = { name: string; notnull: number; pk: number; dflt_value: string | null }
const sqliteColumns = (t: string) =>
  db.prepare('SELECT name, "notnull", pk, dflt_value FROM pragma_table_info(?) ORDER BY cid').all(t) as Column[]

/** Index signatures 'col, col DESC' with ' UNIQUE' / ' WHERE' marks, of every index (constraint ones too). */
function sqliteIndexes(t: string): Array<{ name: string; sig: string }> {
  const list = db.prepare('SELECT name, "unique", partial FROM pragma_index_list(?)').all(t) as Array<{
    name: string
    unique: number
    partial: number
  }>
  return list.map((ix) => {
    const cols = db.prepare('SELECT name, "desc" FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno').all(ix.name) as Array<{
      name: string | null
      desc: number
    }>
    const sig = cols.map((c) => (c.name ?? '<expr>') + (c.desc ? ' DESC' : '')).join(', ')
    return { name: ix.name, sig: sig + (ix.unique ? ' UNIQUE' : '') + (ix.partial ? ' WHERE' : '') }
  })
}

function sqliteForeignKeys(t: string): string[] {
  const rows = db
    .prepare('SELECT id, seq, "table", "from", "to", on_update, on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq')
    .all(t) as Array<{
    id: number
    table: string
    from: string
    to: string | null
    on_update: string
    on_delete: string
  }>
  const byId = new Map<number, typeof rows>()
  for (const r of rows) byId.set(r.id, [...(byId.get(r.id) ?? []), r])
  return [...byId.values()].map((fk) => {
    const to = fk.map((c) => c.to ?? sqliteColumns(fk[0].table).find((k) => k.pk === 1)!.name)
    return `(${fk.map((c) => c.from).join(', ')}) → ${fk[0].table}(${to.join(', ')}) ON DELETE ${fk[0].on_delete} ON UPDATE ${fk[0].on_update}`
  })
}

// ---- PostgreSQL side

async function pgColumns(): Promise<Map<string, Array<{ name: string; notnull: boolean; dflt: string | null }>>> {
  const { rows } = await client.query(
    `SELECT c.relname AS t, a.attname AS name, a.attnotnull AS notnull, pg_get_expr(d.adbin, d.adrelid) AS dflt
     FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' ORDER BY c.relname, a.attnum`,
  )
  const out = new Map<string, Array<{ name: string; notnull: boolean; dflt: string | null }>>()
  for (const r of rows) out.set(r.t, [...(out.get(r.t) ?? []), { name: r.name, notnull: r.notnull, dflt: r.dflt }])
  return out
}

/** Per table: its indexes (signatures as sqliteIndexes makes them), primary-key columns, CHECK count and foreign keys. */
async function pgConstraints() {
  const indexes = await client.query(
    `SELECT t.relname AS t, ix.relname AS name, i.indisprimary AS primary,
       array_to_string(ARRAY(
         SELECT CASE WHEN k.n = 0 THEN '<expr>' ELSE a.attname END || CASE WHEN i.indoption[k.o - 1] & 1 = 1 THEN ' DESC' ELSE '' END
         FROM unnest(i.indkey::int2[]) WITH ORDINALITY AS k(n, o) LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.n
         WHERE k.o <= i.indnkeyatts ORDER BY k.o), ', ')
       || CASE WHEN i.indisunique THEN ' UNIQUE' ELSE '' END || CASE WHEN i.indpred IS NULL THEN '' ELSE ' WHERE' END AS sig
     FROM pg_index i JOIN pg_class ix ON ix.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relnamespace = current_schema()::regnamespace`,
  )
  const checks = await client.query(
    `SELECT c.conrelid::regclass::text AS t, count(*)::int AS n FROM pg_constraint c
     WHERE c.connamespace = current_schema()::regnamespace AND c.contype = 'c' GROUP BY 1`,
  )
  const fks = await client.query(
    `SELECT c.conrelid::regclass::text AS t,
       '(' || array_to_string(ARRAY(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY AS k(n, o)
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.o), ', ') || ') → '
       || c.confrelid::regclass::text || '(' || array_to_string(ARRAY(SELECT a.attname FROM unnest(c.confkey) WITH ORDINALITY AS k(n, o)
         JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.o), ', ') || ')'
       || ' ON DELETE ' || ${actionName('c.confdeltype')} || ' ON UPDATE ' || ${actionName('c.confupdtype')} AS fk
     FROM pg_constraint c WHERE c.connamespace = current_schema()::regnamespace AND c.contype = 'f'`,
  )
  return {
    indexes: indexes.rows as Array<{ t: string; name: string; primary: boolean; sig: string }>,
    checks: new Map((checks.rows as Array<{ t: string; n: number }>).map((r) => [r.t, r.n])),
    fks: fks.rows as Array<{ t: string; fk: string }>,
  }
}

function actionName(col: string): string {
  return `CASE ${col} WHEN 'a' THEN 'NO ACTION' WHEN 'r' THEN 'RESTRICT' WHEN 'c' THEN 'CASCADE' WHEN 'n' THEN 'SET NULL' ELSE 'SET DEFAULT' END`
}

/** A column default as SQLite's pragma spells it: PostgreSQL adds the literal's type ('x'::text). */
const pgDefault = (d: string | null) => (d === null ? null : d.replace(/::(text|bigint|double precision|numeric|bytea)$/, ''))

// ---- tests

test('migratePg applies every PostgreSQL migration once', async () => {
  const files = fs
    .readdirSync(PG_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  expect(firstRun).toEqual(files)
  expect(await migratePg(client)).toEqual([])
  const { rows } = await client.query('SELECT name FROM schema_migrations ORDER BY name')
  expect(rows.map((r) => r.name)).toEqual(files)
})

test('PostgreSQL has the SQLite tables with the same columns, NOT NULLs, keys, defaults, checks, foreign keys and indexes', async () => {
  const problems: string[] = []
  const pgCols = await pgColumns()
  const pg = await pgConstraints()
  const tables = sqliteTables()
  for (const t of tables.filter((t) => !pgCols.has(t))) problems.push(`table ${t}: missing in PostgreSQL`)
  for (const t of [...pgCols.keys()].filter((t) => !tables.includes(t) && !PG_ONLY_TABLES.includes(t)))
    problems.push(`table ${t}: only in PostgreSQL`)
  for (const t of PG_ONLY_TABLES.filter((t) => !pgCols.has(t))) problems.push(`table ${t}: listed as PostgreSQL-only, missing there`)

  for (const t of tables.filter((t) => pgCols.has(t))) {
    const lite = sqliteColumns(t)
    const pgc = pgCols.get(t)!
    const [a, b] = [lite.map((c) => c.name), pgc.map((c) => c.name)]
    if (a.join() !== b.join()) problems.push(`table ${t}: columns differ — SQLite (${a.join(', ')}) PostgreSQL (${b.join(', ')})`)
    const pk = lite
      .filter((c) => c.pk > 0)
      .sort((x, y) => x.pk - y.pk)
      .map((c) => c.name)
    const pgPk = pg.indexes.find((i) => i.t === t && i.primary)?.sig.replace(/ UNIQUE$/, '') ?? ''
    if (pk.join(', ') !== pgPk) problems.push(`table ${t}: primary key differs — SQLite (${pk.join(', ')}) PostgreSQL (${pgPk})`)
    for (const c of lite) {
      const p = pgc.find((x) => x.name === c.name)
      if (!p) continue
      // a primary key column is NOT NULL in PostgreSQL; SQLite lets a non-integer one of a rowid table hold NULL
      const notnull = c.notnull === 1 || c.pk > 0
      if (notnull !== p.notnull) problems.push(`column ${t}.${c.name}: NOT NULL in ${notnull ? 'SQLite' : 'PostgreSQL'} only`)
      if (c.dflt_value !== pgDefault(p.dflt)) problems.push(`column ${t}.${c.name}: default SQLite ${c.dflt_value} PostgreSQL ${p.dflt}`)
    }

    const sql = master().find((r) => r.type === 'table' && r.name === t)!.sql!
    const checks = (sql.match(/\bCHECK\s*\(/gi) ?? []).length
    if (checks !== (pg.checks.get(t) ?? 0))
      problems.push(`table ${t}: ${checks} CHECK constraints in SQLite, ${pg.checks.get(t) ?? 0} in PostgreSQL`)

    const fks = sqliteForeignKeys(t).sort()
    const pgFks = pg.fks
      .filter((f) => f.t === t)
      .map((f) => f.fk)
      .sort()
    for (const f of fks.filter((f) => !pgFks.includes(f))) problems.push(`table ${t}: foreign key ${f} missing in PostgreSQL`)
    for (const f of pgFks.filter((f) => !fks.includes(f))) problems.push(`table ${t}: foreign key ${f} only in PostgreSQL`)

    const pgIx = pg.indexes.filter((i) => i.t === t)
    for (const ix of sqliteIndexes(t))
      if (!pgIx.some((i) => i.sig === ix.sig)) problems.push(`index ${ix.name} on ${t} (${ix.sig}): no PostgreSQL index with these columns`)
  }
  expect(problems).toEqual([])
})

test('every SQLite-only object is named in the PostgreSQL migrations, and every other trigger exists there', async () => {
  const text = fs
    .readdirSync(PG_DIR)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => fs.readFileSync(path.join(PG_DIR, f), 'utf8'))
    .join('\n')
  const named = (n: string) => new RegExp(`^--.*\\b${n}\\b`, 'm').test(text)
  const problems = sqliteOnlyTables()
    .filter((t) => !named(t))
    .map((t) => `table ${t}: SQLite-only, not named in migrations-pg`)
  const { rows } = await client.query(
    `SELECT tgname AS name, tgrelid::regclass::text AS t FROM pg_trigger
     WHERE NOT tgisinternal AND tgrelid IN (SELECT oid FROM pg_class WHERE relnamespace = current_schema()::regnamespace)`,
  )
  for (const tr of master().filter((r) => r.type === 'trigger'))
    if (!rows.some((r) => r.name === tr.name && r.t === tr.tbl_name) && !named(tr.name))
      problems.push(`trigger ${tr.name} on ${tr.tbl_name}: neither in PostgreSQL nor named as left out`)
  expect(problems).toEqual([])
})

const norm = (rows: Array<Record<string, unknown>>) =>
  rows
    .map((r) => JSON.stringify(Object.values(r).map((v) => (v === null ? null : Buffer.isBuffer(v) ? v.toString('hex') : String(v)))))
    .sort()

async function sameRows(tables: string[]): Promise<string[]> {
  const problems: string[] = []
  for (const t of tables) {
    const lite = norm(db.prepare(`SELECT * FROM ${t}`).all() as Array<Record<string, unknown>>)
    const pg = norm((await client.query(`SELECT * FROM ${t}`)).rows)
    if (JSON.stringify(lite) !== JSON.stringify(pg)) problems.push(`table ${t}: SQLite ${lite.join(' ')} PostgreSQL ${pg.join(' ')}`)
  }
  return problems
}

test('PostgreSQL holds the reference rows a fresh SQLite database holds', async () => {
  const filled = sqliteTables().filter((t) => t !== 'schema_migrations' && db.prepare(`SELECT 1 FROM ${t} LIMIT 1`).get())
  expect(filled.length).toBeGreaterThan(0)
  expect(await sameRows(filled)).toEqual([])
})

test('values of each type come back as written', async () => {
  const id = 2 ** 40 + 7
  const company = {
    id,
    pid: 'rt-pid',
    name: '北京云启科技有限公司 — ①𠀀',
    credit_code: '91110000MA00000000',
    reg_capital: 0.1 + 0.2,
    lng: 116.39712834567891,
    view_count: Number.MAX_SAFE_INTEGER,
  }
  await client.query(
    `INSERT INTO companies (id, pid, name, credit_code, reg_capital, lng, view_count, established, status, company_type,
       industry_code, industry, province_code, city_code, region_code, region_name, captured_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, '2020-01-01', '存续', '有限责任公司', 'I', '信息技术', '110000', '110100', '110105', '朝阳区', '2026-01-01')`,
    [company.id, company.pid, company.name, company.credit_code, company.reg_capital, company.lng, company.view_count],
  )
  const c = (await client.query('SELECT id, name, reg_capital, lng, view_count, currency FROM companies WHERE id = $1', [id])).rows[0]
  // pg answers bigint as a string (it may exceed a JS number); double precision as a number
  expect(c).toEqual({
    id: String(id),
    name: company.name,
    reg_capital: 0.30000000000000004,
    lng: company.lng,
    view_count: '9007199254740991',
    currency: '人民币',
  })

  const pdf = Buffer.from([...Array(256).keys()])
  await client.query(`INSERT INTO users (user_id, created_at) VALUES ('rt-user', $1)`, [Date.UTC(2026, 0, 1)])
  await client.query(
    `INSERT INTO orders (order_no, user_id, sku, level, months, price_fen, amount_fen, pay_method, created_at, close_at)
     VALUES ('rt-order', 'rt-user', 'vip-12', 1, 12, 36000, 36000, 'wechat', $1, $1)`,
    [Date.UTC(2026, 0, 1)],
  )
  const request = await client.query(
    `INSERT INTO invoice_requests (user_id, order_no, kind, buyer_name, email, item, amount_fen, provider, created_at)
     VALUES ('rt-user', 'rt-order', 'personal', '张三', 'a@example.com', '会员服务', 36000, 'demo', $1) RETURNING id`,
    [Date.UTC(2026, 0, 1)],
  )
  await client.query('INSERT INTO invoice_pdfs (request_id, pdf) VALUES ($1, $2)', [request.rows[0].id, pdf])
  const back = (await client.query('SELECT pdf FROM invoice_pdfs WHERE request_id = $1', [request.rows[0].id])).rows[0].pdf as Buffer
  expect(Buffer.compare(back, pdf)).toBe(0)
})

test('the translated triggers fill the derived tables with the rows SQLite fills', async () => {
  const steps: Array<[string, unknown[]]> = [
    [`INSERT INTO users (user_id, created_at) VALUES ('tu1', 1), ('tu2', 2), ('tu3', 3)`, []],
    [
      `INSERT INTO companies (id, pid, name, credit_code, established, status, company_type, industry_code, industry, province_code,
         city_code, region_code, region_name, captured_at)
       VALUES (?, 'TP1', 'ABC Holdings 北京云启科技有限公司', '91110105MA01', '2020-01-01', '存续', '有限责任公司', 'I', '信息技术',
         '110000', '110100', '110105', '朝阳区', '2026-01-01')`,
      [501],
    ],
    [`INSERT INTO persons (id, person_id, name) VALUES (601, 'tp-1', '张伟'), (602, 'tp-2', '李娜娜')`, []],
    [
      `INSERT INTO records (id, dimension, company_id, person_id, date, title, ref_no, parties, detail, captured_at) VALUES
         (701, 'dishonestExecutor', ?, NULL, '2025-03-01', '失信', '（2025）京0105执12号', '[]', '{}', '2026'),
         (702, 'executor', NULL, 'tp-1', '2025-04-01', '张伟', '(2024)沪0101执55号', '[]', '{}', '2026'),
         (703, 'executor', NULL, 'tp-x', NULL, '王Ab', NULL, '[]', '{}', '2026'),
         (704, 'caseFiling', ?, NULL, '2025-05-01', '立案', '（2025）京0105民初1号',
           '[{"name":"张伟","role":"原告","personId":"tp-1"},{"name":"ABC Holdings 北京云启科技有限公司","role":"被告","pid":"TP1"}]',
           '{"court":"北京市朝阳区人民法院","cause":"合同纠纷"}', '2026'),
         (705, 'caseFiling', ?, NULL, '2025-05-01', '立案', '（2025）京0105民初1号', '[{"name":"重复"}]', '{}', '2026'),
         (706, 'judgmentDocument', ?, NULL, '2025-06-01', '判决', '',
           '[{"name":"李娜娜","role":"申请执行人","personId":"tp-2"},{"name":"北京云启","role":"原告","pid":"TP1"},{"name":"赵","role":"被告","personId":"tp-9"}]',
           '{"court":7}', '2026')`,
      [501, 501, 501, 501],
    ],
    [`UPDATE companies SET name = '北京云启数据有限公司', province_code = '120000' WHERE id = ?`, [501]],
    [`UPDATE records SET parties = '[{"name":"李娜娜","role":"原告","personId":"tp-2"}]' WHERE id = ?`, [706]],
    [`UPDATE records SET dimension = 'dishonestExecutor', ref_no = '（2025）粤0101执9号' WHERE id = ?`, [703]],
    [`DELETE FROM records WHERE id IN (702, 704)`, []],
    [`INSERT INTO organizations (id, name, join_code, created_by, created_at) VALUES (801, '团队', 'J801', 'tu1', 1)`, []],
    [
      `INSERT INTO organization_members (org_id, user_id, role, joined_at) VALUES (801, 'tu1', 'admin', 1), (801, 'tu3', 'member', 2),
         (801, 'tu2', 'member', 2)`,
      [],
    ],
    [`DELETE FROM organization_members WHERE user_id = 'tu1'`, []],
  ]
  const tables = [
    'judicial_entries',
    'judicial_terms',
    'case_index',
    'case_terms',
    'clue_plaintiffs',
    'organizations',
    'organization_members',
  ]
  const check = async (label: string) => {
    const problems = await sameRows(tables)
    if (problems.length) throw new Error(`after ${label}:\n${problems.join('\n')}`)
  }
  for (const [sql, args] of steps) {
    db.prepare(sql).run(...args)
    let n = 0
    await client.query(
      sql.replace(/\?/g, () => `$${++n}`),
      args,
    )
    await check(sql.slice(0, 60))
  }
  expect((await client.query(`SELECT role FROM organization_members WHERE user_id = 'tu2'`)).rows).toEqual([{ role: 'admin' }])
  for (const sql of [`DELETE FROM organization_members WHERE user_id IN ('tu2', 'tu3')`]) {
    db.prepare(sql).run()
    await client.query(sql)
  }
  await check('the last members left')
  expect((await client.query('SELECT count(*)::int AS n FROM organizations WHERE id = 801')).rows).toEqual([{ n: 0 }])
  expect((await client.query('SELECT count(*)::int AS n FROM judicial_terms')).rows[0].n).toBeGreaterThan(5)
})
