/*
 * npm run seed -- [--companies N] [--seed N] [--db path] [--reset]
 * With DATABASE_URL, into PostgreSQL: generated into a temporary SQLite file and copied in with COPY.
 */
import { readEnv } from '../env'
import fs from 'node:fs'
import path from 'node:path'
import { openDb, companyCount } from '../store/db'
import { seedDemo } from './generate'
import { openMigratedPg } from '../store/command-store'
import { seedPgDemo } from '../store/open-store'

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  if (i < 0) return undefined
  const v = process.argv[i + 1]
  return v === undefined || v.startsWith('--') ? '' : v
}

function fail(msg: string): never {
  console.error(msg)
  process.exit(1)
}

const companiesArg = arg('companies')
const seedArg = arg('seed')
const companies = companiesArg === undefined ? 20000 : Number(companiesArg)
const seed = seedArg === undefined ? undefined : Number(seedArg)
if (!Number.isInteger(companies) || companies < 1 || companies > 5000000) fail('--companies 须为 1 到 5000000 之间的整数')
if (seed !== undefined && (!Number.isInteger(seed) || seed < 0)) fail('--seed 须为非负整数')
const databaseUrl = readEnv().DATABASE_URL
const reset = process.argv.includes('--reset')

async function intoPg(url: string): Promise<void> {
  const sql = await openMigratedPg(url, { max: 2 })
  try {
    const has = async (table: string) => Boolean(await sql.prepare(`SELECT 1 AS x FROM ${table} LIMIT 1`).get())
    if (!reset && ((await has('companies')) || (await has('users'))))
      fail('PostgreSQL 数据库已有数据，未写入任何内容。如需重新生成，请加 --reset（将替换所有数据表的内容）。')
    console.log(`生成演示数据：${companies} 家企业，种子 ${seed ?? '默认'}，写入 PostgreSQL`)
    const r = await seedPgDemo(sql, { companies, seed, log: (line) => console.log(`  ${line}`) })
    console.log(`完成：企业 ${r.companies}，人员 ${r.persons}，记录 ${r.records}，共 ${r.rows} 行`)
  } finally {
    await sql.close()
  }
}

function intoSqlite(): void {
  const file = path.resolve(arg('db') || readEnv().DATABASE)
  if (reset) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
  }
  const db = openDb(file)
  if (companyCount(db) > 0) {
    db.close()
    fail(`数据库 ${file} 已有数据，未写入任何内容。如需重新生成，请加 --reset（将删除该文件后重建）。`)
  }
  console.log(`生成演示数据：${companies} 家企业，种子 ${seed ?? '默认'}，写入 ${file}`)
  let last = -1
  const result = seedDemo(db, {
    companies,
    seed,
    onProgress: (done, total) => {
      const pct = Math.floor((done / total) * 100)
      if (pct >= last + 5 || pct === 100) {
        last = pct
        process.stdout.write(`  ${pct}%\n`)
      }
    },
  })
  db.close()
  console.log(`完成：企业 ${result.companies}，人员 ${result.persons}，记录 ${result.records}，用时 ${(result.ms / 1000).toFixed(1)} 秒`)
}

if (databaseUrl && !arg('db')) {
  intoPg(databaseUrl).catch((e: Error) => fail(`写入 PostgreSQL 失败：${e.message}`))
} else intoSqlite()
