/**
 * Each user's own claimed company (the own scan) and which person of it the user is, on either database, through the
 * Sql door. Every call names the user: a claim is only ever read or removed by its owner.
 */
import type { Sql, Statement } from './sql'

export interface OwnClaim {
  pid: string
  personId: string | null
  /** Unix seconds */
  claimedAt: number
}

export interface OwnClaimRepo {
  of(userId: string): Promise<OwnClaim | undefined>
  /** sets (or replaces) the user's claim */
  save(userId: string, claim: OwnClaim): Promise<void>
  /** removes the user's claim; false when the user had none */
  remove(userId: string): Promise<boolean>
}

export class SqlOwnClaimRepo implements OwnClaimRepo {
  private readonly getStmt: Statement
  private readonly saveStmt: Statement
  private readonly removeStmt: Statement

  constructor(db: Sql) {
    this.getStmt = db.prepare('SELECT pid, person_id AS personId, claimed_at AS claimedAt FROM own_claims WHERE user_id = ?')
    this.saveStmt = db.prepare(`INSERT INTO own_claims (user_id, pid, person_id, claimed_at) VALUES (?, ?, ?, ?)
      ON CONFLICT(user_id) DO UPDATE SET pid = excluded.pid, person_id = excluded.person_id, claimed_at = excluded.claimed_at`)
    this.removeStmt = db.prepare('DELETE FROM own_claims WHERE user_id = ?')
  }

  async of(userId: string): Promise<OwnClaim | undefined> {
    return await this.getStmt.get<OwnClaim>(userId)
  }

  async save(userId: string, claim: OwnClaim): Promise<void> {
    await this.saveStmt.run(userId, claim.pid, claim.personId, claim.claimedAt)
  }

  async remove(userId: string): Promise<boolean> {
    return (await this.removeStmt.run(userId)).changes > 0
  }
}
