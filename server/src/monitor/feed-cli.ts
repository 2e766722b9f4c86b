/* npm run feed -- --days 7 [--out file.jsonl] [--apply] [--in file.jsonl] [--per-day 300] [--end yyyy-mm-dd] [--db path] */
import { readEnv } from '../env'
import fs from 'node:fs'
import path from 'node:path'
import { openDb } from '../store/db'
import { chinaDate } from '../store/trends'
import { applyFeed, generateFeed } from './feed'

const args = process.argv.slice(2)
const opt = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const days = Number(opt('--days') ?? 1)
const perDay = Number(opt('--per-day') ?? 300)
const end = opt('--end') ?? chinaDate(Date.now())
if (!Number.isInteger(days) || days < 1 || days > 365 || !Number.isInteger(perDay) || perDay < 1 || !/^\d{4}-\d{2}-\d{2}$/.test(end)) {
  console.error(
    '用法：npm run feed -- --days 7 [--out 文件.jsonl] [--apply] [--in 文件.jsonl] [--per-day 300] [--end yyyy-mm-dd] [--db 数据库路径]',
  )
  process.exit(1)
}
const db = openDb(path.resolve(opt('--db') || readEnv().DATABASE))
const input = opt('--in')
const text = input ? fs.readFileSync(input, 'utf8') : generateFeed(db, { days, end, perDay })
const lines = text.split('\n').filter(Boolean).length
const out = opt('--out')
if (out) {
  fs.writeFileSync(out, text)
  console.log(`已生成 ${lines} 行变更（${days} 天，截至 ${end}）：${out}`)
} else if (!args.includes('--apply')) process.stdout.write(text)
if (args.includes('--apply')) {
  const pauseMs = readEnv().FEED_PAUSE_BETWEEN_STEPS_MS
  const r = applyFeed(db, text, Date.now(), {
    // crash tests: hold the open transaction between storing the records and storing their dynamics, to be killed there
    betweenSteps: pauseMs
      ? () => {
          console.error('[FEED] paused between steps')
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, pauseMs)
        }
      : undefined,
  })
  if (!r.ok) {
    console.error(`应用失败，未写入任何数据。共 ${r.errors.length} 处错误：`)
    for (const e of r.errors.slice(0, 50)) console.error(`  第 ${e.line} 行：${e.msg}`)
    process.exit(1)
  }
  console.log(
    `已应用 ${r.lines} 行：${Object.entries(r.counts)
      .map(([k, v]) => `${k} ${v}`)
      .join('，')}；新增动态 ${r.dynamics} 条、消息 ${r.messages} 条，用时 ${r.ms} ms（运行中的服务器会在数秒内推送新消息）`,
  )
}
db.close()
