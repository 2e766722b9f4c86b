/*
 * The JSONL importer on either store:
 *   npx tsx bench/import.ts [--companies 20000] [--lines 50000] [--pg postgres://postgres@127.0.0.1:5432/test]
 * Seeds a SQLite database of demo companies and writes them out as import lines (companies, persons, roles, records)
 * up to --lines; then times, on a fresh SQLite file (and with --pg on a fresh PostgreSQL schema): the first import,
 * the same file again (every record already stored), and a generated change feed of --lines lines against the
 * seeded companies. Prints lines/s of each.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Pool } from 'pg'
import { openDb, type DB } from '../server/src/store/db'
import { seedDemo } from '../server/src/data/generate'
import { importJsonl } from '../server/src/data/import'
import { generateFeed } from '../server/src/monitor/feed'
import { SqliteSql } from '../server/src/store/sqlite-sql'
import { PgSql } from '../server/src/store/pg-sql'
import { migratePg } from '../server/src/store/pg-migrate'
import { copySqliteIntoPg } from '../server/src/pg/copy-from-sqlite'
import type { Sql } from '../server/src/store/sql'

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}
const companies = Number(arg('companies', '20000'))
const maxLines = Number(arg('lines', '50000'))
const pgUrl = process.argv.includes('--pg') ? arg('pg', 'postgres://postgres@127.0.0.1:5432/test') : ''

/** The seeded companies as import lines: each company, the persons it names, its roles and its records. */
function linesOf(db: DB): string {
  const out: string[] = []
  const people = new Set<string>()
  const roles = db.prepare(
    'SELECT r.*, p.name AS person_name FROM roles r JOIN persons p ON p.person_id = r.person_id WHERE r.company_id = ? ORDER BY r.id',
  )
  const records = db.prepare('SELECT * FROM records WHERE company_id = ? ORDER BY id')
  for (const c of db.prepare('SELECT * FROM companies ORDER BY id').iterate() as Iterable<Record<string, any>>) {
    if (out.length >= maxLines) break
    out.push(
      JSON.stringify({
        type: 'company',
        pid: c.pid,
        name: c.name,
        brand: c.brand,
        formerNames: JSON.parse(c.former_names),
        status: c.status,
        regionCode: c.region_code,
        industryCode: c.industry_code,
        established: c.established,
        creditCode: c.credit_code,
        legalPerson: c.legal_person,
        regCapital: c.reg_capital,
        paidCapital: c.paid_capital,
        companyType: c.company_type,
        address: c.address,
        scope: c.scope,
      }),
    )
    for (const r of roles.all(c.id) as Array<Record<string, any>>) {
      if (!people.has(r.person_id)) {
        people.add(r.person_id)
        out.push(JSON.stringify({ type: 'person', personId: r.person_id, name: r.person_name }))
      }
      out.push(
        JSON.stringify({
          type: 'role',
          pid: c.pid,
          personId: r.person_id,
          role: r.role,
          position: r.position,
          share: r.share ?? undefined,
          amount: r.amount ?? undefined,
          fromDate: r.from_date ?? undefined,
          toDate: r.to_date ?? undefined,
        }),
      )
    }
    for (const r of records.all(c.id) as Array<Record<string, any>>) {
      out.push(
        JSON.stringify({
          type: 'record',
          dimension: r.dimension,
          pid: c.pid,
          date: r.date ?? undefined,
          amount: r.amount ?? undefined,
          title: r.title,
          refNo: r.ref_no ?? undefined,
          status: r.status,
          detail: JSON.parse(r.detail),
        }),
      )
    }
  }
  return out.slice(0, maxLines).join('\n') + '\n'
}

async function timed(label: string, sql: Sql, text: string): Promise<void> {
  const n = text.split('\n').filter(Boolean).length
  const t = Date.now()
  const r = await importJsonl(sql, text, { dedupe: true })
  const s = (Date.now() - t) / 1000
  if (!r.ok) throw new Error(`${label}: ${JSON.stringify(r.errors.slice(0, 3))}`)
  console.log(
    `${sql.dialect.padEnd(6)} ${label.padEnd(28)} ${n} lines ${s.toFixed(2)} s  ${Math.round(n / s)} lines/s  ${JSON.stringify(r.counts)}`,
  )
}

async function pgSchema(name: string, from?: DB): Promise<PgSql> {
  const admin = new Pool({ connectionString: pgUrl, max: 1 })
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`)
    await admin.query(`CREATE SCHEMA ${name}`)
  } finally {
    await admin.end()
  }
  const sql = new PgSql({ connectionString: pgUrl, max: 4, options: `-c search_path=${name}` })
  const client = await sql.pool.connect()
  try {
    await migratePg(client)
  } finally {
    client.release()
  }
  if (from) await copySqliteIntoPg(from, sql.pool)
  return sql
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-import-bench-'))
  try {
    const source = openDb(path.join(dir, 'source.db'))
    let t = Date.now()
    seedDemo(source, { companies, seed: 3 })
    console.log(`seed ${companies} companies: ${((Date.now() - t) / 1000).toFixed(1)} s`)
    const text = linesOf(source)
    t = Date.now()
    const feed = await generateFeed(new SqliteSql(source), {
      days: 10,
      end: '2026-11-01',
      perDay: Math.ceil(maxLines / 10),
      monitoredShare: 0,
    })
    console.log(`generate feed: ${((Date.now() - t) / 1000).toFixed(1)} s`)

    const fresh = openDb(path.join(dir, 'fresh.db'))
    const sqlite = new SqliteSql(fresh)
    await timed('fresh import', sqlite, text)
    await timed('same file again', sqlite, text)
    const feedDb = new SqliteSql(source)
    if (pgUrl) {
      const pgFresh = await pgSchema('yqc_bench_import')
      const pgFeed = await pgSchema('yqc_bench_feed', source)
      try {
        await timed('fresh import', pgFresh, text)
        await timed('same file again', pgFresh, text)
        await timed('change feed', pgFeed, feed)
      } finally {
        await pgFresh.close()
        await pgFeed.close()
      }
    }
    await timed('change feed', feedDb, feed)
    fresh.close()
    source.close()
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
