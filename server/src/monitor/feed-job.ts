/**
 * One demo-feed job in its own process (started by FeedJobs, never on a request): generates `--days` days of feed
 * ending at `--end` with about `--per-day` lines a day, applies it to the database at `--db` as of `--now` (Unix ms, the
 * server's clock), and prints one JSON line:
 * { ok: true, lines, dynamics, messages, ms } or { ok: false, error } (then the exit code is 1).
 */
import { openDb } from '../store/db'
import { applyFeed, generateFeed } from './feed'

const args = process.argv.slice(2)
const opt = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

function main(): number {
  const file = opt('--db')
  const days = Number(opt('--days'))
  const perDay = Number(opt('--per-day'))
  const end = opt('--end') ?? ''
  const now = Number(opt('--now') ?? Date.now())
  if (
    !file ||
    !Number.isFinite(now) ||
    !Number.isInteger(days) ||
    days < 1 ||
    !Number.isInteger(perDay) ||
    perDay < 1 ||
    !/^\d{4}-\d{2}-\d{2}$/.test(end)
  ) {
    console.log(JSON.stringify({ ok: false, error: '演示数据任务参数不正确' }))
    return 1
  }
  const db = openDb(file)
  try {
    const r = applyFeed(db, generateFeed(db, { days, end, perDay }), now)
    if (!r.ok) {
      console.log(
        JSON.stringify({
          ok: false,
          error: `演示数据应用失败：${r.errors
            .slice(0, 3)
            .map((e) => `第${e.line}行 ${e.msg}`)
            .join('；')}`,
        }),
      )
      return 1
    }
    console.log(JSON.stringify({ ok: true, lines: r.lines, dynamics: r.dynamics, messages: r.messages, ms: r.ms }))
    return 0
  } finally {
    db.close()
  }
}

process.exitCode = main()
