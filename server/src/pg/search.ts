/**
 * Name search on PostgreSQL with the ranking of the SQLite search (server/src/search/search.ts): exact name → name or
 * brand prefix → exact legal representative → other hits, each tier in importance order (id), for the same tokens.
 * A phrase matches where FTS5's does: the keyword's token sequence, consecutive in the name's (or a person's) token
 * stream — found through the GIN array, then checked on the stream.
 */
import type { Pool } from 'pg'
import { isLatin, sequence } from '../search/tokens'
import { TOTAL_CAP } from '../search/hits'

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id)

/**
 * The rows whose name (and, for 2+ characters, person) token stream holds the keyword's sequence; its parameters are
 * numbered from `first`.
 */
function phraseWhere(clean: string, first: number): { sql: string; args: unknown[] } {
  const tokens = sequence(clean)
  const stream = ` ${tokens.join(' ')} `
  const name = `(tags @> $${first}::text[] AND position($${first + 1} in ' ' || name_tokens || ' ') > 0)`
  if (clean.length < 2) return { sql: name, args: [tokens.map((t) => `n${t}`), stream] }
  const persons = `(tags @> $${first + 2}::text[] AND position($${first + 1} in ' ' || persons_tokens || ' ') > 0)`
  return { sql: `(${name} OR ${persons})`, args: [tokens.map((t) => `n${t}`), stream, tokens.map((t) => `p${t}`)] }
}

export async function pgRankedIds(pool: Pool, clean: string, need: number): Promise<number[]> {
  const out: number[] = []
  const seen = new Set<number>()
  const take = (list: number[]) => {
    for (const id of list) {
      if (out.length >= need) return
      if (!seen.has(id)) {
        seen.add(id)
        out.push(id)
      }
    }
  }
  const q = async (sql: string, args: unknown[]) => ids((await pool.query<{ id: number }>(sql, args)).rows)
  if (isLatin(clean)) {
    take(await q('SELECT id FROM search_companies WHERE tags @> ARRAY[$1]::text[] ORDER BY id LIMIT $2', [`i${clean}`, need]))
    if (out.length < need)
      take(await q('SELECT id FROM search_companies WHERE tags @> ARRAY[$1]::text[] ORDER BY id LIMIT $2', [`x${clean}`, need + seen.size]))
    return out
  }
  if (sequence(clean).length === 0) return out
  take(await q('SELECT id FROM search_companies WHERE name = $1', [clean]))
  if (out.length < need) {
    const hi = clean + '\uffff'
    const [byName, byBrand] = await Promise.all([
      q('SELECT id FROM search_companies WHERE name >= $1 AND name < $2 ORDER BY id LIMIT $3', [clean, hi, need]),
      q('SELECT id FROM search_companies WHERE brand >= $1 AND brand < $2 ORDER BY id LIMIT $3', [clean, hi, need]),
    ])
    take([...new Set([...byName, ...byBrand])].sort((a, b) => a - b))
  }
  if (out.length < need && clean.length >= 2)
    take(await q('SELECT id FROM search_companies WHERE legal_person = $1 ORDER BY id LIMIT $2', [clean, need]))
  if (out.length < need) {
    const w = phraseWhere(clean, 2)
    take(await q(`SELECT id FROM search_companies WHERE ${w.sql} ORDER BY id LIMIT $1`, [need + seen.size, ...w.args]))
  }
  return out
}

/** how many companies match, counted up to the cap the answer shows (as the SQLite count) */
export async function pgCountHits(pool: Pool, clean: string): Promise<number> {
  const count = async (where: string, args: unknown[]) =>
    Number(
      (
        await pool.query<{ n: string }>(
          `SELECT COUNT(*) AS n FROM (SELECT 1 FROM search_companies WHERE ${where} LIMIT ${TOTAL_CAP}) t`,
          args,
        )
      ).rows[0].n,
    )
  if (isLatin(clean)) return count('tags @> ARRAY[$1]::text[]', [`x${clean}`])
  if (sequence(clean).length === 0) return 0
  const w = phraseWhere(clean, 1)
  return count(w.sql, w.args)
}
