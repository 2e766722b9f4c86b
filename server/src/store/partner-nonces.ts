/** Nonces of partner (领扬) tickets already used: a ticket signs in once. */
import type { Sql } from './sql'

export interface PartnerNonceRepo {
  /** Records the nonce until `expiresAt`; false when it was seen before. Nonces of lapsed tickets are forgotten. */
  claim(nonce: string, expiresAt: number, nowSec: number): Promise<boolean>
}

export class SqlPartnerNonceRepo implements PartnerNonceRepo {
  constructor(private readonly db: Sql) {}

  async claim(nonce: string, expiresAt: number, nowSec: number): Promise<boolean> {
    await this.db.prepare('DELETE FROM partner_nonces WHERE expires_at <= ?').run(nowSec)
    return (
      (await this.db.prepare('INSERT OR IGNORE INTO partner_nonces (nonce, expires_at) VALUES (?, ?)').run(nonce, expiresAt)).changes > 0
    )
  }
}
