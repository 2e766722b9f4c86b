/**
 * Entry codes made, checked and resolved. A code is a random id followed by its signature (HMAC-SHA256 under a key
 * derived from the token secret, which never leaves the server), so a guessed or altered code is refused before any
 * look-up. Only the id is stored.
 */
import crypto from 'node:crypto'
import {
  ENTRY_CODE_LENGTH,
  ENTRY_FAILURES,
  ENTRY_ID_LENGTH,
  ENTRY_KIND_DEFS,
  ENTRY_TAG_LENGTH,
  isEntryCodeShape,
  type EntryFailure,
  type EntryKind,
} from '../../../contract/domain/entry'
import type { EntryTarget } from '../../../contract/schemas/entry'
import { ApiError, ERRORS } from '../errors'
import type { EntryCodeRepo, EntryCodeRow } from '../store/entry-codes'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** 4040 with the reason in `data`, so the app can tell a code that expired from one that never was */
export const entryFailure = (reason: EntryFailure) => new ApiError(ERRORS.NOT_FOUND, ENTRY_FAILURES[reason].title, { reason })

export class EntryCodes {
  private readonly key: Buffer

  constructor(
    private readonly repo: EntryCodeRepo,
    secret: string,
    private readonly now: () => number,
  ) {
    this.key = crypto.createHmac('sha256', secret).update('yqc-entry-codes').digest()
  }

  private tag(id: string): string {
    const mac = crypto.createHmac('sha256', this.key).update(id).digest()
    let out = ''
    for (let i = 0; i < ENTRY_TAG_LENGTH; i++) out += ALPHABET[mac[i] % ALPHABET.length]
    return out
  }

  codeOf(id: string): string {
    return id + this.tag(id)
  }

  /** the id of a code whose signature holds, or null */
  idOf(code: string): string | null {
    if (!isEntryCodeShape(code)) return null
    const id = code.slice(0, ENTRY_ID_LENGTH)
    const given = Buffer.from(code.slice(ENTRY_ID_LENGTH, ENTRY_CODE_LENGTH))
    return crypto.timingSafeEqual(given, Buffer.from(this.tag(id))) ? id : null
  }

  /**
   * The code of a target until `expiresAt` (at most the kind's lifetime from now). A live code of the same target is
   * handed out again while it still has half its life ahead (or lasts as long as asked): everyone who shares a company
   * shares one code, and sharing again adds no row.
   */
  async issue(kind: EntryKind, target: string, createdBy: string | null, expiresAt = Infinity): Promise<EntryCodeRow> {
    const now = this.now()
    const ttl = ENTRY_KIND_DEFS[kind].ttlMs
    const until = Math.min(expiresAt, now + ttl)
    const live = await this.repo.liveFor(kind, target, Math.min(until - 1, now + ttl / 2))
    if (live) return live
    for (;;) {
      let id = ''
      for (let i = 0; i < ENTRY_ID_LENGTH; i++) id += ALPHABET[crypto.randomInt(ALPHABET.length)]
      if (await this.repo.byId(id)) continue
      const row = { id, kind, target, created_by: createdBy, created_at: now, expires_at: until }
      await this.repo.insert(row)
      return { ...row, opens: 0, opened_at: null }
    }
  }

  /** The live row of a code, or 4040 with why not: forged, unknown or expired. */
  async check(code: string): Promise<EntryCodeRow> {
    const id = this.idOf(code)
    if (!id) throw entryFailure('invalid')
    const row = await this.repo.byId(id)
    if (!row) throw entryFailure('missing')
    if (row.expires_at <= this.now()) throw entryFailure('expired')
    return row
  }

  /** What a code opens; the opening is counted. */
  async resolve(code: string): Promise<EntryTarget> {
    const row = await this.check(code)
    await this.repo.opened(row.id, this.now())
    const def = ENTRY_KIND_DEFS[row.kind]
    return { kind: row.kind, id: row.target, route: def.route, params: { [def.param]: row.target }, expiresAt: row.expires_at }
  }
}
