/**
 * Feedback's rules, used by the user's routes, the operator's routes and the operator's command alike: what a
 * submission must hold, who may read what, and how an operator answers, accepts or rejects.
 */
import {
  BASIC_TARGET,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_DAILY_MAX,
  FEEDBACK_OUTCOME_LABELS,
  FEEDBACK_PROMISES,
  FEEDBACK_STATUS_LABELS,
  companyDimension,
  correctionFieldLabel,
  correctionFieldsOf,
  correctionTargetLabel,
  isCorrectionTarget,
  type FeedbackStatus,
} from '../../../contract/domain/feedback'
import type { FeedbackSubmitInput } from '../../../contract/schemas/feedback'
import { badParam, fail } from '../errors'
import type { CompanyRepo } from '../store/companies'
import type { DataCorrectionRow, FeedbackRepo, FeedbackRow } from '../store/feedback'
import type { RecordRepo, RecordRow } from '../store/records'
import type { UploadRepo } from '../store/uploads'
import { checkValue, writableField } from './fields'

const DAY_MS = 24 * 3600 * 1000

export interface FeedbackDeps {
  feedback: FeedbackRepo
  companies: Pick<CompanyRepo, 'byPid'>
  records: Pick<RecordRepo, 'row'>
  uploads: Pick<UploadRepo, 'owned'>
  now: () => number
}

export interface AcceptInput {
  field: string
  value: string
  source: string
  text: string
  recordId?: number
}

const clip = (v: string | undefined, max = 64) =>
  Array.from((v ?? '').trim())
    .slice(0, max)
    .join('')
const length = (v: string) => Array.from(v).length

/** The words a list shows for a record the user named. */
export const recordTitleOf = (row: RecordRow) => row.title || row.ref_no || row.date || `记录 ${row.id}`

const CONTENT_NAME = { correction: '错误描述', fault: '问题描述', suggestion: '反馈内容' } as const

export class FeedbackService {
  constructor(private readonly d: FeedbackDeps) {}

  /** Files a feedback for the user; every refusal is Chinese and leaves nothing behind. Returns the new id. */
  async submit(userId: string, body: FeedbackSubmitInput): Promise<number> {
    const now = this.d.now()
    const kind = body.kind
    const content = body.content.trim()
    const min = FEEDBACK_CONTENT_MIN[kind]
    if (length(content) < min) throw badParam(`${CONTENT_NAME[kind]}不能少于${min}个字`)
    const images = body.images ?? []
    if (new Set(images).size !== images.length) throw badParam('图片不能重复')
    for (const id of images) {
      if (!(await this.d.uploads.owned(userId, id, 'feedback'))) throw badParam('图片不存在或不是您上传的反馈图片，请重新上传')
      if (await this.d.feedback.imageUsed(id)) throw badParam('图片已用于其他反馈，请重新上传')
    }
    if ((await this.d.feedback.countSince(userId, now - DAY_MS)) >= FEEDBACK_DAILY_MAX)
      throw fail('RATE_LIMITED', `每天最多提交 ${FEEDBACK_DAILY_MAX} 条反馈，请明天再试`)

    const row = {
      user_id: userId,
      kind,
      content,
      contact: (body.contact ?? '').trim(),
      pid: null as string | null,
      company_name: '',
      target: null as string | null,
      field: '',
      record_id: null as number | null,
      record_title: '',
      expected: '',
      feature: null as string | null,
      app_version: clip(body.appVersion, 20),
      device_brand: clip(body.deviceBrand),
      device_model: clip(body.deviceModel),
      device_system: clip(body.deviceSystem),
      device_platform: clip(body.devicePlatform),
      created_at: now,
    }
    if (kind === 'correction') {
      if (!body.pid) throw badParam('请选择纠错企业')
      const company = await this.d.companies.byPid(body.pid)
      if (!company) throw fail('NOT_FOUND', '企业不存在')
      const target = (body.target ?? '').trim()
      if (!target) throw badParam('请选择纠错维度')
      if (!isCorrectionTarget(target)) throw badParam('纠错维度不存在')
      const field = (body.field ?? '').trim()
      if (field && !correctionFieldsOf(target).some((f) => f.key === field)) throw badParam('纠错字段不存在')
      const expected = (body.expected ?? '').trim()
      if (!expected) throw badParam('请填写正确的信息')
      Object.assign(row, { pid: company.pid, company_name: company.name, target, field, expected })
      if (body.recordId !== undefined) {
        if (target === BASIC_TARGET) throw badParam('工商信息纠错不能指定记录')
        const record = await this.d.records.row(body.recordId)
        if (!record || record.company_id !== company.id || record.dimension !== target) throw badParam('所选记录不属于该企业的此维度')
        Object.assign(row, { record_id: record.id, record_title: recordTitleOf(record) })
      }
    } else {
      row.app_version = kind === 'fault' ? row.app_version : ''
      if (kind === 'fault') {
        if (!body.feature) throw badParam('请选择出现异常的功能')
        row.feature = body.feature
      } else {
        Object.assign(row, { device_brand: '', device_model: '', device_system: '', device_platform: '' })
      }
    }
    return await this.d.feedback.create(row, images, {
      status: 'pending',
      title: '已提交',
      text: `我们已收到您的反馈，将在${FEEDBACK_PROMISES[kind]}`,
      at: now,
    })
  }

