/* npm run import -- file.jsonl [--db path] */
import { readEnv } from '../env'
import fs from 'node:fs'
import path from 'node:path'
import { openDb } from '../store/db'
import { importJsonl } from './import'
import { mergeRecordIndexes } from '../search/indexer'

const args = process.argv.slice(2)
const dbAt = args.indexOf('--db')
const dbFile = path.resolve((dbAt >= 0 ? args[dbAt + 1] : '') || readEnv().DATABASE)
const file = args.find((a, i) => !a.startsWith('--') && (dbAt < 0 || i !== dbAt + 1))
if (!file || !fs.existsSync(file)) {
  console.error('用法：npm run import -- 文件.jsonl [--db 数据库路径]（文件不存在）')
  process.exit(1)
}
const db = openDb(dbFile)
// record and change lines already stored are skipped, so importing the same file again (after an interruption, say) adds nothing
const r = importJsonl(db, fs.readFileSync(file, 'utf8'), { dedupe: true })
if (r.ok) mergeRecordIndexes(db)
db.close()
if (!r.ok) {
  console.error(`导入失败，未写入任何数据。共 ${r.errors.length} 处错误：`)
  for (const e of r.errors.slice(0, 50)) console.error(`  第 ${e.line} 行：${e.msg}`)
  process.exit(1)
}
console.log(
  `导入完成：${
    Object.entries(r.counts)
      .map(([k, v]) => `${k} ${v}`)
      .join('，') || '无数据'
  }`,
)
