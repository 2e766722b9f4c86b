/**
 * Feedback rows, their images and status timeline, and the corrections an accepted data correction made to the
 * company data. A user's reads are by (user_id, id): another user's feedback is simply not found. An accepted
 * correction changes the data, records what it replaced and answers the user in one transaction.
 */
import type { FeedbackKind, FeedbackOutcome, FeedbackStatus } from '../../../contract/domain/feedback'
import { reindexCompanies } from '../search/reindex'
import type { Sql } from './sql'
import { RECORD_SELECT, toItem, type RecordRow } from './records'
import type { UploadRow } from './uploads'

export interface FeedbackRow {
  id: number
  user_id: string
  kind: FeedbackKind
  content: string
  contact: string
  pid: string | null
  company_name: string
  target: string | null
  field: string
  record_id: number | null
  record_title: string
  expected: string
  feature: string | null
  app_version: string
  device_brand: string
  device_model: string
  device_system: string
  device_platform: string
  status: FeedbackStatus
  outcome: FeedbackOutcome
  reply: string
  replied_at: number | null
  reply_unread: number
  created_at: number
  updated_at: number
}

export interface FeedbackEventRow {
  status: FeedbackStatus
  title: string
  text: string
  at: number
}

export interface DataCorrectionRow {
  id: number
  feedback_id: number
  company_id: number
  record_id: number | null
  target: string
  field: string
  field_label: string
  record_title: string
  old_value: string
  new_value: string
  source: string
  corrected_by: string
  corrected_at: number
}

export type NewFeedback = Omit<FeedbackRow, 'id' | 'status' | 'outcome' | 'reply' | 'replied_at' | 'reply_unread' | 'updated_at'>

/** A step of the timeline written with a change of status. */
export interface FeedbackEvent {
  status: FeedbackStatus
  title: string
  text: string
  at: number
}

/** The company's registration fields a correction may write, by the key the contract names them with. */
export const COMPANY_COLUMNS: Record<string, string> = {
  name: 'name',
  creditCode: 'credit_code',
  legalPerson: 'legal_person',
  status: 'status',
  regCapital: 'reg_capital',
  paidCapital: 'paid_capital',
  established: 'established',
  address: 'address',
  phone: 'phone',
  email: 'email',
  website: 'website',
  staffSize: 'staff_size',
  scope: 'scope',
}
/** fields the name index is built from: changing one reindexes the company */
const INDEXED = new Set(['name', 'legalPerson'])

/** A record's fields kept in columns; every other field lives in its `detail` JSON. */
export const RECORD_FIELD_COLUMNS: Record<string, string> = {
  title: 'title',
  date: 'date',
  amount: 'amount',
  refNo: 'ref_no',
  status: 'status',
}

/** One accepted correction: where it writes, the new value as stored and as shown, and the answer to the user. */
export interface CorrectionWrite {
  feedbackId: number
  companyId: number
  target: string
  field: string
  fieldLabel: string
  /** set for a dimension's record; null for the registration data */
  recordId: number | null
  recordTitle: string
  value: string | number | null
  valueText: string
  source: string
  by: string
  reply: string
  event: FeedbackEvent
}

export interface FeedbackRepo {
  /** the feedback, its images (upload ids in order) and its first timeline step, together; returns the new id */
  create(f: NewFeedback, imageIds: string[], event: FeedbackEvent): Promise<number>
  /** how many the user filed since `since` (ms) */
  countSince(userId: string, since: number): Promise<number>
  /** whether the upload already belongs to a feedback */
  imageUsed(uploadId: string): Promise<boolean>
  own(userId: string, id: number): Promise<FeedbackRow | undefined>
  byId(id: number): Promise<FeedbackRow | undefined>
  listOwn(userId: string, offset: number, limit: number): Promise<{ total: number; rows: FeedbackRow[] }>
  summary(userId: string): Promise<{ total: number; unread: number }>
  /** marks the reply of the user's feedback read; false when it is not the user's */
  markRead(userId: string, id: number): Promise<boolean>
  images(feedbackId: number): Promise<UploadRow[]>
  events(feedbackId: number): Promise<FeedbackEventRow[]>
  corrections(feedbackId: number): Promise<DataCorrectionRow[]>
  /** every user's feedback, the oldest open first when filtered by status, else the newest first */
  listAll(status: FeedbackStatus | null, offset: number, limit: number): Promise<{ total: number; rows: FeedbackRow[] }>
  /** a reply: the status (and outcome, when given) change, the user has an unread reply, the timeline a step */
  answer(id: number, status: FeedbackStatus, outcome: FeedbackOutcome | null, reply: string, event: FeedbackEvent): Promise<void>
  /**
   * Writes the corrected value, records the correction with the value it replaced, resolves the feedback as accepted
   * with the reply, all in one transaction. Returns the correction, or null when the feedback was no longer open to
   * an outcome (another operator got there first) or the record is gone; then nothing is written.
   */
  accept(w: CorrectionWrite): Promise<DataCorrectionRow | null>
  /** the field's current value as shown (a record's through its dimension's fields), '' when empty */
  currentValue(target: { companyId: number; recordId: number | null }, field: string): Promise<string>
}

