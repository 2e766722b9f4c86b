/**
 * Demo-feed jobs run off the request path (see feed-job-runners.ts for where). One job runs at a time; the last `KEEP`
 * jobs are remembered for their status. When a job ends, `onDone` runs (the hub pushes the new messages).
 */
import { randomUUID } from 'node:crypto'
import type { FeedJob } from '../../../contract/schemas/monitor'
import type { FeedJobRequest, FeedJobRunner, JobResult } from './feed-job-runners'

export type { FeedJobRequest } from './feed-job-runners'

const KEEP = 20

export class FeedJobs {
  private readonly jobs = new Map<string, FeedJob>()
  private running: FeedJob | null = null

  constructor(
    private readonly run: FeedJobRunner,
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
    this.running = job
    void this.run(req, this.now()).then((r) => this.finish(job, r))
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
