import type { Sql } from './sql'

export interface SessionRow {
  jti: string
  user_id: string
  device_id: string
  device_name: string
  phone_brand: string
  system_version: string
  app_version: string
  ip: string
  created_at: number
  expires_at: number
  revoked_at: number | null
  superseded: number
}

export interface NewSession {
  jti: string
  userId: string
  deviceId: string
  deviceName: string
  phoneBrand: string
  systemVersion: string
  appVersion: string
  ip: string
  createdAt: number
  expiresAt: number
}

/** Logins: one row per issued token (jti). */
export interface SessionRepo {
  /**
   * Records a login. Live sessions of the same user on other devices are marked superseded
   * (their tokens then answer 4036); sessions on the same device stay valid, and so does `keepJti`.
   */
  create(s: NewSession, keepJti?: string): Promise<void>
  byJti(jti: string): Promise<SessionRow | undefined>
  /** The user's most recent session per device, newest first. */
  latestPerDevice(userId: string, limit?: number): Promise<SessionRow[]>
  /** Signs the user out everywhere, except the session `keepJti`; answers how many sessions ended. */
  revokeAllForUser(userId: string, nowSec: number, keepJti?: string): Promise<number>
  revoke(jti: string, nowSec: number): Promise<boolean>
}

export class SqlSessionRepo implements SessionRepo {
  constructor(private readonly db: Sql) {}

  async create(s: NewSession, keepJti?: string): Promise<void> {
    await this.db.atomically(async () => {
      await this.db
        .prepare(
          `UPDATE sessions SET superseded = 1
           WHERE user_id = ? AND device_id <> ? AND revoked_at IS NULL AND superseded = 0 AND expires_at > ? AND jti <> ?`,
        )
        .run(s.userId, s.deviceId, s.createdAt, keepJti ?? '')
      await this.db
        .prepare(
          `INSERT INTO sessions (jti, user_id, device_id, device_name, phone_brand, system_version, app_version, ip, created_at, expires_at)
           VALUES (@jti, @userId, @deviceId, @deviceName, @phoneBrand, @systemVersion, @appVersion, @ip, @createdAt, @expiresAt)`,
        )
        .run(s)
    })
  }

  async byJti(jti: string): Promise<SessionRow | undefined> {
    return (await this.db.prepare('SELECT * FROM sessions WHERE jti = ?').get(jti)) as SessionRow | undefined
  }

  async latestPerDevice(userId: string, limit = 20): Promise<SessionRow[]> {
    return (await this.db
      .prepare(
        `SELECT s.* FROM sessions s
         WHERE s.user_id = ? AND s.jti = (SELECT t.jti FROM sessions t WHERE t.user_id = s.user_id AND t.device_id = s.device_id
                                          ORDER BY t.created_at DESC, t.jti DESC LIMIT 1)
         ORDER BY s.created_at DESC LIMIT ?`,
      )
      .all(userId, limit)) as SessionRow[]
  }

  async revokeAllForUser(userId: string, nowSec: number, keepJti = ''): Promise<number> {
    return (
      await this.db
        .prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND jti <> ?')
        .run(nowSec, userId, keepJti)
    ).changes
  }

  async revoke(jti: string, nowSec: number): Promise<boolean> {
    return (await this.db.prepare('UPDATE sessions SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL').run(nowSec, jti)).changes > 0
  }
}
