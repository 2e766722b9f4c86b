/**
 * Entry codes: the random id of a code, what it opens, who asked for it, until when, and how often it was opened.
 * The owner of an invitation code is read here too: only they may print it as a QR code.
 */
import type { EntryKind } from '../../../contract/domain/entry'
import type { Sql } from './sql'

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
  byId(id: string): Promise<EntryCodeRow | undefined>
  /** the code of the target that is valid at least until `until`, the longest-lived first */
  liveFor(kind: EntryKind, target: string, until: number): Promise<EntryCodeRow | undefined>
  insert(row: NewEntryCode): Promise<void>
  /** counts one opening */
  opened(id: string, at: number): Promise<void>
  /** the user an invitation code belongs to; null for a code of no user (official or channel codes) or none */
  inviteOwner(code: string): Promise<string | null>
}

export class SqlEntryCodeRepo implements EntryCodeRepo {
  constructor(private readonly db: Sql) {}

  async byId(id: string): Promise<EntryCodeRow | undefined> {
    return (await this.db.prepare('SELECT * FROM entry_codes WHERE id = ?').get(id)) as EntryCodeRow | undefined
  }

  async liveFor(kind: EntryKind, target: string, until: number): Promise<EntryCodeRow | undefined> {
    return (await this.db
      .prepare('SELECT * FROM entry_codes WHERE kind = ? AND target = ? AND expires_at > ? ORDER BY expires_at DESC LIMIT 1')
      .get(kind, target, until)) as EntryCodeRow | undefined
  }

  async insert(row: NewEntryCode): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO entry_codes (id, kind, target, created_by, created_at, expires_at)
         VALUES (@id, @kind, @target, @created_by, @created_at, @expires_at)`,
      )
      .run(row)
  }

  async opened(id: string, at: number): Promise<void> {
    await this.db.prepare('UPDATE entry_codes SET opens = opens + 1, opened_at = ? WHERE id = ?').run(at, id)
  }

  async inviteOwner(code: string): Promise<string | null> {
    const row = (await this.db.prepare('SELECT owner_id FROM invite_codes WHERE code = ?').get(code)) as
      { owner_id: string | null } | undefined
    return row?.owner_id ?? null
  }
}
