/**
 * 推广邀请: a user's own invitation code, who joined with it, and the rewards it earned (one per invited user, kept
 * unique by the table). The days a reward adds are a grant in the membership ledger, written in the same unit of work
 * as the invitation itself (the caller runs it inside the sign-in unit of work).
 */
import type { Sql } from './sql'
import type { InviteRewardState } from '../../../contract/domain/invites'

export interface InviteeRow {
  phone: string | null
  nickname: string
  /** Unix seconds */
  at: number
  reward_state: InviteRewardState | null
}

export interface InviteRewardRow {
  id: number
  user_id: string
  invitee_id: string
  code: string
  state: InviteRewardState
  days: number
  level: number
  term_start: number | null
  term_end: number | null
  created_at: number
  invitee_phone: string | null
  invitee_nickname: string
}

export interface NewInviteReward {
  userId: string
  inviteeId: string
  code: string
  state: InviteRewardState
  days: number
  level: number
  termStart: number | null
  termEnd: number | null
  createdAt: number
}

export interface InviteRewardRepo {
  /** the user's own code (source 3), if made */
  ownCode(userId: string): Promise<string | undefined>
  /** Makes the user's own code; false when the code is taken (the caller tries another). */
  createOwnCode(userId: string, code: string, label: string): Promise<boolean>
  /** the owner of a user's own code (source 3) */
  ownerOf(code: string): Promise<string | undefined>
  invitees(ownerId: string, offset: number, limit: number): Promise<{ total: number; rows: InviteeRow[] }>
  /** the reward an invited user earned, if any */
  rewardFor(inviteeId: string): Promise<InviteRewardRow | undefined>
  /** rewards credited to the user at or after `sinceMs` */
  creditedSince(userId: string, sinceMs: number): Promise<number>
  /** Records a reward; false when the invited user already earned one. */
  insert(r: NewInviteReward): Promise<boolean>
  list(userId: string, offset: number, limit: number): Promise<{ total: number; rows: InviteRewardRow[] }>
  one(userId: string, id: number): Promise<InviteRewardRow | undefined>
  totals(userId: string): Promise<{ credited: number; days: number }>
}

const REWARD_SELECT = `
  SELECT r.*, u.phone AS invitee_phone, COALESCE(u.nickname, '') AS invitee_nickname
  FROM invite_rewards r LEFT JOIN users u ON u.user_id = r.invitee_id`

export class SqlInviteRewardRepo implements InviteRewardRepo {
  constructor(private readonly db: Sql) {}

  async ownCode(userId: string): Promise<string | undefined> {
    const row = (await this.db.prepare('SELECT code FROM invite_codes WHERE owner_id = ? AND source = 3').get(userId)) as
      { code: string } | undefined
    return row?.code
  }

  async createOwnCode(userId: string, code: string, label: string): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(
            `INSERT INTO invite_codes (code, source, label, max_uses, used_count, expires_at, owner_id)
           VALUES (?, 3, ?, 0, 0, 0, ?) ON CONFLICT DO NOTHING`,
          )
          .run(code, label, userId)
      ).changes === 1
    )
  }

  async ownerOf(code: string): Promise<string | undefined> {
    const row = (await this.db.prepare('SELECT owner_id FROM invite_codes WHERE code = ? AND source = 3').get(code)) as
      { owner_id: string | null } | undefined
    return row?.owner_id ?? undefined
  }

  async invitees(ownerId: string, offset: number, limit: number): Promise<{ total: number; rows: InviteeRow[] }> {
    const from = `FROM invite_uses iu JOIN invite_codes c ON c.code = iu.code AND c.source = 3 AND c.owner_id = ?`
    const { n } = (await this.db.prepare(`SELECT count(*) AS n ${from}`).get(ownerId)) as { n: number }
    const rows = (await this.db
      .prepare(
        `SELECT u.phone, COALESCE(u.nickname, '') AS nickname, iu.at, r.state AS reward_state ${from}
         LEFT JOIN users u ON u.user_id = iu.user_id
         LEFT JOIN invite_rewards r ON r.invitee_id = iu.user_id AND r.user_id = c.owner_id
         ORDER BY iu.at DESC, iu.id DESC LIMIT ? OFFSET ?`,
      )
      .all(ownerId, limit, offset)) as InviteeRow[]
    return { total: n, rows }
  }

  async rewardFor(inviteeId: string): Promise<InviteRewardRow | undefined> {
    return (await this.db.prepare(`${REWARD_SELECT} WHERE r.invitee_id = ?`).get(inviteeId)) as InviteRewardRow | undefined
  }

  async creditedSince(userId: string, sinceMs: number): Promise<number> {
    const { n } = (await this.db
      .prepare(`SELECT count(*) AS n FROM invite_rewards WHERE user_id = ? AND state = 'credited' AND created_at >= ?`)
      .get(userId, sinceMs)) as { n: number }
    return n
  }

  async insert(r: NewInviteReward): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(
            `INSERT INTO invite_rewards (user_id, invitee_id, code, state, days, level, term_start, term_end, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (invitee_id) DO NOTHING`,
          )
          .run(r.userId, r.inviteeId, r.code, r.state, r.days, r.level, r.termStart, r.termEnd, r.createdAt)
      ).changes === 1
    )
  }

  async list(userId: string, offset: number, limit: number): Promise<{ total: number; rows: InviteRewardRow[] }> {
    const { n } = (await this.db.prepare('SELECT count(*) AS n FROM invite_rewards WHERE user_id = ?').get(userId)) as { n: number }
    const rows = (await this.db
      .prepare(`${REWARD_SELECT} WHERE r.user_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`)
      .all(userId, limit, offset)) as InviteRewardRow[]
    return { total: n, rows }
  }

  async one(userId: string, id: number): Promise<InviteRewardRow | undefined> {
    return (await this.db.prepare(`${REWARD_SELECT} WHERE r.user_id = ? AND r.id = ?`).get(userId, id)) as InviteRewardRow | undefined
  }

  async totals(userId: string): Promise<{ credited: number; days: number }> {
    return (await this.db
      .prepare(`SELECT count(*) AS credited, COALESCE(sum(days), 0) AS days FROM invite_rewards WHERE user_id = ? AND state = 'credited'`)
      .get(userId)) as { credited: number; days: number }
  }
}
