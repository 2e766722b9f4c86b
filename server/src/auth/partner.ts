/**
 * Partner (领扬) tickets. Format: `<payload>.<signature>`, both base64url;
 * payload = JSON { uid, exp, nonce, phone?, name? } (exp in Unix seconds, at most 10 minutes ahead);
 * signature = HMAC-SHA256(LINGYANG_SECRET, payload part as sent).
 */
import crypto from 'node:crypto'

export const PARTNER_TICKET_MAX_TTL_SEC = 600

export interface PartnerClaims {
  uid: string
  exp: number
  nonce: string
  phone?: string
  name?: string
}

export function signPartnerTicket(claims: PartnerClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  const sig = crypto.createHmac('sha256', secret).update(payload).digest('base64url')
  return `${payload}.${sig}`
}

export type PartnerCheck = { ok: true; claims: PartnerClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

export function verifyPartnerTicket(ticket: string, secret: string, nowSec: number): PartnerCheck {
  const parts = ticket.split('.')
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' }
  const expected = crypto.createHmac('sha256', secret).update(parts[0]).digest()
  const given = Buffer.from(parts[1], 'base64url')
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' }
  let c: PartnerClaims
  try {
    c = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (
    !c ||
    typeof c.uid !== 'string' ||
    !/^[\w-]{1,64}$/.test(c.uid) ||
    typeof c.exp !== 'number' ||
    typeof c.nonce !== 'string' ||
    !/^[\w-]{8,64}$/.test(c.nonce)
  ) {
    return { ok: false, reason: 'malformed' }
  }
  if (c.phone !== undefined && (typeof c.phone !== 'string' || !/^1[2-9]\d{9}$/.test(c.phone))) return { ok: false, reason: 'malformed' }
  if (c.exp <= nowSec || c.exp > nowSec + PARTNER_TICKET_MAX_TTL_SEC) return { ok: false, reason: 'expired' }
  return { ok: true, claims: c }
}
