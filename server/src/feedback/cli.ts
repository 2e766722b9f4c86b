/*
 * The operator's feedback command, on the database the server uses (DATABASE_URL or DATABASE, or --db: a file or a
 * postgres:// address):
 *   npm run feedback -- list [--status 待处理|处理中|已处理] [--page 1]
 *   npm run feedback -- show <id>
 *   npm run feedback -- reply <id> --status 处理中|已处理 --text "回复内容"
 *   npm run feedback -- accept <id> --field <字段> --value <新值> --source "来源说明" --text "回复内容" [--record <记录编号>]
 *   npm run feedback -- reject <id> --text "回复内容"
 * accept writes the corrected value, records the value it replaced and its source, and answers the user, together.
 * Add --json for the answer as one JSON line.
 */
import os from 'node:os'
import path from 'node:path'
import { chinaDate, chinaTime } from '../../../contract/domain/china-time'
import {
  BASIC_TARGET,
  FEEDBACK_KIND_LABELS,
  FEEDBACK_OUTCOME_LABELS,
  FEEDBACK_STATUS_LABELS,
  correctionFieldsOf,
  feedbackStatusOf,
  firstLine,
} from '../../../contract/domain/feedback'
import type { FeedbackDetail } from '../../../contract/schemas/feedback'
import { readEnv } from '../env'
import { ApiError } from '../errors'
import { SqlCompanyRepo } from '../store/companies'
import { openCommandStore, type CommandStore } from '../store/command-store'
import { SqlFeedbackRepo, type FeedbackRow } from '../store/feedback'
import { SqlRecordRepo } from '../store/records'
import { SqlUploadRepo } from '../store/uploads'
import { ImageStore } from '../uploads/images'
import { writableField } from './fields'
import { toAdminDetail, toAdminItem } from './present'
import { FeedbackService } from './service'

const USAGE = `用法：
  npm run feedback -- list [--status 待处理|处理中|已处理] [--page 页码]
  npm run feedback -- show <编号>
  npm run feedback -- reply <编号> --status 处理中|已处理 --text "回复内容"
  npm run feedback -- accept <编号> --field <字段> --value <新值> --source "来源说明" --text "回复内容" [--record <记录编号>]
  npm run feedback -- reject <编号> --text "回复内容"
  选项：--db 数据库路径（默认 DATABASE）  --now 毫秒时间戳（默认当前时间）  --json 以一行 JSON 输出`

export interface CliIo {
  out: (line: string) => void
  err: (line: string) => void
}

class UsageError extends Error {}

function parse(argv: string[]) {
  const positional: string[] = []
  const opts: Record<string, string> = {}
  const flags = new Set<string>()
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === '--json') flags.add('json')
    else if (a.startsWith('--')) {
      const value = argv[i + 1]
      if (value === undefined || value.startsWith('--')) throw new UsageError(`选项 ${a} 缺少取值`)
      opts[a.slice(2)] = value
      i++
    } else positional.push(a)
  }
  return { positional, opts, json: flags.has('json') }
}

const when = (ms: number) => `${chinaDate(ms)} ${chinaTime(ms)}`

function statusText(r: { status: FeedbackRow['status']; outcome: FeedbackRow['outcome'] }) {
  return r.outcome ? `${FEEDBACK_STATUS_LABELS[r.status]}·${FEEDBACK_OUTCOME_LABELS[r.outcome]}` : FEEDBACK_STATUS_LABELS[r.status]
}

function positive(text: string | undefined, label: string): number {
  const n = Number(text)
  if (!text || !Number.isSafeInteger(n) || n < 1) throw new UsageError(`${label}应为正整数`)
  return n
}
const idOf = (text: string | undefined) => positive(text, '反馈编号')

function need(opts: Record<string, string>, name: string, label: string): string {
  const v = opts[name]
  if (v === undefined || !v.trim()) throw new UsageError(`请用 --${name} 给出${label}`)
  return v
}

/** The whole feedback as lines for the terminal, with the fields an accept may write and their current values. */
async function describe(
  d: FeedbackDetail & { userId: string },
  repo: SqlFeedbackRepo,
  images: ImageStore,
  companyId: number | null,
): Promise<string[]> {
  const lines = [
    `反馈 #${d.id}  ${FEEDBACK_KIND_LABELS[d.kind]}  ${statusText(d)}`,
    `用户：${d.userId}${d.contact ? `  联系电话：${d.contact}` : ''}`,
    `提交：${when(d.createdAt)}  更新：${when(d.updatedAt)}`,
    `内容：${d.content}`,
  ]
  if (d.correction) {
    const c = d.correction
    lines.push(`企业：${c.companyName}（${c.pid}）`)
    lines.push(`维度：${c.targetLabel}（${c.target}）${c.field ? `  字段：${c.fieldLabel}（${c.field}）` : ''}`)
    if (c.recordId) lines.push(`记录：#${c.recordId} ${c.recordTitle}`)
    lines.push(`正确信息：${c.expected}`)
    if (companyId !== null && !d.outcome) {
      const recordId = c.target === BASIC_TARGET ? null : c.recordId || null
      if (c.target === BASIC_TARGET || recordId) {
        lines.push('可更正字段（--field）及当前值：')
        for (const f of correctionFieldsOf(c.target).filter((x) => writableField(c.target, x.key)))
          lines.push(`  ${f.key}（${f.label}）= ${(await repo.currentValue({ companyId, recordId }, f.key)) || '（空）'}`)
      } else lines.push('用户未指定记录：采纳时请用 --record 给出记录编号')
    }
  }
  if (d.fault) {
    const f = d.fault
    lines.push(
      `功能：${f.featureLabel}  版本：${f.appVersion || '-'}  设备：${[f.brand, f.model, f.system, f.platform].filter(Boolean).join(' / ') || '-'}`,
    )
  }
  if (d.images.length) {
    lines.push(`图片 ${d.images.length} 张：`)
    for (const u of await repo.images(d.id)) lines.push(`  ${images.pathOf(u)}（${u.width}×${u.height}）`)
  }
  lines.push('进度：')
  for (const e of d.timeline) lines.push(`  ${when(e.at)}  ${e.title}${e.text ? `：${e.text}` : ''}`)
  for (const c of d.changes)
    lines.push(
      `更正：${c.targetLabel}${c.recordId ? ` #${c.recordId} ${c.recordTitle}` : ''} ${c.fieldLabel}：${c.oldValue || '（空）'} → ${c.newValue || '（空）'}（来源：${c.source}）`,
    )
  return lines
}

