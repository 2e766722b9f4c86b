/**
 * Crash safety with real processes killed by SIGKILL: a feed killed between storing its records and their dynamics, an
 * import killed mid-way, a server killed during a burst of monitor additions, and a feed applied beside a server under
 * write load. Afterwards the database passes integrity_check, nothing acknowledged is lost, and re-running is idempotent.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { openDb } from '../../src/store/db'
import { seedDemo } from '../../src/data/generate'
import { applyFeed, generateFeed } from '../../src/monitor/feed'
import { SqliteSql } from '../../src/store/sqlite-sql'
import { makeSign, randomNonce } from '../../../contract/domain/sign'

const root = path.resolve(__dirname, '../../..')
// tsx as a loader in the same process (its CLI would run the script in a child that a SIGKILL of the parent leaves alive)
const NOW = Date.UTC(2026, 10, 1, 2)
let dir: string
let base: string
let feedFile: string

function tsx(script: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

function waitFor(child: ChildProcess, pattern: RegExp, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}: ${out.slice(-500)}`)), ms)
    const on = (d: Buffer) => {
      out += d.toString()
      if (pattern.test(out)) {
        clearTimeout(timer)
        resolve(out)
      }
    }
    child.stdout?.on('data', on)
    child.stderr?.on('data', on)
    child.once('exit', (code) => {
      if (!pattern.test(out)) {
        clearTimeout(timer)
        reject(new Error(`exited ${code} before ${pattern}: ${out.slice(-800)}`))
      }
    })
  })
}

// a child killed by a signal keeps exitCode null, so a finished child is told by either field
const exited = (child: ChildProcess) =>
  new Promise<number | null>((r) =>
    child.exitCode !== null || child.signalCode !== null ? r(child.exitCode) : child.once('exit', (c) => r(c)),
  )

function copyDb(to: string) {
  fs.copyFileSync(base, to)
  return to
}

function integrity(file: string): string {
  const db = new Database(file)
  try {
    return (db.pragma('integrity_check', { simple: true }) as string) ?? ''
  } finally {
    db.close()
  }
}

function alertKeys(file: string) {
  const db = new Database(file, { readonly: true })
  try {
    return {
      records: (db.prepare('SELECT COUNT(*) AS n FROM records').get() as { n: number }).n,
      dynamics: (db.prepare('SELECT dedupe_key FROM dynamics ORDER BY dedupe_key').all() as Array<{ dedupe_key: string }>).map(
        (r) => r.dedupe_key,
      ),
      messages: (db.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n,
    }
  } finally {
    db.close()
  }
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-crash-'))
  base = path.join(dir, 'base.db')
  const db = openDb(base)
  seedDemo(db, { companies: 400, seed: 21 })
  const pids = (db.prepare('SELECT pid FROM companies ORDER BY id').all() as Array<{ pid: string }>).map((r) => r.pid)
  db.transaction(() => {
    for (const u of ['crash-a', 'crash-b'])
      db.prepare("INSERT INTO monitor_groups (user_id, name, is_default, created_at) VALUES (?, '默认分组', 1, ?)").run(u, NOW)
    pids.forEach((pid, i) => {
      if (i % 2) return
      db.prepare(
        "INSERT INTO monitors (user_id, kind, target_id, group_id, dimensions, created_at) VALUES (?, 'company', ?, ?, NULL, ?)",
      ).run(i % 4 ? 'crash-a' : 'crash-b', pid, i % 4 ? 1 : 2, NOW)
    })
  })()
  feedFile = path.join(dir, 'feed.jsonl')
  fs.writeFileSync(feedFile, await generateFeed(new SqliteSql(db), { days: 3, end: '2026-11-01', perDay: 300, monitoredShare: 0.6 }))
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.close()
}, 60_000)

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

test('a feed killed between its records and their dynamics loses nothing: the re-run equals an uninterrupted run', async () => {
  const clean = copyDb(path.join(dir, 'clean.db'))
  const cdb = openDb(clean)
  const cleanResult = await applyFeed(new SqliteSql(cdb), fs.readFileSync(feedFile, 'utf8'), NOW)
  cdb.close()
  expect(cleanResult.ok).toBe(true)
  expect(cleanResult.dynamics).toBeGreaterThan(10)
  expect(cleanResult.messages).toBeGreaterThan(5)

  const crashed = copyDb(path.join(dir, 'crashed.db'))
  const before = alertKeys(crashed)
  const child = tsx('server/src/monitor/feed-cli.ts', ['--apply', '--in', feedFile, '--db', crashed], {
    FEED_PAUSE_BETWEEN_STEPS_MS: '30000',
  })
  await waitFor(child, /paused between steps/, 30_000)
  child.kill('SIGKILL')
  await exited(child)

  expect(integrity(crashed)).toBe('ok')
  // the records of the killed run were not kept without their alerts
  expect(alertKeys(crashed)).toEqual(before)
  const db = openDb(crashed)
  const rerun = await applyFeed(new SqliteSql(db), fs.readFileSync(feedFile, 'utf8'), NOW)
  db.close()
  expect(rerun.ok).toBe(true)
  expect({ dynamics: rerun.dynamics, messages: rerun.messages }).toEqual({ dynamics: cleanResult.dynamics, messages: cleanResult.messages })
  expect(alertKeys(crashed)).toEqual(alertKeys(clean))
}, 90_000)

test('an import killed mid-way keeps all or nothing, and importing the file again is idempotent', async () => {
  const target = copyDb(path.join(dir, 'import.db'))
  const before = alertKeys(target).records
  const lines: string[] = []
  for (let c = 0; c < 300; c++) {
    const pid = `IMPORTED${c}`
    lines.push(
      JSON.stringify({
        type: 'company',
        pid,
        name: `崩溃测试${c}号科技有限公司`,
        status: '存续',
        regionCode: '440305',
        industryCode: 'I',
        established: '2020-01-01',
      }),
    )
    for (let i = 0; i < 100; i++)
      lines.push(
        JSON.stringify({ type: 'record', dimension: 'patent', pid, date: '2026-01-02', title: `一种示例方法${i}`, refNo: `CN${c}-${i}` }),
      )
  }
  const file = path.join(dir, 'big.jsonl')
  fs.writeFileSync(file, lines.join('\n'))
  const child = tsx('server/src/data/import-cli.ts', [file, '--db', target])
  // killed while it validates or writes: either way inside its one transaction or before it
  await new Promise((r) => setTimeout(r, 1500))
  child.kill('SIGKILL')
  await exited(child)
  expect(integrity(target)).toBe('ok')
  const afterKill = alertKeys(target).records
  expect([before, before + 30000]).toContain(afterKill)

  const again = tsx('server/src/data/import-cli.ts', [file, '--db', target])
  expect(await exited(again)).toBe(0)
  expect(alertKeys(target).records).toBe(before + 30000)
  const third = tsx('server/src/data/import-cli.ts', [file, '--db', target])
  expect(await exited(third)).toBe(0)
  expect(alertKeys(target).records).toBe(before + 30000)
}, 90_000)

/** A server process over a copy of the base database, with the limits a load test needs. */
async function startServer(file: string) {
  const port = 17000 + Math.floor(Math.random() * 1000)
  const child = tsx('server/src/main.ts', [], {
    PORT: String(port),
    DATABASE: file,
    LOG_FILE: path.join(dir, `server-${port}.log`),
    H5_DIR: path.join(dir, 'no-h5'),
    LOG_LEVEL: 'warn',
    MONITOR_LIMITS: '0:100000,1:100000,2:100000',
    API_PER_IP_PER_MIN: '1000000',
    LOGIN_PER_IP_PER_HOUR: '100000',
  })
  const base = `http://127.0.0.1:${port}/api`
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  const signed = (method: string, p: string) => makeSign(Math.floor(Date.now() / 1000), randomNonce(), 'yqc-local-sign-secret', p)
  const post = async (p: string, body: unknown, token?: string) => {
    const r = await fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sign: signed('POST', p), ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    })
    return (await r.json()) as { code: string; data: any; msg: string }
  }
  const login = await post('/sso/pwd/login', { phone: '13800138000', password: 'Yqc123456', deviceIdentification: `crash-${port}` })
  if (login.code !== '0000') throw new Error(`login failed: ${login.msg}`)
  return { child, post, token: login.data.token as string, userId: login.data.user.userId as string }
}