const shown = (v: unknown): string => (v === null || v === undefined ? '' : String(v))

function parseDetail(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text)
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export class SqlFeedbackRepo implements FeedbackRepo {
  constructor(private readonly db: Sql) {}

  async create(f: NewFeedback, imageIds: string[], event: FeedbackEvent): Promise<number> {
    return this.db.atomically(async () => {
      const id = Number(
        (
          await this.db
            .prepare(
              `INSERT INTO feedback (user_id, kind, content, contact, pid, company_name, target, field, record_id, record_title,
               expected, feature, app_version, device_brand, device_model, device_system, device_platform, created_at, updated_at)
             VALUES (@user_id, @kind, @content, @contact, @pid, @company_name, @target, @field, @record_id, @record_title,
               @expected, @feature, @app_version, @device_brand, @device_model, @device_system, @device_platform, @created_at, @created_at)`,
            )
            .run(f)
        ).lastInsertRowid,
      )
      const image = this.db.prepare('INSERT INTO feedback_images (feedback_id, upload_id, position) VALUES (?, ?, ?)')
      for (const [i, uploadId] of imageIds.entries()) await image.run(id, uploadId, i)
      await this.addEvent(id, event)
      return id
    })
  }

  private async addEvent(id: number, e: FeedbackEvent): Promise<void> {
    await this.db
      .prepare('INSERT INTO feedback_events (feedback_id, status, title, text, at) VALUES (?, ?, ?, ?, ?)')
      .run(id, e.status, e.title, e.text, e.at)
  }

  async countSince(userId: string, since: number): Promise<number> {
    return (
      (await this.db.prepare('SELECT COUNT(*) AS n FROM feedback WHERE user_id = ? AND created_at >= ?').get(userId, since)) as {
        n: number
      }
    ).n
  }

  async imageUsed(uploadId: string): Promise<boolean> {
    return Boolean(await this.db.prepare('SELECT 1 FROM feedback_images WHERE upload_id = ?').get(uploadId))
  }

  async own(userId: string, id: number): Promise<FeedbackRow | undefined> {
    return (await this.db.prepare('SELECT * FROM feedback WHERE id = ? AND user_id = ?').get(id, userId)) as FeedbackRow | undefined
  }

  async byId(id: number): Promise<FeedbackRow | undefined> {
    return (await this.db.prepare('SELECT * FROM feedback WHERE id = ?').get(id)) as FeedbackRow | undefined
  }

  async listOwn(userId: string, offset: number, limit: number): Promise<{ total: number; rows: FeedbackRow[] }> {
    const { n } = (await this.db.prepare('SELECT COUNT(*) AS n FROM feedback WHERE user_id = ?').get(userId)) as { n: number }
    const rows = (await this.db
      .prepare('SELECT * FROM feedback WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(userId, limit, offset)) as FeedbackRow[]
    return { total: n, rows }
  }

  async summary(userId: string): Promise<{ total: number; unread: number }> {
    const r = (await this.db
      .prepare('SELECT COUNT(*) AS total, COALESCE(SUM(reply_unread), 0) AS unread FROM feedback WHERE user_id = ?')
      .get(userId)) as { total: number; unread: number }
    return { total: r.total, unread: r.unread }
  }

  async markRead(userId: string, id: number): Promise<boolean> {
    const row = await this.own(userId, id)
    if (!row) return false
    if (row.reply_unread) await this.db.prepare('UPDATE feedback SET reply_unread = 0 WHERE id = ? AND user_id = ?').run(id, userId)
    return true
  }

  async images(feedbackId: number): Promise<UploadRow[]> {
    return (await this.db
      .prepare('SELECT u.* FROM feedback_images fi JOIN uploads u ON u.id = fi.upload_id WHERE fi.feedback_id = ? ORDER BY fi.position')
      .all(feedbackId)) as UploadRow[]
  }

  async events(feedbackId: number): Promise<FeedbackEventRow[]> {
    return (await this.db
      .prepare('SELECT status, title, text, at FROM feedback_events WHERE feedback_id = ? ORDER BY at, id')
      .all(feedbackId)) as FeedbackEventRow[]
  }

  async corrections(feedbackId: number): Promise<DataCorrectionRow[]> {
    return (await this.db
      .prepare('SELECT * FROM data_corrections WHERE feedback_id = ? ORDER BY id')
      .all(feedbackId)) as DataCorrectionRow[]
  }

  async listAll(status: FeedbackStatus | null, offset: number, limit: number): Promise<{ total: number; rows: FeedbackRow[] }> {
    const where = status ? 'WHERE status = ?' : ''
    const args = status ? [status] : []
    const { n } = (await this.db.prepare(`SELECT COUNT(*) AS n FROM feedback ${where}`).get(...args)) as { n: number }
    const order = status ? 'created_at ASC, id ASC' : 'created_at DESC, id DESC'
    const rows = (await this.db
      .prepare(`SELECT * FROM feedback ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
      .all(...args, limit, offset)) as FeedbackRow[]
    return { total: n, rows }
  }

  async answer(id: number, status: FeedbackStatus, outcome: FeedbackOutcome | null, reply: string, event: FeedbackEvent): Promise<void> {
    await this.db.atomically(async () => {
      await this.db
        .prepare(
          `UPDATE feedback SET status = ?, outcome = COALESCE(?, outcome), reply = ?, replied_at = ?, reply_unread = 1, updated_at = ?
           WHERE id = ?`,
        )
        .run(status, outcome, reply, event.at, event.at, id)
      await this.addEvent(id, event)
    })
  }

  private async recordRow(id: number): Promise<RecordRow | undefined> {
    return (await this.db.prepare(`${RECORD_SELECT} WHERE r.id = ?`).get(id)) as RecordRow | undefined
  }

  async currentValue(target: { companyId: number; recordId: number | null }, field: string): Promise<string> {
    if (target.recordId === null) {
      const column = COMPANY_COLUMNS[field]
      if (!column) return ''
      const row = (await this.db.prepare(`SELECT ${column} AS v FROM companies WHERE id = ?`).get(target.companyId)) as
        { v: unknown } | undefined
      return shown(row?.v)
    }
    const row = await this.recordRow(target.recordId)
    return row ? shown(toItem(row).fields[field]) : ''
  }

  async accept(w: CorrectionWrite): Promise<DataCorrectionRow | null> {
    return this.db.atomically(async (): Promise<DataCorrectionRow | null> => {
      const open = await this.db.prepare("SELECT 1 FROM feedback WHERE id = ? AND kind = 'correction' AND outcome = ''").get(w.feedbackId)
      if (!open) return null
      const oldValue = await this.currentValue({ companyId: w.companyId, recordId: w.recordId }, w.field)
      if (w.recordId === null) {
        const column = COMPANY_COLUMNS[w.field]
        if (!column) return null
        // the linked person no longer stands for a corrected legal representative
        const unlink = w.field === 'legalPerson' ? ', legal_person_id = NULL' : ''
        await this.db.prepare(`UPDATE companies SET ${column} = ?${unlink} WHERE id = ?`).run(w.value, w.companyId)
        if (INDEXED.has(w.field)) await reindexCompanies(this.db, [w.companyId])
      } else {
        const row = await this.recordRow(w.recordId)
        if (!row) return null
        const detail = parseDetail(row.detail)
        const column = RECORD_FIELD_COLUMNS[w.field]
        if (column) await this.db.prepare(`UPDATE records SET ${column} = ? WHERE id = ?`).run(w.value, w.recordId)
        // a column's value may also be kept in the detail (importers do), where it shows when the column is empty
        if (!column || w.field in detail) {
          detail[w.field] = w.value
          await this.db.prepare('UPDATE records SET detail = ? WHERE id = ?').run(JSON.stringify(detail), w.recordId)
        }
      }
      const id = Number(
        (
          await this.db
            .prepare(
              `INSERT INTO data_corrections (feedback_id, company_id, record_id, target, field, field_label, record_title, old_value,
               new_value, source, corrected_by, corrected_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              w.feedbackId,
              w.companyId,
              w.recordId,
              w.target,
              w.field,
              w.fieldLabel,
              w.recordTitle,
              oldValue,
              w.valueText,
              w.source,
              w.by,
              w.event.at,
            )
        ).lastInsertRowid,
      )
      await this.answer(w.feedbackId, 'resolved', 'accepted', w.reply, w.event)
      return (await this.db.prepare('SELECT * FROM data_corrections WHERE id = ?').get(id)) as DataCorrectionRow
    })
  }
}