/** Runs one command; returns the exit code. */
export async function runFeedbackCli(argv: string[], io: CliIo, dbPath?: string): Promise<number> {
  let store: CommandStore | null = null
  try {
    const { positional, opts, json } = parse(argv)
    const [command, idText] = positional
    if (!command || !['list', 'show', 'reply', 'accept', 'reject'].includes(command)) throw new UsageError('')
    const env = readEnv()
    store = await openCommandStore(opts.db || dbPath, env)
    const nowMs = opts.now === undefined ? undefined : positive(opts.now, '--now')
    const now = () => nowMs ?? Date.now()
    const { sql } = store
    const repo = new SqlFeedbackRepo(sql)
    const companies = new SqlCompanyRepo(sql)
    const uploads = new SqlUploadRepo(sql)
    const images = new ImageStore({
      repo: uploads,
      dir: () => (env.UPLOAD_DIR ? path.resolve(env.UPLOAD_DIR) : uploads.defaultDir()),
      secret: 'cli',
      now,
    })
    const service = new FeedbackService({ feedback: repo, companies, records: new SqlRecordRepo(sql), uploads, now })
    const detail = async (id: number) => await toAdminDetail(repo, await service.any(id), (u) => images.urlOf(u))
    const show = async (id: number, done?: string) => {
      const d = await detail(id)
      if (json) return io.out(JSON.stringify(d))
      if (done) io.out(done)
      const companyId = d.correction ? ((await companies.byPid(d.correction.pid))?.id ?? null) : null
      for (const line of await describe(d, repo, images, companyId)) io.out(line)
    }

    if (command === 'list') {
      const status = opts.status === undefined ? null : feedbackStatusOf(opts.status)
      if (status === undefined) throw new UsageError('--status 应为 待处理、处理中 或 已处理')
      const page = opts.page === undefined ? 1 : positive(opts.page, '--page')
      const { total, rows } = await repo.listAll(status, (page - 1) * 50, 50)
      if (json) {
        io.out(JSON.stringify({ total, list: rows.map(toAdminItem) }))
        return 0
      }
      io.out(`共 ${total} 条${status ? FEEDBACK_STATUS_LABELS[status] : ''}反馈${total > 50 ? `（第 ${page} 页，每页 50 条）` : ''}`)
      for (const r of rows) {
        const about = r.kind === 'correction' ? `${r.company_name} · ` : ''
        const dot = r.reply_unread ? '（回复未读）' : ''
        io.out(
          `#${r.id}  ${statusText(r)}  ${FEEDBACK_KIND_LABELS[r.kind]}  ${when(r.created_at)}  ${about}${firstLine(r.content, 40)}${dot}`,
        )
      }
      return 0
    }

    const id = idOf(idText)
    if (command === 'show') await show(id)
    else if (command === 'reply') {
      const status = feedbackStatusOf(need(opts, 'status', '处理状态'))
      if (status !== 'processing' && status !== 'resolved') throw new UsageError('--status 应为 处理中 或 已处理')
      await service.reply(id, status, need(opts, 'text', '回复内容'))
      await show(id, `已回复反馈 #${id}，状态：${FEEDBACK_STATUS_LABELS[status]}`)
    } else if (command === 'accept') {
      const recordId = opts.record === undefined ? undefined : positive(opts.record, '--record')
      if (opts.value === undefined) throw new UsageError('请用 --value 给出更正后的值（清空时写 --value ""）')
      const { change } = await service.accept(
        id,
        {
          field: need(opts, 'field', '更正字段'),
          value: opts.value,
          source: need(opts, 'source', '更正来源'),
          text: need(opts, 'text', '回复内容'),
          recordId,
        },
        `cli:${os.userInfo().username}`,
      )
      await show(id, `已采纳纠错 #${id}：${change.field_label} ${change.old_value || '（空）'} → ${change.new_value || '（空）'}`)
    } else {
      await service.reject(id, need(opts, 'text', '回复内容'))
      await show(id, `已回复反馈 #${id}：未采纳`)
    }
    return 0
  } catch (e) {
    if (e instanceof UsageError) {
      if (e.message) io.err(e.message)
      io.err(USAGE)
      return 2
    }
    if (e instanceof ApiError) {
      io.err(e.message)
      return 1
    }
    io.err(`执行失败：${(e as Error).message}`)
    return 1
  } finally {
    await store?.close()
  }
}

if (require.main === module) {
  void runFeedbackCli(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l) }).then((code) => {
    process.exitCode = code
  })
}
