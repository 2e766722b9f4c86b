/**
 * Demo-feed jobs run off the request path: each is a child process (feed-cli.ts --apply --json through tsx) with its own database
 * connection, so generating and applying a feed never blocks the server. One job runs at a time; the last
 * `KEEP` jobs are remembered for their status. When a job ends, `onDone` runs (the hub pushes the new messages).
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FeedJob } from '../../../contract/schemas/monitor'

const KEEP = 20
/** a job that runs longer than this is stopped and reported failed */
const TIMEOUT_MS = 5 * 60_000
const JOB_SCRIPT = path.join(__dirname, 'feed-cli.ts')

export interface FeedJobRequest {
  days: number
  perDay: number
  /** last day of the feed (yyyy-mm-dd) */
  end: string
}

export class FeedJobs {
  private readonly jobs = new Map<string, FeedJob>()
  private running: FeedJob | null = null

  constructor(
    /** the SQLite file the server uses; ':memory:' cannot be shared with another process */
    private readonly dbFile: string,
    private readonly now: () => number,
    private readonly onDone: () => void,
    private readonly log?: (line: string) => void,
  ) {}

  /** the running job, if any */
  current(): FeedJob | null {
    return this.running
  }

  get(id: string): FeedJob | undefined {
    return this.jobs.get(id)
  }

  /** Starts a job and answers at once with it (status 'running'). */
  start(req: FeedJobRequest): FeedJob {
    const job: FeedJob = {
      id: randomUUID(),
      status: 'running',
      days: req.days,
      perDay: req.perDay,
      end: req.end,
      startedAt: this.now(),
      finishedAt: null,
      lines: null,
      dynamics: null,
      messages: null,
      ms: null,
      error: null,
    }
    this.remember(job)
    if (!this.dbFile || this.dbFile === ':memory:') {
      this.finish(job, { ok: false, error: '内存数据库不能由另一个进程写入' })
      return job
    }
    this.running = job
    const args = [
      '--import',
      pathToFileURL(require.resolve('tsx')).href,
      JOB_SCRIPT,
      '--apply',
      '--json',
      '--db',
      this.dbFile,
      '--days',
      String(req.days),
      '--per-day',
      String(req.perDay),
      '--end',
      req.end,
      '--now',
      String(this.now()),
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
      this.finish(job, { ok: false, error: `演示数据任务无法启动：${e.message}` })
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      const last = out.trim().split('\n').pop() ?? ''
      let result: JobResult
      try {
        result = JSON.parse(last) as JobResult
      } catch {
        result = { ok: false, error: signal ? `演示数据任务被终止（${signal}）` : `演示数据任务异常退出（${code}）` }
        if (err.trim()) this.log?.(`[FEED] job ${job.id} stderr: ${err.trim().split('\n').slice(-5).join(' | ')}`)
      }
      this.finish(job, code === 0 ? result : { ...result, ok: false })
    })
    return job
  }

  private finish(job: FeedJob, r: JobResult): void {
    if (job.status !== 'running') return
    job.finishedAt = this.now()
    if (r.ok) {
      job.status = 'done'
      job.lines = r.lines ?? 0
      job.dynamics = r.dynamics ?? 0
      job.messages = r.messages ?? 0
      job.ms = r.ms ?? 0
      this.log?.(`[FEED] job ${job.id}: ${job.lines} 行，新增动态 ${job.dynamics} 条、消息 ${job.messages} 条，用时 ${job.ms} ms`)
    } else {
      job.status = 'failed'
      job.error = r.error ?? '演示数据任务失败'
      this.log?.(`[FEED] job ${job.id} failed: ${job.error}`)
    }
    if (this.running === job) this.running = null
    this.onDone()
  }

  private remember(job: FeedJob): void {
    this.jobs.set(job.id, job)
    for (const id of this.jobs.keys()) {
      if (this.jobs.size <= KEEP) break
      this.jobs.delete(id)
    }
  }
}

interface JobResult {
  ok: boolean
  lines?: number
  dynamics?: number
  messages?: number
  ms?: number
  error?: string
}
