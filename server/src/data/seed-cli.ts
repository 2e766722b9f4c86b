/* npm run seed -- [--companies N] [--seed N] [--db path] [--reset] */
import { readEnv } from '../env'
import fs from 'node:fs'
import path from 'node:path'
import { openDb, companyCount } from '../store/db'
import { seedDemo } from './generate'

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
const file = path.resolve(arg('db') || readEnv().DATABASE)

if (process.argv.includes('--reset')) {
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
