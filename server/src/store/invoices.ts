/**
 * Invoice heads and invoice requests. Every read and write names the user: another user's ids match nothing. A user
 * with heads always has exactly one default (the first head, or the newest left when the default is deleted).
 */
import type { Sql } from './sql'
import type { OrderKind } from '../../../contract/schemas/member'
import { userPage } from './user-pages'
import type { OrderState } from '../money/terms'

export type HeadKind = 'company' | 'personal'
export type InvoiceState = 'requested' | 'issued' | 'failed'

export interface InvoiceHeadRow {
  id: number
  user_id: string
  kind: HeadKind
  name: string
  tax_id: string | null
  bank: string | null
  account: string | null
  address: string | null
  phone: string | null
  is_default: number
  created_at: number
  updated_at: number
}

export type HeadFields = Pick<InvoiceHeadRow, 'kind' | 'name' | 'tax_id' | 'bank' | 'account' | 'address' | 'phone'>

export interface InvoiceRequestRow {
  id: number
  user_id: string
  order_no: string
  head_id: number | null
  kind: HeadKind
  buyer_name: string
  buyer_tax_id: string | null
  buyer_bank: string | null
  buyer_account: string | null
  buyer_address: string | null
  buyer_phone: string | null
  email: string
  item: string
  amount_fen: number
  state: InvoiceState
  provider: string
  invoice_no: string | null
  fail_reason: string | null
  created_at: number
  issued_at: number | null
}

export type NewInvoiceRequest = Omit<InvoiceRequestRow, 'id' | 'state' | 'invoice_no' | 'fail_reason' | 'issued_at'>

/** What invoicing needs of an order. */
export interface InvoiceOrderRow {
  order_no: string
  user_id: string
  kind: OrderKind
  amount_fen: number
  refund_fen: number | null
  state: OrderState
  paid_at: number | null
}

/** What an order keeps after its refund: the amount an invoice is for. */
const KEPT_FEN_SQL = `amount_fen - CASE WHEN state = 'refunded' THEN COALESCE(refund_fen, 0) ELSE 0 END`

export interface InvoiceRepo {
  heads(userId: string): Promise<InvoiceHeadRow[]>
  head(userId: string, id: number): Promise<InvoiceHeadRow | undefined>
  /** null when the user already has `max` heads */
  createHead(userId: string, fields: HeadFields, makeDefault: boolean, max: number, at: number): Promise<InvoiceHeadRow | null>
  updateHead(userId: string, id: number, fields: HeadFields, makeDefault: boolean, at: number): Promise<InvoiceHeadRow | undefined>
  deleteHead(userId: string, id: number): Promise<boolean>
  setDefault(userId: string, id: number): Promise<boolean>
  order(userId: string, orderNo: string): Promise<InvoiceOrderRow | undefined>
  /** the order's request that did not fail */
  activeRequest(userId: string, orderNo: string): Promise<InvoiceRequestRow | undefined>
  /**
   * A 'requested' request, written only while the order is still paid or refunded keeping exactly `amount_fen` and
   * has no request that did not fail; undefined otherwise.
   */
  createRequest(r: NewInvoiceRequest): Promise<InvoiceRequestRow | undefined>
  markIssued(id: number, invoiceNo: string, issuedAt: number, pdf: Uint8Array): Promise<boolean>
  markFailed(id: number, reason: string): Promise<boolean>
  request(userId: string, id: number): Promise<InvoiceRequestRow | undefined>
  requests(userId: string, state: InvoiceState | null, offset: number, limit: number): Promise<{ total: number; rows: InvoiceRequestRow[] }>
  pdf(userId: string, id: number): Promise<Buffer | undefined>
}

export class SqlInvoiceRepo implements InvoiceRepo {
  constructor(private readonly db: Sql) {}

  async heads(userId: string): Promise<InvoiceHeadRow[]> {
    return (await this.db
      .prepare('SELECT * FROM invoice_heads WHERE user_id = ? ORDER BY is_default DESC, updated_at DESC, id DESC')
      .all(userId)) as InvoiceHeadRow[]
  }

  async head(userId: string, id: number): Promise<InvoiceHeadRow | undefined> {
    return (await this.db.prepare('SELECT * FROM invoice_heads WHERE id = ? AND user_id = ?').get(id, userId)) as InvoiceHeadRow | undefined
  }

