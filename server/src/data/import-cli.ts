/* npm run import -- file.jsonl [--db path | --db postgres://…]; without --db: DATABASE_URL (PostgreSQL), else DATABASE */
import { readEnv } from '../env'
import fs from 'node:fs'
import { openCommandStore } from '../store/command-store'
import { importJsonl } from './import'
import { mergeRecordIndexes } from '../search/indexer'

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const dbAt = args.indexOf('--db')
  const file = args.find((a, i) => !a.startsWith('--') && (dbAt < 0 || i !== dbAt + 1))
  if (!file || !fs.existsSync(file)) {
    console.error('用法：npm run import -- 文件.jsonl [--db 数据库路径或 postgres:// 地址]（文件不存在）')
    return 1
  }
  const store = await openCommandStore(dbAt >= 0 ? args[dbAt + 1] : undefined, readEnv())
  try {
    const started = Date.now()
    // record and change lines already stored are skipped, so importing the same file again (after an interruption, say) adds nothing
    const r = await importJsonl(store.sql, fs.readFileSync(file, 'utf8'), { dedupe: true })
    if (!r.ok) {
      console.error(`导入失败，未写入任何数据。共 ${r.errors.length} 处错误：`)
      for (const e of r.errors.slice(0, 50)) console.error(`  第 ${e.line} 行：${e.msg}`)
      return 1
    }
    if (store.db) mergeRecordIndexes(store.db)
    console.log(
      `导入完成（${store.label}，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒）：${
        Object.entries(r.counts)
          .map(([k, v]) => `${k} ${v}`)
          .join('，') || '无数据'
      }`,
    )
    return 0
  } finally {
    await store.close()
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`导入失败：${e instanceof Error ? e.message : String(e)}`)
    process.exit(1)
  },
)