  /** The user's own feedback, or 4040 (another user's looks exactly like one that does not exist). */
  async own(userId: string, id: number): Promise<FeedbackRow> {
    const row = await this.d.feedback.own(userId, id)
    if (!row) throw fail('NOT_FOUND', '反馈不存在')
    return row
  }

  /** Any user's feedback, for the operator. */
  async any(id: number): Promise<FeedbackRow> {
    const row = await this.d.feedback.byId(id)
    if (!row) throw fail('NOT_FOUND', '反馈不存在')
    return row
  }

  /** An operator's reply; a handled feedback is not reopened. */
  async reply(id: number, status: Exclude<FeedbackStatus, 'pending'>, text: string): Promise<FeedbackRow> {
    const row = await this.any(id)
    if (row.status === 'resolved' && status !== 'resolved') throw badParam('该反馈已处理，不能改回处理中')
    const reply = text.trim()
    if (!reply) throw badParam('请输入回复内容')
    await this.d.feedback.answer(id, status, null, reply, { status, title: FEEDBACK_STATUS_LABELS[status], text: reply, at: this.d.now() })
    return this.any(id)
  }

  /** Rejects a feedback with the reason; one with an outcome already keeps it. */
  async reject(id: number, text: string): Promise<FeedbackRow> {
    const row = await this.any(id)
    if (row.outcome) throw badParam(`该反馈已处理（${FEEDBACK_OUTCOME_LABELS[row.outcome]}），不能再次处理`)
    const reply = text.trim()
    if (!reply) throw badParam('请输入回复内容')
    const title = `${FEEDBACK_STATUS_LABELS.resolved} · ${FEEDBACK_OUTCOME_LABELS.rejected}`
    await this.d.feedback.answer(id, 'resolved', 'rejected', reply, { status: 'resolved', title, text: reply, at: this.d.now() })
    return this.any(id)
  }

  /**
   * Accepts a correction: the field of the company (target 'basic') or of the record (`recordId`, else the one the
   * user named, which must be the company's record of the correction's dimension) becomes the value, with its source.
   */
  async accept(id: number, input: AcceptInput, by: string): Promise<{ row: FeedbackRow; change: DataCorrectionRow }> {
    const row = await this.any(id)
    if (row.kind !== 'correction' || !row.pid || !row.target) throw badParam('只有数据纠错可以采纳并更正数据')
    if (row.outcome) throw badParam(`该反馈已处理（${FEEDBACK_OUTCOME_LABELS[row.outcome]}），不能再次处理`)
    const company = await this.d.companies.byPid(row.pid)
    if (!company) throw fail('NOT_FOUND', '纠错的企业已不存在')
    const target = row.target
    const field = writableField(target, input.field.trim())
    if (!field) {
      const names = correctionFieldsOf(target)
        .filter((f) => writableField(target, f.key))
        .map((f) => `${f.key}（${f.label}）`)
      throw badParam(`${correctionTargetLabel(target)}没有可更正的字段“${input.field.trim()}”，可选：${names.join('、')}`)
    }
    let recordId: number | null = null
    let recordTitle = ''
    if (target !== BASIC_TARGET) {
      recordId = input.recordId ?? row.record_id
      if (!recordId) throw badParam('请指定要更正的记录')
      const record = await this.d.records.row(recordId)
      if (!record || record.company_id !== company.id || record.dimension !== target || !companyDimension(target))
        throw badParam('该记录不属于纠错的企业和维度')
      recordTitle = recordTitleOf(record)
    }
    const { value, text } = checkValue(target, field, input.value)
    const source = input.source.trim()
    if (!source) throw badParam('请说明更正来源')
    const reply = input.text.trim()
    if (!reply) throw badParam('请输入回复内容')
    const change = await this.d.feedback.accept({
      feedbackId: id,
      companyId: company.id,
      target,
      field: field.key,
      fieldLabel: correctionFieldLabel(target, field.key),
      recordId,
      recordTitle,
      value,
      valueText: text,
      source,
      by,
      reply,
      event: {
        status: 'resolved',
        title: `${FEEDBACK_STATUS_LABELS.resolved} · ${FEEDBACK_OUTCOME_LABELS.accepted}`,
        text: reply,
        at: this.d.now(),
      },
    })
    if (!change) throw badParam('该纠错已被处理或记录已不存在，未做任何更改')
    return { row: await this.any(id), change }
  }
}
