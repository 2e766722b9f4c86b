/**
 * Membership as a ledger, free of storage. A grant is time bought (or given) at a level; a user's timeline is laid
 * out from the grants in pieces that never overlap, and the level at any moment is the level of the piece running
 * then. The rules:
 *
 * - What has passed never changes: pieces before `now` stay as they are, a piece running at `now` is cut there.
 * - From `now` on, the time each grant has left is laid out back to back: the highest level first, and within a level
 *   the earliest grant first. So a renewal follows the term it renews; an upgrade starts at once and the lower
 *   level's remaining days resume when the higher level ends (nothing is converted or lost); a lower level bought
 *   during a higher one starts when the higher one ends.
 * - A refund takes back exactly the part of its own grant not used yet (revoked), and the timeline is laid out again:
 *   the other grants keep every day they had, only moving earlier to close the gap.
 */

export interface Grant {
  id: number
  level: number
  /** the time bought */
  grantedMs: number
  /** the part a refund took back */
  revokedMs: number
  grantedAt: number
}

export interface Piece {
  grantId: number
  level: number
  start: number
  end: number
}

/** One level held over a stretch of time: consecutive pieces of the same level joined. */
export interface Term {
  level: number
  start: number
  end: number
}

/** Time of each grant spent before `at` (pieces cut at `at`). */
export function usedBefore(pieces: Piece[], at: number): Map<number, number> {
  const used = new Map<number, number>()
  for (const p of pieces) {
    const upTo = Math.min(p.end, at)
    if (upTo > p.start) used.set(p.grantId, (used.get(p.grantId) ?? 0) + (upTo - p.start))
  }
  return used
}

/** What a grant has left at `now`: bought, less what a refund took back, less what was used. */
export function remainingOf(grant: Grant, pieces: Piece[], now: number): number {
  const used = usedBefore(
    pieces.filter((p) => p.grantId === grant.id),
    now,
  ).get(grant.id)
  return Math.max(0, grant.grantedMs - grant.revokedMs - (used ?? 0))
}

/** The order in which grants are spent: higher level first, then the earlier grant. */
export function byPriority(a: Grant, b: Grant): number {
  return b.level - a.level || a.grantedAt - b.grantedAt || a.id - b.id
}

/** The whole timeline after laying out, from `now`, what every grant has left. */
export function layOut(grants: Grant[], pieces: Piece[], now: number): Piece[] {
  const past: Piece[] = []
  for (const p of pieces) {
    if (p.end <= now) past.push(p)
    else if (p.start < now) past.push({ ...p, end: now })
  }
  const used = usedBefore(past, now)
  const future: Piece[] = []
  let t = now
  for (const g of [...grants].sort(byPriority)) {
    const left = g.grantedMs - g.revokedMs - (used.get(g.id) ?? 0)
    if (left <= 0) continue
    future.push({ grantId: g.id, level: g.level, start: t, end: t + left })
    t += left
  }
  return [...past, ...future]
}

/** Where a new grant of `level` would start if it were laid out now among the others. */
export function startOfNew(level: number, grants: Grant[], pieces: Piece[], now: number): number {
  const ahead = grants.filter((g) => g.level >= level)
  return ahead.reduce((t, g) => t + remainingOf(g, pieces, now), now)
}

/** The level in force at `at`: the piece running then, or 0. */
export function levelAt(pieces: Piece[], at: number): number {
  return pieces.find((p) => p.start <= at && at < p.end)?.level ?? 0
}

/** The timeline from `now` as terms: consecutive pieces of one level joined, earliest first. */
export function termsFrom(pieces: Piece[], now: number): Term[] {
  const terms: Term[] = []
  for (const p of [...pieces].filter((x) => x.end > now).sort((a, b) => a.start - b.start)) {
    const start = Math.max(p.start, now)
    const last = terms[terms.length - 1]
    if (last && last.level === p.level && last.end === start) last.end = p.end
    else terms.push({ level: p.level, start, end: p.end })
  }
  return terms
}

/** The membership as the users table caches it: the level in force now and the end of that level's term. */
export function currentOf(pieces: Piece[], now: number): { level: number; expiresAt: number | null } {
  const [first] = termsFrom(pieces, now)
  return first && first.start <= now ? { level: first.level, expiresAt: first.end } : { level: 0, expiresAt: null }
}
