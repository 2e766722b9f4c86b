/**
 * The store a server starts on: the SQLite file DATABASE (the default), or PostgreSQL when DATABASE_URL is set. Either
 * is migrated, and an empty one is filled with the demo data. PostgreSQL gets the demo data the bulk way: it is made
 * in a temporary SQLite file and copied in with COPY, and the name index is built from the copied tables (also when a
 * restored or imported database arrives without it).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { companyCount, openDb, type DB } from './db'
import { SqliteSql } from './sqlite-sql'
import { PgSql } from './pg-sql'
import { openMigratedPg } from './command-store'
import { PG_LOCKS } from './pg-locks'
import type { Sql } from './sql'
import { copySqliteIntoPg } from '../pg/copy-from-sqlite'
import { buildPgSearchIndex, ensurePgSearchIndex } from '../pg/search-index'
import { DEMO_SEED, publicUnitRng, seedDemo } from '../data/generate'
import { seedPublicUnits } from '../data/public-units'

export interface Store {
  sql: Sql
  /** the SQLite handle; null on PostgreSQL */
  db: DB | null
  close(): Promise<void>
}

export interface StoreOptions {
  databaseFile: string
  databaseUrl?: string
  poolMax?: number
  demoCompanies: number
  log: (line: string) => void
}

export async function openStore(opts: StoreOptions): Promise<Store> {
  if (!opts.databaseUrl) {
    const db = openDb(opts.databaseFile)
    seedSqliteIfEmpty(db, opts)
    return {
      sql: new SqliteSql(db),
      db,
      close: async () => {
        db.close()
      },
    }
  }
  const sql = await openMigratedPg(opts.databaseUrl, { max: opts.poolMax ?? 10, fileDir: path.dirname(path.resolve(opts.databaseFile)) })
  try {
    const client = await sql.pool.connect()
    try {
      // only one server seeds a shared database; the others wait for it and find it filled
      await client.query('SELECT pg_advisory_lock($1)', [PG_LOCKS.seed])
      try {
        await seedPgIfEmpty(sql, opts)
        const started = Date.now()
        if (await ensurePgSearchIndex(sql)) opts.log(`已建立企业名称索引，用时 ${seconds(started)} 秒`)
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [PG_LOCKS.seed])
      }
    } finally {
      client.release()
    }
  } catch (e) {
    await sql.close()
    throw e
  }
  return { sql, db: null, close: () => sql.close() }
}

function seedSqliteIfEmpty(db: DB, opts: StoreOptions): void {
  if (companyCount(db) === 0) {
    opts.log(`数据库为空，正在生成演示数据（${opts.demoCompanies} 家企业）…`)
    const started = Date.now()
    const r = seedDemo(db, { companies: opts.demoCompanies, onProgress: progressLog(opts.log) })
    opts.log(`演示数据生成完成：${r.companies} 家企业、${r.persons} 位人员、${r.records} 条记录，用时 ${seconds(started)} 秒`)
  } else if ((db.prepare('SELECT COUNT(*) AS n FROM public_units').get() as { n: number }).n === 0) {
    // a demo database made before 机关单位 were part of the demo data
    const units = seedPublicUnits(db, publicUnitRng(DEMO_SEED))
    opts.log(`已补充演示数据：${units} 家机关单位`)
  }
}

async function seedPgIfEmpty(sql: PgSql, opts: StoreOptions): Promise<void> {
  const count = async (table: string) => (await sql.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get<{ n: number }>())!.n
  if ((await count('companies')) > 0) return
  // the copy replaces every table it fills: it must never run over a database that already holds users' data
  if ((await count('users')) > 0) throw new Error('PostgreSQL 数据库中已有用户数据但没有企业数据：请先导入企业数据（npm run import）')
  opts.log(`数据库为空，正在生成演示数据（${opts.demoCompanies} 家企业）…`)
  await seedPgDemo(sql, { companies: opts.demoCompanies, log: opts.log })
}

/**
 * Fills a PostgreSQL database with demo data the bulk way: generated into a temporary SQLite file, then copied in with
 * COPY, replacing every table it fills (one transaction).
 */
export async function seedPgDemo(
  sql: PgSql,
  opts: { companies: number; seed?: number; log: (line: string) => void },
): Promise<{ companies: number; persons: number; records: number; rows: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-seed-'))
  try {
    const db = openDb(path.join(dir, 'seed.db'))
    try {
      let started = Date.now()
      const r = seedDemo(db, { companies: opts.companies, seed: opts.seed, onProgress: progressLog(opts.log) })
      opts.log(`演示数据生成完成：${r.companies} 家企业、${r.persons} 位人员、${r.records} 条记录，用时 ${seconds(started)} 秒`)
      opts.log('正在用 COPY 写入 PostgreSQL…')
      started = Date.now()
      const copied = await copySqliteIntoPg(db, sql.pool)
      const rows = copied.reduce((s, x) => s + x.rows, 0)
      opts.log(`已写入 PostgreSQL：${copied.length} 张表、${rows} 行，用时 ${seconds(started)} 秒`)
      started = Date.now()
      await buildPgSearchIndex(sql)
      opts.log(`已建立企业名称索引，用时 ${seconds(started)} 秒`)
      return { companies: r.companies, persons: r.persons, records: r.records, rows }
    } finally {
      db.close()
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

function progressLog(log: (line: string) => void): (done: number, total: number) => void {
  let last = -1
  return (done, total) => {
    const pct = Math.floor((done / total) * 100)
    if (pct >= last + 10 || (pct === 100 && last < 100)) {
      last = pct
      log(`演示数据生成中 ${pct}%`)
    }
  }
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1)
