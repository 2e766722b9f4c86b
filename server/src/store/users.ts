import crypto from 'node:crypto'
import type { Sql } from './sql'
import type { UserInfo } from '../../../contract/api/api'
import { maskPhone } from '../../../contract/domain/format'

export interface UserRow {
  id: number
  user_id: string
  phone: string | null
  password_hash: string | null
  nickname: string
  avatar: string
  roles: string
  permissions: string
  member_level: number
  /** ms when the paid level ends; null with a level above 0: granted without end */
  member_expires_at: number | null
  promotion_source: number
  date_limit_status: number
  failed_logins: number
  locked_until: number
  created_at: number
  wx_open_id: string | null
  partner_uid: string | null
}

function parseList(json: string): string[] {
  try {
    const v = JSON.parse(json)
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

export function userRoles(u: UserRow): string[] {
  return parseList(u.roles)
}

export function userPermissions(u: UserRow): string[] {
  return parseList(u.permissions)
}

export function toUserInfo(u: UserRow): UserInfo {
  const phone = u.phone ?? ''
  return {
    userId: u.user_id,
    phone,
    phoneMasked: maskPhone(phone),
    nickname: u.nickname,
    avatar: u.avatar,
    roles: userRoles(u),
    permissions: userPermissions(u),
    memberLevel: u.member_level,
    hasPassword: Boolean(u.password_hash),
    wechatBound: Boolean(u.wx_open_id),
    promotionSource: u.promotion_source,
    dateLimitStatus: u.date_limit_status,
  }
}

/** Accounts: found by phone, WeChat openId or partner uid; created by SMS, WeChat or partner login. */
export interface UserRepo {
  byPhone(phone: string): Promise<UserRow | undefined>
  byUserId(userId: string): Promise<UserRow | undefined>
  byWxOpenId(openId: string): Promise<UserRow | undefined>
  byPartnerUid(uid: string): Promise<UserRow | undefined>
  create(input: {
    phone: string
    passwordHash?: string
    nickname?: string
    roles?: string[]
    permissions?: string[]
    nowSec: number
  }): Promise<UserRow>
  createIdentity(input: {
    phone?: string | null
    wxOpenId?: string
    partnerUid?: string
    nickname: string
    nowSec: number
  }): Promise<UserRow>
  setPassword(userId: string, passwordHash: string): Promise<void>
  recordFailedLogin(userId: string, failedLogins: number, lockedUntil: number): Promise<void>
  clearFailedLogins(userId: string): Promise<void>
  setPhone(userId: string, phone: string): Promise<void>
  setWxOpenId(userId: string, openId: string | null): Promise<void>
  setPartnerUid(userId: string, uid: string): Promise<void>
  setPromotion(userId: string, source: number, dateLimitStatus: number): Promise<void>
  setDateLimitStatus(userId: string, status: number): Promise<void>
  remove(userId: string): Promise<void>
  count(): Promise<number>
}

export class SqlUserRepo implements UserRepo {
  constructor(private readonly db: Sql) {}

  async byPhone(phone: string): Promise<UserRow | undefined> {
    return (await this.db.prepare('SELECT * FROM users WHERE phone = ?').get(phone)) as UserRow | undefined
  }

  async byUserId(userId: string): Promise<UserRow | undefined> {
    return (await this.db.prepare('SELECT * FROM users WHERE user_id = ?').get(userId)) as UserRow | undefined
  }

  async create(input: {
    phone: string
    passwordHash?: string
    nickname?: string
    roles?: string[]
    permissions?: string[]
    nowSec: number
  }): Promise<UserRow> {
    const userId = `u${crypto.randomBytes(8).toString('hex')}`
    await this.db
      .prepare(
        `INSERT INTO users (user_id, phone, password_hash, nickname, roles, permissions, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        userId,
        input.phone,
        input.passwordHash ?? null,
        input.nickname ?? `用户${input.phone.slice(-4)}`,
        JSON.stringify(input.roles ?? ['user']),
        JSON.stringify(input.permissions ?? []),
        input.nowSec,
      )
    return (await this.byUserId(userId)) as UserRow
  }

  async setPassword(userId: string, passwordHash: string): Promise<void> {
    await this.db.prepare('UPDATE users SET password_hash = ? WHERE user_id = ?').run(passwordHash, userId)
  }

  async recordFailedLogin(userId: string, failedLogins: number, lockedUntil: number): Promise<void> {
    await this.db.prepare('UPDATE users SET failed_logins = ?, locked_until = ? WHERE user_id = ?').run(failedLogins, lockedUntil, userId)
  }

  async clearFailedLogins(userId: string): Promise<void> {
    await this.db
      .prepare('UPDATE users SET failed_logins = 0, locked_until = 0 WHERE user_id = ? AND (failed_logins <> 0 OR locked_until <> 0)')
      .run(userId)
  }

  async byWxOpenId(openId: string): Promise<UserRow | undefined> {
    return (await this.db.prepare('SELECT * FROM users WHERE wx_open_id = ?').get(openId)) as UserRow | undefined
  }

  async byPartnerUid(uid: string): Promise<UserRow | undefined> {
    return (await this.db.prepare('SELECT * FROM users WHERE partner_uid = ?').get(uid)) as UserRow | undefined
  }

  async createIdentity(input: {
    phone?: string | null
    wxOpenId?: string
    partnerUid?: string
    nickname: string
    nowSec: number
  }): Promise<UserRow> {
    const userId = `u${crypto.randomBytes(8).toString('hex')}`
    await this.db
      .prepare('INSERT INTO users (user_id, phone, wx_open_id, partner_uid, nickname, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(userId, input.phone ?? null, input.wxOpenId ?? null, input.partnerUid ?? null, input.nickname, input.nowSec)
    return (await this.byUserId(userId)) as UserRow
  }

  async setPhone(userId: string, phone: string): Promise<void> {
    await this.db.prepare('UPDATE users SET phone = ? WHERE user_id = ?').run(phone, userId)
  }

  async setWxOpenId(userId: string, openId: string | null): Promise<void> {
    await this.db.prepare('UPDATE users SET wx_open_id = ? WHERE user_id = ?').run(openId, userId)
  }

  async setPartnerUid(userId: string, uid: string): Promise<void> {
    await this.db.prepare('UPDATE users SET partner_uid = ? WHERE user_id = ?').run(uid, userId)
  }

  async setPromotion(userId: string, source: number, dateLimitStatus: number): Promise<void> {
    await this.db
      .prepare('UPDATE users SET promotion_source = ?, date_limit_status = ? WHERE user_id = ?')
      .run(source, dateLimitStatus, userId)
  }

  async setDateLimitStatus(userId: string, status: number): Promise<void> {
    await this.db.prepare('UPDATE users SET date_limit_status = ? WHERE user_id = ?').run(status, userId)
  }

  async remove(userId: string): Promise<void> {
    await this.db.prepare('DELETE FROM users WHERE user_id = ?').run(userId)
  }

  async count(): Promise<number> {
    return ((await this.db.prepare('SELECT COUNT(*) AS n FROM users').get()) as { n: number }).n
  }
}
