/**
 * The membership ledger: grants of time at a level and the pieces of the timeline laid out from them
 * (server/src/money/ledger.ts holds the rules). Every change lays the user's timeline out again from now, in the same
 * transaction, and refreshes the cached level and end on the users row.
 */
import type { Sql } from './sql'
import { currentOf, layOut, remainingOf, startOfNew, termsFrom, type Grant, type Piece, type Term } from '../money/ledger'

export type GrantSource = 'order' | 'invite' | 'operator' | 'legacy'

export interface GrantRow {
  id: number
  user_id: string
  source: GrantSource
  ref: string
  level: number
  granted_ms: number
  revoked_ms: number
  granted_at: number
}

export interface NewGrant {
  userId: string
  source: GrantSource
  ref: string
  level: number
  /** the time granted, given where the grant starts (calendar months depend on it) */
  length: (start: number) => number
}

interface PieceRow {
  grant_id: number
  level: number
  start_at: number
  end_at: number
}

const toGrant = (r: GrantRow): Grant => ({
  id: Number(r.id),
  level: Number(r.level),
  grantedMs: Number(r.granted_ms),
  revokedMs: Number(r.revoked_ms),
  grantedAt: Number(r.granted_at),
})
const toPiece = (r: PieceRow): Piece => ({
  grantId: Number(r.grant_id),
  level: Number(r.level),
  start: Number(r.start_at),
  end: Number(r.end_at),
})

export interface MembershipRepo {
  /** adds a grant where the ledger puts it and lays the timeline out again; null when (source, ref) already has one */
  grant(g: NewGrant, now: number): Promise<{ grant: GrantRow; start: number; end: number } | null>
  grantOf(source: GrantSource, ref: string): Promise<GrantRow | undefined>
  /** takes back what the grant has left at `now` (a refund); answers the time taken back */
  revokeRemaining(grantId: number, now: number): Promise<number>
  /** gives back what a refund took (the refund did not happen) */
  restore(grantId: number, now: number): Promise<void>
  /** what a grant has used and has left at `now` */
  usage(grantId: number, now: number): Promise<{ grant: GrantRow; remainingMs: number } | undefined>
  /** the user's timeline from `now`, consecutive pieces of one level joined */
  terms(userId: string, now: number): Promise<Term[]>
  levelAt(userId: string, now: number): Promise<number>
  /** the first and last moment a grant's pieces cover */
  spanOf(grantId: number): Promise<{ start: number; end: number } | null>
  /** users whose cached term has ended: the cache is refreshed from the ledger; answers how many */
  rollOver(now: number, limit?: number): Promise<number>
  grants(userId: string): Promise<GrantRow[]>
  pieces(userId: string): Promise<Piece[]>
}

export class SqlMembershipRepo implements MembershipRepo {
  constructor(private readonly db: Sql) {}

  /**
   * Holds the user's row for the rest of the transaction, so two changes of one user's ledger never interleave.
   * SQLite transactions already hold the write lock from BEGIN; on PostgreSQL a write to the row takes its lock.
   */
  private async lock(userId: string): Promise<void> {
    if (this.db.dialect === 'pg') await this.db.prepare('UPDATE users SET member_level = member_level WHERE user_id = ?').run(userId)
  }

  async grants(userId: string): Promise<GrantRow[]> {
    return await this.db.prepare('SELECT * FROM member_grants WHERE user_id = ? ORDER BY id').all<GrantRow>(userId)
  }

  async pieces(userId: string): Promise<Piece[]> {
    const rows = await this.db
      .prepare('SELECT grant_id, level, start_at, end_at FROM member_pieces WHERE user_id = ? ORDER BY start_at, id')
      .all<PieceRow>(userId)
    return rows.map(toPiece)
  }

  async grantOf(source: GrantSource, ref: string): Promise<GrantRow | undefined> {
    return await this.db.prepare('SELECT * FROM member_grants WHERE source = ? AND ref = ?').get<GrantRow>(source, ref)
  }

  private async grantById(id: number): Promise<GrantRow | undefined> {
    return await this.db.prepare('SELECT * FROM member_grants WHERE id = ?').get<GrantRow>(id)
  }

  async grant(g: NewGrant, now: number): Promise<{ grant: GrantRow; start: number; end: number } | null> {
    return this.db.atomically(async () => {
      await this.lock(g.userId)
      if (await this.grantOf(g.source, g.ref)) return null
      const grants = (await this.grants(g.userId)).map(toGrant)
      const pieces = await this.pieces(g.userId)
      const start = startOfNew(g.level, grants, pieces, now)
      const length = g.length(start)
      if (!(length > 0)) throw new Error(`a grant must add time: ${g.source} ${g.ref}`)
      const r = await this.db
        .prepare('INSERT INTO member_grants (user_id, source, ref, level, granted_ms, revoked_ms, granted_at) VALUES (?, ?, ?, ?, ?, 0, ?)')
        .run(g.userId, g.source, g.ref, g.level, length, now)
      await this.relayOut(g.userId, now)
      const grant = (await this.grantById(r.lastInsertRowid)) as GrantRow
      return { grant, start, end: start + length }
    })
  }

