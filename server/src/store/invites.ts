/** Invitation codes and who entered one: a user enters at most one code. */
import type { Sql } from './sql'

export interface InviteCodeRow {
  /** upper case */
  code: string
  /** the user's promotion source once entered: 1 官方推广, 2 渠道合作, 3 用户邀请 */
  source: number
  label: string
  /** 0: unlimited */
  max_uses: number
  used_count: number
  /** Unix seconds; 0: never */
  expires_at: number
}

/** the account that owns a user's own code */
export interface CodeOwnerRow {
  user_id: string
  /** the account's row id: accounts made in the same second are ordered by it */
  id: number
  /** Unix seconds */
  created_at: number
}

export interface InviteRepo {
  byCode(code: string): Promise<InviteCodeRow | undefined>
  /** the user has entered a code before */
  usedBy(userId: string): Promise<boolean>
  /** Counts one use of the code by the user. */
  recordUse(code: string, userId: string, at: number): Promise<void>
  /** the owner of a user's own code (source 3), while that account exists */
  codeOwner(code: string): Promise<CodeOwnerRow | undefined>
  /** someone has entered the user's own code */
  hasInvited(userId: string): Promise<boolean>
}

export class SqlInviteRepo implements InviteRepo {
  constructor(private readonly db: Sql) {}

  async byCode(code: string): Promise<InviteCodeRow | undefined> {
    return (await this.db.prepare('SELECT * FROM invite_codes WHERE code = ?').get(code)) as InviteCodeRow | undefined
  }

  async usedBy(userId: string): Promise<boolean> {
    return (await this.db.prepare('SELECT 1 FROM invite_uses WHERE user_id = ?').get(userId)) !== undefined
  }

  async recordUse(code: string, userId: string, at: number): Promise<void> {
    await this.db.prepare('UPDATE invite_codes SET used_count = used_count + 1 WHERE code = ?').run(code)
    await this.db.prepare('INSERT INTO invite_uses (code, user_id, at) VALUES (?, ?, ?)').run(code, userId, at)
  }

  async codeOwner(code: string): Promise<CodeOwnerRow | undefined> {
    return (await this.db
      .prepare(
        'SELECT u.user_id, u.id, u.created_at FROM invite_codes c JOIN users u ON u.user_id = c.owner_id WHERE c.code = ? AND c.source = 3',
      )
      .get(code)) as CodeOwnerRow | undefined
  }

  async hasInvited(userId: string): Promise<boolean> {
    return (
      (await this.db
        .prepare('SELECT 1 FROM invite_uses iu JOIN invite_codes c ON c.code = iu.code WHERE c.owner_id = ? AND c.source = 3 LIMIT 1')
        .get(userId)) !== undefined
    )
  }
}
