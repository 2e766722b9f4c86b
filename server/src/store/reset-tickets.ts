/** Password-reset tickets: a verified reset code yields one, good once for a short time. */
import type { Sql } from './sql'

export interface ResetTicketRow {
  ticket: string
  user_id: string
  created_at: number
  expires_at: number
  used_at: number | null
}

export interface ResetTicketRepo {
  create(t: { ticket: string; userId: string; createdAt: number; expiresAt: number }): Promise<void>
  byTicket(ticket: string): Promise<ResetTicketRow | undefined>
  /** false when it was already used */
  markUsed(ticket: string, nowSec: number): Promise<boolean>
}

export class SqlResetTicketRepo implements ResetTicketRepo {
  constructor(private readonly db: Sql) {}

  async create(t: { ticket: string; userId: string; createdAt: number; expiresAt: number }): Promise<void> {
    await this.db
      .prepare('INSERT INTO reset_tickets (ticket, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(t.ticket, t.userId, t.createdAt, t.expiresAt)
  }

  async byTicket(ticket: string): Promise<ResetTicketRow | undefined> {
    return (await this.db.prepare('SELECT * FROM reset_tickets WHERE ticket = ?').get(ticket)) as ResetTicketRow | undefined
  }

  async markUsed(ticket: string, nowSec: number): Promise<boolean> {
    return (
      (await this.db.prepare('UPDATE reset_tickets SET used_at = ? WHERE ticket = ? AND used_at IS NULL').run(nowSec, ticket)).changes > 0
    )
  }
}
