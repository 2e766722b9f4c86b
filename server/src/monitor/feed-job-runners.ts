/**
 * How a demo-feed job is run. On SQLite, in a child process (feed-cli.ts --apply --json through tsx) with its own
 * connection to the file, so generating and applying a feed never blocks the server. On PostgreSQL, in the server over
 * its door: the job's statements wait on the database, not on the event loop, and requests meanwhile use the pool's
 * other connections (a child process would need the server's connection settings and a pool of its own).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Sql } from '../store/sql'
import { applyFeed, generateFeed } from './feed'

/** a job that runs longer than this is stopped and reported failed */
const TIMEOUT_MS = 5 * 60_000
const JOB_SCRIPT = path.join(__dirname, 'feed-cli.ts')

export interface FeedJobRequest {
  days: number
  perDay: number
  /** last day of the feed (yyyy-mm-dd) */
  end: string
}

export interface JobResult {
  ok: boolean
  lines?: number
  dynamics?: number
  messages?: number
  ms?: number
  error?: string
}

/** Generates and applies one job's feed; answers its outcome (never rejects). */
export type FeedJobRunner = (req: FeedJobRequest, nowMs: number) => Promise<JobResult>

/** `dbFile`: the SQLite file the server uses; ':memory:' cannot be shared with another process */
export function childProcessRunner(dbFile: string, log?: (line: string) => void): FeedJobRunner {
  return (req, nowMs) =>
    new Promise<JobResult>((resolve) => {
      if (!dbFile || dbFile === ':memory:') return resolve({ ok: false, error: '内存数据库不能由另一个进程写入' })
      const args = [
        '--import',
        pathToFileURL(require.resolve('tsx')).href,
        JOB_SCRIPT,
        '--apply',
        '--json',
        '--db',
        dbFile,
        '--days',
        String(req.days),
        '--per-day',
        String(req.perDay),
        '--end',
        req.end,
        '--now',
        String(nowMs),
      ]
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
      let out = ''
      let err = ''
      child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c))
      child.stderr.setEncoding('utf8').on('data', (c: string) => (err = (err + c).slice(-2000)))
      const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS)
      timer.unref()
      child.on('error', (e) => {
        clearTimeout(timer)
        resolve({ ok: false, error: `演示数据任务无法启动：${e.message}` })
      })
      child.on('close', (code, signal) => {
        clearTimeout(timer)
        const last = out.trim().split('\n').pop() ?? ''
        let result: JobResult
        try {
          result = JSON.parse(last) as JobResult
        } catch {
          result = { ok: false, error: signal ? `演示数据任务被终止（${signal}）` : `演示数据任务异常退出（${code}）` }
          if (err.trim()) log?.(`[FEED] job stderr: ${err.trim().split('\n').slice(-5).join(' | ')}`)
        }
        resolve(code === 0 ? result : { ...result, ok: false })
      })
    })
}

/** Runs the job in this process through the server's door. */
export function inProcessRunner(sql: Sql): FeedJobRunner {
  return async (req, nowMs) => {
    try {
      const text = await generateFeed(sql, { days: req.days, end: req.end, perDay: req.perDay })
      const r = await applyFeed(sql, text, nowMs)
      if (r.ok) return { ok: true, lines: r.lines, dynamics: r.dynamics, messages: r.messages, ms: r.ms }
      const why = r.errors
        .slice(0, 3)
        .map((e) => `第${e.line}行 ${e.msg}`)
        .join('；')
      return { ok: false, error: `演示数据应用失败：${why}` }
    } catch (e) {
      return { ok: false, error: `演示数据任务失败：${e instanceof Error ? e.message : String(e)}` }
    }
  }
}
