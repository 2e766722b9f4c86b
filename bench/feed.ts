/* bench/feed.ts: apply a feed of 100,000 changes against 10,000 monitors in a temp database of 20,000 companies.
   npx tsx bench/feed.ts [--companies 20000] [--monitors 10000] [--lines 100000] */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDb } from '../server/src/store/db'
import { seedDemo } from '../server/src/data/generate'
import { applyFeed, generateFeed } from '../server/src/monitor/feed'
import { SqliteSql } from '../server/src/store/sqlite-sql'

const arg = (n: string, d: number) => {
  const i = process.argv.indexOf(n)
  return i >= 0 ? Number(process.argv[i + 1]) : d
}
async function main() {
  const companies = arg('--companies', 20000)
  const monitors = arg('--monitors', 10000)
  const lines = arg('--lines', 100000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-feed-bench-'))
  const db = openDb(path.join(dir, 'app.db'))
  let t = Date.now()
  seedDemo(db, { companies, seed: 3 })
  console.log(`seed ${companies} companies: ${((Date.now() - t) / 1000).toFixed(1)} s`)
  const now = Date.UTC(2026, 10, 1, 2)
  const pids = (db.prepare('SELECT pid FROM companies ORDER BY id').all() as Array<{ pid: string }>).map((r) => r.pid)
  db.transaction(() => {
    const users = Math.ceil(monitors / 20)
    for (let u = 0; u < users; u++)
      db.prepare("INSERT INTO monitor_groups (user_id, name, is_default, created_at) VALUES (?, '默认分组', 1, ?)").run(`bench${u}`, now)
    for (let i = 0; i < monitors; i++) {
      const u = i % users
      db.prepare(
        "INSERT INTO monitors (user_id, kind, target_id, group_id, dimensions, created_at) VALUES (?, 'company', ?, ?, NULL, ?)",
      ).run(`bench${u}`, pids[(i * 7919) % pids.length], u + 1, now)
    }
  })()
  t = Date.now()
  const days = 10
  const sql = new SqliteSql(db)
  const text = await generateFeed(sql, { days, end: '2026-11-01', perDay: Math.ceil(lines / days), monitoredShare: 0.3 })
  const n = text.split('\n').filter(Boolean).length
  console.log(`generate ${n} lines: ${((Date.now() - t) / 1000).toFixed(1)} s`)
  t = Date.now()
  const r = await applyFeed(sql, text, now)
  const applyS = (Date.now() - t) / 1000
  console.log(
    `apply ${r.lines} lines against ${monitors} monitors: ${applyS.toFixed(1)} s (${Math.round(r.lines / applyS)} lines/s); dynamics ${r.dynamics}, messages ${r.messages}, ok ${r.ok}`,
  )
  t = Date.now()
  const again = await applyFeed(sql, text, now)
  console.log(
    `apply the same feed again: ${((Date.now() - t) / 1000).toFixed(1)} s; dynamics ${again.dynamics}, messages ${again.messages}`,
  )
  db.close()
  fs.rmSync(dir, { recursive: true, force: true })
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
