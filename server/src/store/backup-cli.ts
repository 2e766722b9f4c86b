/* npm run backup -- <destination.db> : an online backup of the database (safe while the server runs) */
import { readEnv } from '../env'
import path from 'node:path'
import fs from 'node:fs'
import Database from 'better-sqlite3'

const source = path.resolve(readEnv().DATABASE)
const dest = process.argv[2]
if (!dest) {
  console.error('用法：npm run backup -- <备份文件路径>')
  process.exit(1)
}
if (!fs.existsSync(source)) {
  console.error(`数据库 ${source} 不存在`)
  process.exit(1)
}
const target = path.resolve(dest)
if (fs.existsSync(target)) {
  console.error(`${target} 已存在，未覆盖`)
  process.exit(1)
}
const db = new Database(source, { readonly: true })
db.backup(target)
  .then(() => {
    console.log(`已备份到 ${target}`)
    db.close()
  })
  .catch((e: Error) => {
    console.error(`备份失败：${e.message}`)
    process.exit(1)
  })