  async usage(grantId: number, now: number): Promise<{ grant: GrantRow; remainingMs: number } | undefined> {
    const grant = await this.grantById(grantId)
    if (!grant) return undefined
    return { grant, remainingMs: remainingOf(toGrant(grant), await this.pieces(grant.user_id), now) }
  }

  async revokeRemaining(grantId: number, now: number): Promise<number> {
    return this.db.atomically(async () => {
      const row = await this.grantById(grantId)
      if (!row) return 0
      await this.lock(row.user_id)
      const left = remainingOf(toGrant(row), await this.pieces(row.user_id), now)
      if (left <= 0) return 0
      await this.db.prepare('UPDATE member_grants SET revoked_ms = revoked_ms + ? WHERE id = ?').run(left, grantId)
      await this.relayOut(row.user_id, now)
      return left
    })
  }

  async restore(grantId: number, now: number): Promise<void> {
    await this.db.atomically(async () => {
      const row = await this.grantById(grantId)
      if (!row) return
      await this.lock(row.user_id)
      await this.db.prepare('UPDATE member_grants SET revoked_ms = 0 WHERE id = ?').run(grantId)
      await this.relayOut(row.user_id, now)
    })
  }

  async terms(userId: string, now: number): Promise<Term[]> {
    return termsFrom(await this.pieces(userId), now)
  }

  async levelAt(userId: string, now: number): Promise<number> {
    const row = await this.db
      .prepare('SELECT level FROM member_pieces WHERE user_id = ? AND start_at <= ? AND end_at > ? ORDER BY level DESC LIMIT 1')
      .get<{ level: number }>(userId, now, now)
    return row ? Number(row.level) : 0
  }

  async spanOf(grantId: number): Promise<{ start: number; end: number } | null> {
    const r = await this.db
      .prepare('SELECT MIN(start_at) AS start, MAX(end_at) AS end FROM member_pieces WHERE grant_id = ?')
      .get<{ start: number | null; end: number | null }>(grantId)
    return r && r.start !== null && r.end !== null ? { start: Number(r.start), end: Number(r.end) } : null
  }

  async rollOver(now: number, limit = 500): Promise<number> {
    const due = await this.db
      .prepare('SELECT user_id FROM users WHERE member_level > 0 AND member_expires_at IS NOT NULL AND member_expires_at <= ? LIMIT ?')
      .all<{ user_id: string }>(now, limit)
    for (const { user_id } of due) {
      await this.db.atomically(async () => {
        await this.lock(user_id)
        await this.cache(user_id, await this.pieces(user_id), now)
      })
    }
    return due.length
  }

  /** Lays the user's timeline out again from `now` and refreshes the cache; inside the caller's transaction. */
  private async relayOut(userId: string, now: number): Promise<void> {
    // the past stays: a piece running now ends now, pieces not begun yet go
    await this.db
      .prepare('UPDATE member_pieces SET end_at = ? WHERE user_id = ? AND start_at < ? AND end_at > ?')
      .run(now, userId, now, now)
    await this.db.prepare('DELETE FROM member_pieces WHERE user_id = ? AND start_at >= ?').run(userId, now)
    const past = await this.pieces(userId)
    const grants = (await this.grants(userId)).map(toGrant)
    const future = layOut(grants, past, now).filter((p) => p.start >= now)
    const insert = this.db.prepare('INSERT INTO member_pieces (grant_id, user_id, level, start_at, end_at) VALUES (?, ?, ?, ?, ?)')
    for (const [i, p] of future.entries()) {
      // the grant that was running now goes on: its piece is extended rather than split in two
      const cut = i === 0 ? past.find((x) => x.grantId === p.grantId && x.end === now) : undefined
      if (cut)
        await this.db
          .prepare('UPDATE member_pieces SET end_at = ? WHERE grant_id = ? AND end_at = ? AND user_id = ?')
          .run(p.end, p.grantId, now, userId)
      else await insert.run(p.grantId, userId, p.level, p.start, p.end)
    }
    await this.cache(userId, await this.pieces(userId), now)
  }

  private async cache(userId: string, pieces: Piece[], now: number): Promise<void> {
    const c = currentOf(pieces, now)
    await this.db.prepare('UPDATE users SET member_level = ?, member_expires_at = ? WHERE user_id = ?').run(c.level, c.expiresAt, userId)
  }
}
