/**
 * Scan-login tickets: waiting → scanned → confirmed → consumed (the token handed over once), or refused.
 * The confirmed token is kept only until the waiting page takes it.
 */
import type { ScanStatus } from '../../../contract/api/api'
import type { Sql } from './sql'

export interface ScanTicketRow {
  ticket: string
  status: ScanStatus
  device_id: string
  device_name: string
  phone_brand: string
  system_version: string
  app_version: string
  ip: string
  created_at: number
  expires_at: number
  user_id: string | null
  token: string | null
  token_expires: number | null
}

export interface NewScanTicket {
  ticket: string
  deviceId: string
  deviceName: string
  phoneBrand: string
  systemVersion: string
  appVersion: string
  ip: string
  createdAt: number
  expiresAt: number
}

export interface ScanTicketRepo {
  create(t: NewScanTicket): Promise<void>
  byTicket(ticket: string): Promise<ScanTicketRow | undefined>
  /** waiting → scanned; a ticket in any other state is left as it is */
  markScanned(ticket: string): Promise<void>
  confirm(ticket: string, login: { userId: string; token: string; tokenExpires: number }): Promise<void>
  refuse(ticket: string): Promise<void>
  /** confirmed → consumed, dropping the token; false when it was not confirmed (another reader took it first) */
  consume(ticket: string): Promise<boolean>
}

export class SqlScanTicketRepo implements ScanTicketRepo {
  constructor(private readonly db: Sql) {}

  async create(t: NewScanTicket): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO scan_tickets (ticket, device_id, device_name, phone_brand, system_version, app_version, ip, created_at, expires_at)
         VALUES (@ticket, @deviceId, @deviceName, @phoneBrand, @systemVersion, @appVersion, @ip, @createdAt, @expiresAt)`,
      )
      .run(t)
  }

  async byTicket(ticket: string): Promise<ScanTicketRow | undefined> {
    return (await this.db.prepare('SELECT * FROM scan_tickets WHERE ticket = ?').get(ticket)) as ScanTicketRow | undefined
  }

  async markScanned(ticket: string): Promise<void> {
    await this.db.prepare("UPDATE scan_tickets SET status = 'scanned' WHERE ticket = ? AND status = 'waiting'").run(ticket)
  }

  async confirm(ticket: string, login: { userId: string; token: string; tokenExpires: number }): Promise<void> {
    await this.db
      .prepare("UPDATE scan_tickets SET status = 'confirmed', user_id = ?, token = ?, token_expires = ? WHERE ticket = ?")
      .run(login.userId, login.token, login.tokenExpires, ticket)
  }

  async refuse(ticket: string): Promise<void> {
    await this.db.prepare("UPDATE scan_tickets SET status = 'refused' WHERE ticket = ?").run(ticket)
  }

  async consume(ticket: string): Promise<boolean> {
    return (
      (
        await this.db
          .prepare("UPDATE scan_tickets SET status = 'consumed', token = NULL WHERE ticket = ? AND status = 'confirmed'")
          .run(ticket)
      ).changes > 0
    )
  }
}