  async createHead(userId: string, f: HeadFields, makeDefault: boolean, max: number, at: number): Promise<InvoiceHeadRow | null> {
    return this.db.atomically(async () => {
      const { n } = (await this.db.prepare('SELECT count(*) AS n FROM invoice_heads WHERE user_id = ?').get(userId)) as { n: number }
      if (n >= max) return null
      const r = await this.db
        .prepare(
          `INSERT INTO invoice_heads (user_id, kind, name, tax_id, bank, account, address, phone, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(userId, f.kind, f.name, f.tax_id, f.bank, f.account, f.address, f.phone, at, at)
      const id = Number(r.lastInsertRowid)
      if (makeDefault || n === 0) await this.makeDefault(userId, id)
      return (await this.head(userId, id)) as InvoiceHeadRow
    })
  }

  async updateHead(userId: string, id: number, f: HeadFields, makeDefault: boolean, at: number): Promise<InvoiceHeadRow | undefined> {
    return this.db.atomically(async () => {
      const r = await this.db
        .prepare(
          `UPDATE invoice_heads SET kind = ?, name = ?, tax_id = ?, bank = ?, account = ?, address = ?, phone = ?, updated_at = ?
           WHERE id = ? AND user_id = ?`,
        )
        .run(f.kind, f.name, f.tax_id, f.bank, f.account, f.address, f.phone, at, id, userId)
      if (r.changes !== 1) return undefined
      if (makeDefault) await this.makeDefault(userId, id)
      return this.head(userId, id)
    })
  }

  async deleteHead(userId: string, id: number): Promise<boolean> {
    return this.db.atomically(async () => {
      const r = await this.db.prepare('DELETE FROM invoice_heads WHERE id = ? AND user_id = ?').run(id, userId)
      if (r.changes !== 1) return false
      const next = (await this.heads(userId))[0]
      if (next && !next.is_default) await this.makeDefault(userId, next.id)
      return true
    })
  }

  async setDefault(userId: string, id: number): Promise<boolean> {
    return this.db.atomically(async () => {
      if (!(await this.head(userId, id))) return false
      await this.makeDefault(userId, id)
      return true
    })
  }

  /** inside a transaction: the old default is cleared first (one default per user is a unique index) */
  private async makeDefault(userId: string, id: number): Promise<void> {
    await this.db.prepare('UPDATE invoice_heads SET is_default = 0 WHERE user_id = ? AND is_default = 1').run(userId)
    await this.db.prepare('UPDATE invoice_heads SET is_default = 1 WHERE id = ? AND user_id = ?').run(id, userId)
  }

  async order(userId: string, orderNo: string): Promise<InvoiceOrderRow | undefined> {
    return (await this.db
      .prepare('SELECT order_no, user_id, kind, amount_fen, refund_fen, state, paid_at FROM orders WHERE order_no = ? AND user_id = ?')
      .get(orderNo, userId)) as InvoiceOrderRow | undefined
  }

  async activeRequest(userId: string, orderNo: string): Promise<InvoiceRequestRow | undefined> {
    return (await this.db
      .prepare(`SELECT * FROM invoice_requests WHERE order_no = ? AND user_id = ? AND state <> 'failed'`)
      .get(orderNo, userId)) as InvoiceRequestRow | undefined
  }

  async createRequest(q: NewInvoiceRequest): Promise<InvoiceRequestRow | undefined> {
    const r = await this.db
      .prepare(
        `INSERT INTO invoice_requests (user_id, order_no, head_id, kind, buyer_name, buyer_tax_id, buyer_bank, buyer_account,
           buyer_address, buyer_phone, email, item, amount_fen, provider, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
         WHERE EXISTS (SELECT 1 FROM orders WHERE order_no = ? AND user_id = ? AND state IN ('paid', 'refunded') AND ${KEPT_FEN_SQL} = ?)
         ON CONFLICT DO NOTHING`,
      )
      .run(
        q.user_id,
        q.order_no,
        q.head_id,
        q.kind,
        q.buyer_name,
        q.buyer_tax_id,
        q.buyer_bank,
        q.buyer_account,
        q.buyer_address,
        q.buyer_phone,
        q.email,
        q.item,
        q.amount_fen,
        q.provider,
        q.created_at,
        q.order_no,
        q.user_id,
        q.amount_fen,
      )
    return r.changes === 1 ? await this.request(q.user_id, Number(r.lastInsertRowid)) : undefined
  }

  async markIssued(id: number, invoiceNo: string, issuedAt: number, pdf: Uint8Array): Promise<boolean> {
    return this.db.atomically(async () => {
      const r = await this.db
        .prepare(`UPDATE invoice_requests SET state = 'issued', invoice_no = ?, issued_at = ? WHERE id = ? AND state = 'requested'`)
        .run(invoiceNo, issuedAt, id)
      if (r.changes !== 1) return false
      await this.db.prepare('INSERT INTO invoice_pdfs (request_id, pdf) VALUES (?, ?)').run(id, Buffer.from(pdf))
      return true
    })
  }

  async markFailed(id: number, reason: string): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(`UPDATE invoice_requests SET state = 'failed', fail_reason = ? WHERE id = ? AND state = 'requested'`)
          .run(reason.slice(0, 500), id)
      ).changes === 1
    )
  }

  async request(userId: string, id: number): Promise<InvoiceRequestRow | undefined> {
    return (await this.db.prepare('SELECT * FROM invoice_requests WHERE id = ? AND user_id = ?').get(id, userId)) as
      InvoiceRequestRow | undefined
  }

  async requests(
    userId: string,
    state: InvoiceState | null,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: InvoiceRequestRow[] }> {
    return userPage<InvoiceRequestRow>(this.db, 'invoice_requests', 'id', userId, state, offset, limit)
  }

  async pdf(userId: string, id: number): Promise<Buffer | undefined> {
    const row = (await this.db
      .prepare('SELECT p.pdf FROM invoice_pdfs p JOIN invoice_requests r ON r.id = p.request_id WHERE p.request_id = ? AND r.user_id = ?')
      .get(id, userId)) as { pdf: Buffer } | undefined
    return row?.pdf
  }
}
