import type { Sql } from './sql'

export interface SmsCodeRow {
  id: number
  phone: string
  scene: string
  code: string
  created_at: number
  expires_at: number
  attempts: number
  used_at: number | null
  voided: number
  ip: string
}

/** Verification codes sent (or, for an unregistered phone's reset, recorded without sending). */
export interface SmsCodeRepo {
  latestForPhone(phone: string): Promise<SmsCodeRow | undefined>
  latestForScene(phone: string, scene: string): Promise<SmsCodeRow | undefined>
  countForPhoneSince(phone: string, sinceSec: number): Promise<number>
  countForIpSince(ip: string, sinceSec: number): Promise<number>
  insert(r: { phone: string; scene: string; code: string; createdAt: number; expiresAt: number; ip: string }): Promise<void>
  /** Counts a wrong entry and answers the new count; the code is voided when the count reaches maxAttempts. */
  recordWrong(id: number, maxAttempts: number): Promise<number>
  /** false when the code was already used */
  markUsed(id: number, nowSec: number): Promise<boolean>
}

export class SqlSmsCodeRepo implements SmsCodeRepo {
  constructor(private readonly db: Sql) {}

  async latestForPhone(phone: string): Promise<SmsCodeRow | undefined> {
    return (await this.db.prepare('SELECT * FROM sms_codes WHERE phone = ? ORDER BY created_at DESC, id DESC LIMIT 1').get(phone)) as
      SmsCodeRow | undefined
  }

  async latestForScene(phone: string, scene: string): Promise<SmsCodeRow | undefined> {
    return (await this.db
      .prepare('SELECT * FROM sms_codes WHERE phone = ? AND scene = ? ORDER BY created_at DESC, id DESC LIMIT 1')
      .get(phone, scene)) as SmsCodeRow | undefined
  }

  async countForPhoneSince(phone: string, sinceSec: number): Promise<number> {
    return (
      (await this.db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ? AND created_at >= ?').get(phone, sinceSec)) as {
        n: number
      }
    ).n
  }

  async countForIpSince(ip: string, sinceSec: number): Promise<number> {
    return (
      (await this.db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE ip = ? AND created_at >= ?').get(ip, sinceSec)) as { n: number }
    ).n
  }

  async insert(r: { phone: string; scene: string; code: string; createdAt: number; expiresAt: number; ip: string }): Promise<void> {
    await this.db
      .prepare('INSERT INTO sms_codes (phone, scene, code, created_at, expires_at, ip) VALUES (?, ?, ?, ?, ?, ?)')
      .run(r.phone, r.scene, r.code, r.createdAt, r.expiresAt, r.ip)
  }

  async recordWrong(id: number, maxAttempts: number): Promise<number> {
    await this.db
      .prepare('UPDATE sms_codes SET attempts = attempts + 1, voided = CASE WHEN attempts + 1 >= ? THEN 1 ELSE voided END WHERE id = ?')
      .run(maxAttempts, id)
    return ((await this.db.prepare('SELECT attempts FROM sms_codes WHERE id = ?').get(id)) as { attempts: number }).attempts
  }

  async markUsed(id: number, nowSec: number): Promise<boolean> {
    return (await this.db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').run(nowSec, id)).changes > 0
  }
}
