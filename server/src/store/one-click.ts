/** One-click login: the phone the carrier resolved, waiting for the client that asked to confirm it. */
import type { Sql } from './sql'

export interface OneClickConfirm {
  confirmId: string
  phone: string
  /** client id of the asking app; '' when it sent none */
  cid: string
  createdAt: number
  expiresAt: number
  usedAt: number | null
}

export interface OneClickRepo {
  create(c: Omit<OneClickConfirm, 'usedAt'>): Promise<void>
  byId(confirmId: string): Promise<OneClickConfirm | undefined>
  /** false when it was already used */
  markUsed(confirmId: string, nowSec: number): Promise<boolean>
}

interface Row {
  confirm_id: string
  phone: string
  cid: string
  created_at: number
  expires_at: number
  used_at: number | null
}

export class SqlOneClickRepo implements OneClickRepo {
  constructor(private readonly db: Sql) {}

  async create(c: Omit<OneClickConfirm, 'usedAt'>): Promise<void> {
    await this.db
      .prepare('INSERT INTO one_click_confirms (confirm_id, phone, cid, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(c.confirmId, c.phone, c.cid, c.createdAt, c.expiresAt)
  }

  async byId(confirmId: string): Promise<OneClickConfirm | undefined> {
    const r = (await this.db.prepare('SELECT * FROM one_click_confirms WHERE confirm_id = ?').get(confirmId)) as Row | undefined
    return r && { confirmId: r.confirm_id, phone: r.phone, cid: r.cid, createdAt: r.created_at, expiresAt: r.expires_at, usedAt: r.used_at }
  }

  async markUsed(confirmId: string, nowSec: number): Promise<boolean> {
    return (
      (await this.db.prepare('UPDATE one_click_confirms SET used_at = ? WHERE confirm_id = ? AND used_at IS NULL').run(nowSec, confirmId))
        .changes > 0
    )
  }
}
