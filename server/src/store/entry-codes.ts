/**
 * Entry codes: the random id of a code, what it opens, who asked for it, until when, and how often it was opened.
 * The owner of an invitation code is read here too: only they may print it as a QR code.
 */
import type { EntryKind } from '../../../contract/domain/entry'
import type { DB } from './db'

export interface EntryCodeRow {
  id: string
  kind: EntryKind
  target: string
  created_by: string | null
  created_at: number
  expires_at: number
  opens: number
  opened_at: number | null
}

export type NewEntryCode = Pick<EntryCodeRow, 'id' | 'kind' | 'target' | 'created_by' | 'created_at' | 'expires_at'>

export interface EntryCodeRepo {
  byId(id: string): EntryCodeRow | undefined
  /** the code of the target that is valid at least until `until`, the longest-lived first */
  liveFor(kind: EntryKind, target: string, until: number): EntryCodeRow | undefined
  insert(row: NewEntryCode): void
  /** counts one opening */
  opened(id: string, at: number): void
  /** the user an invitation code belongs to; null for a code of no user (official or channel codes) or none */
  inviteOwner(code: string): string | null
}

export class SqliteEntryCodeRepo implements EntryCodeRepo {
  constructor(private readonly db: DB) {}

  byId(id: string): EntryCodeRow | undefined {
    return this.db.prepare('SELECT * FROM entry_codes WHERE id = ?').get(id) as EntryCodeRow | undefined
  }

  liveFor(kind: EntryKind, target: string, until: number): EntryCodeRow | undefined {
    return this.db
      .prepare('SELECT * FROM entry_codes WHERE kind = ? AND target = ? AND expires_at > ? ORDER BY expires_at DESC LIMIT 1')
      .get(kind, target, until) as EntryCodeRow | undefined
  }

  insert(row: NewEntryCode): void {
    this.db
      .prepare(
        `INSERT INTO entry_codes (id, kind, target, created_by, created_at, expires_at)
         VALUES (@id, @kind, @target, @created_by, @created_at, @expires_at)`,
      )
      .run(row)
  }

  opened(id: string, at: number): void {
    this.db.prepare('UPDATE entry_codes SET opens = opens + 1, opened_at = ? WHERE id = ?').run(at, id)
  }

  inviteOwner(code: string): string | null {
    const row = this.db.prepare('SELECT owner_id FROM invite_codes WHERE code = ?').get(code) as { owner_id: string | null } | undefined
    return row?.owner_id ?? null
  }
}
