/*
 * npm run feed -- --days 7 [--out file.jsonl] [--apply] [--in file.jsonl] [--per-day 300] [--end yyyy-mm-dd]
 *   [--db path | --db postgres://…] [--now unix-ms] [--json]
 * Without --db: DATABASE_URL (PostgreSQL) when set, else the DATABASE file.
 * --json: the outcome of --apply as one JSON line, { ok: true, lines, dynamics, messages, ms } or { ok: false, error }
 * (how the server's demo-feed jobs read a run they started in this process).
 */
import { readEnv } from '../env'
import fs from 'node:fs'
import { openCommandStore } from '../store/command-store'
import { chinaDate } from '../store/trends'
import { applyFeed, generateFeed } from './feed'
import type { Sql } from '../store/sql'

const args = process.argv.slice(2)
const opt = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const json = args.includes('--json')
const days = Number(opt('--days') ?? 1)
const perDay = Number(opt('--per-day') ?? 300)
const now = Number(opt('--now') ?? Date.now())
const end = opt('--end') ?? chinaDate(now)
if (
  !Number.isInteger(days) ||
  days < 1 ||
  days > 365 ||
  !Number.isInteger(perDay) ||
  perDay < 1 ||
  !Number.isFinite(now) ||
  !/^\d{4}-\d{2}-\d{2}$/.test(end)
) {
  if (json) console.log(JSON.stringify({ ok: false, error: '演示数据任务参数不正确' }))
  else
    console.error(
      '用法：npm run feed -- --days 7 [--out 文件.jsonl] [--apply] [--in 文件.jsonl] [--per-day 300] [--end yyyy-mm-dd] [--db 数据库路径或 postgres:// 地址] [--now 毫秒时间戳] [--json]',
    )
  process.exit(1)
}
async function main(): Promise<number> {
  const store = await openCommandStore(opt('--db'), readEnv())
  try {
    const input = opt('--in')
    const text = input ? fs.readFileSync(input, 'utf8') : await generateFeed(store.sql, { days, end, perDay })
    const lines = text.split('\n').filter(Boolean).length
    const out = opt('--out')
    if (out) {
      fs.writeFileSync(out, text)
      console.log(`已生成 ${lines} 行变更（${days} 天，截至 ${end}）：${out}`)
    } else if (!args.includes('--apply')) process.stdout.write(text)
    return args.includes('--apply') ? await apply(store.sql, text) : 0
  } finally {
    await store.close()
  }
}

async function apply(sql: Sql, text: string): Promise<number> {
  const pauseMs = readEnv().FEED_PAUSE_BETWEEN_STEPS_MS
  const r = await applyFeed(sql, text, now, {
    // crash tests: hold the open transaction between storing the records and storing their dynamics, to be killed there
    betweenSteps: pauseMs
      ? () => {
          console.error('[FEED] paused between steps')
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, pauseMs)
        }
      : undefined,
  })
  if (json) {
    const error = r.ok
      ? ''
      : `演示数据应用失败：${r.errors
          .slice(0, 3)
          .map((e) => `第${e.line}行 ${e.msg}`)
          .join('；')}`
    console.log(
      JSON.stringify(r.ok ? { ok: true, lines: r.lines, dynamics: r.dynamics, messages: r.messages, ms: r.ms } : { ok: false, error }),
    )
    return r.ok ? 0 : 1
  }
  if (!r.ok) {
    console.error(`应用失败，未写入任何数据。共 ${r.errors.length} 处错误：`)
    for (const e of r.errors.slice(0, 50)) console.error(`  第 ${e.line} 行：${e.msg}`)
    return 1
  }
  console.log(
    `已应用 ${r.lines} 行：${Object.entries(r.counts)
      .map(([k, v]) => `${k} ${v}`)
      .join('，')}；新增动态 ${r.dynamics} 条、消息 ${r.messages} 条，用时 ${r.ms} ms（运行中的服务器会在数秒内推送新消息）`,
  )
  return 0
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    const msg = `演示数据任务失败：${e instanceof Error ? e.message : String(e)}`
    if (json) console.log(JSON.stringify({ ok: false, error: msg }))
    else console.error(msg)
    process.exit(1)
  },
)