test('a server killed during a burst of monitor additions keeps every addition it acknowledged', async () => {
  const file = copyDb(path.join(dir, 'burst.db'))
  const s = await startServer(file)
  const pids = (() => {
    const db = new Database(file, { readonly: true })
    const rows = (db.prepare('SELECT pid FROM companies ORDER BY id DESC LIMIT 300').all() as Array<{ pid: string }>).map((r) => r.pid)
    db.close()
    return rows
  })()
  const acked: number[] = []
  const refused: string[] = []
  let next = 0
  const worker = async () => {
    while (next < pids.length) {
      const pid = pids[next++]
      try {
        const r = await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid }, s.token)
        if (r.code === '0000') acked.push(r.data.id)
        else refused.push(`${r.code} ${r.msg}`)
      } catch {
        return // the server is gone
      }
    }
  }
  const workers = Promise.all(Array.from({ length: 8 }, worker))
  const deadline = Date.now() + 30_000
  while (acked.length < 60 && refused.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5))
  s.child.kill('SIGKILL')
  await workers
  await exited(s.child)
  expect(refused).toEqual([])
  expect(acked.length).toBeGreaterThanOrEqual(60)
  expect(integrity(file)).toBe('ok')
  const db = new Database(file, { readonly: true })
  const stored = new Set((db.prepare('SELECT id FROM monitors WHERE user_id = ?').all(s.userId) as Array<{ id: number }>).map((r) => r.id))
  db.close()
  expect(acked.filter((id) => !stored.has(id))).toEqual([])
}, 90_000)

test('a feed applied beside a server under steady write load completes', async () => {
  const file = copyDb(path.join(dir, 'beside.db'))
  const s = await startServer(file)
  let writing = true
  let writes = 0
  let failures = 0
  const load = (async () => {
    let i = 0
    while (writing) {
      const r = await s.post('/yqc/api/v1/monitor/group/create', { name: `组${i++}` }, s.token).catch(() => null)
      if (r?.code === '0000') {
        writes++
        await s.post('/yqc/api/v1/monitor/group/delete', { id: r.data.id }, s.token).catch(() => null)
      } else failures++
    }
  })()
  try {
    const feed = tsx('server/src/monitor/feed-cli.ts', ['--apply', '--in', feedFile, '--db', file])
    let out = ''
    feed.stdout?.on('data', (d) => (out += d))
    feed.stderr?.on('data', (d) => (out += d))
    const code = await exited(feed)
    expect({ code, busy: /SQLITE_BUSY/.test(out) }).toEqual({ code: 0, busy: false })
    expect(out).toContain('已应用')
  } finally {
    writing = false
    await load
    s.child.kill('SIGKILL')
    await exited(s.child)
  }
  expect(writes).toBeGreaterThan(5)
  expect(failures).toBe(0)
  expect(integrity(file)).toBe('ok')
}, 120_000)
