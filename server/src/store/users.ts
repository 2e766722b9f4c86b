import crypto from 'node:crypto'
import type { DB } from './db'
import type { UserInfo } from '../../../types/api'
import { maskPhone } from '../../../src/domain/format'

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
  promotion_source: number
  date_limit_status: number
  failed_logins: number
  locked_until: number
  created_at: number
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
    promotionSource: u.promotion_source,
    dateLimitStatus: u.date_limit_status,
  }
}

export class UserRepo {
  constructor(private readonly db: DB) {}

  byPhone(phone: string): UserRow | undefined {
    return this.db.prepare('SELECT * FROM users WHERE phone = ?').get(phone) as UserRow | undefined
  }

  byUserId(userId: string): UserRow | undefined {
    return this.db.prepare('SELECT * FROM users WHERE user_id = ?').get(userId) as UserRow | undefined
  }

  create(input: { phone: string; passwordHash?: string; nickname?: string; roles?: string[]; permissions?: string[]; nowSec: number }): UserRow {
    const userId = `u${crypto.randomBytes(8).toString('hex')}`
    this.db
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
    return this.byUserId(userId) as UserRow
  }

  setPassword(userId: string, passwordHash: string): void {
    this.db.prepare('UPDATE users SET password_hash = ? WHERE user_id = ?').run(passwordHash, userId)
  }

  recordFailedLogin(userId: string, failedLogins: number, lockedUntil: number): void {
    this.db.prepare('UPDATE users SET failed_logins = ?, locked_until = ? WHERE user_id = ?').run(failedLogins, lockedUntil, userId)
  }

  clearFailedLogins(userId: string): void {
    this.db.prepare('UPDATE users SET failed_logins = 0, locked_until = 0 WHERE user_id = ? AND (failed_logins <> 0 OR locked_until <> 0)').run(userId)
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n
  }
}
