/**
 * Name search on PostgreSQL with the ranking of the SQLite search (server/src/search/search.ts): exact name → name or
 * brand prefix → exact legal representative → other hits, each tier in importance order (id), for the same tokens.
 * A phrase matches where FTS5's does: the keyword's token sequence, consecutive in the name's (or a person's) token
 * stream — found through the GIN array, then checked on the stream. Runs on the database door (a PgSql, or any door
 * whose statements reach PostgreSQL), so inside `atomically` it reads the transaction's snapshot.
 */
import type { Sql } from '../store/sql'
import { isLatin, sequence } from '../search/tokens'
import { TOTAL_CAP } from '../search/hits'
import { prefixTier, Ranking } from '../search/entperson'
import type { Condition } from '../search/advanced'

/** A PostgreSQL array literal of texts, to pass an array as one parameter (`?::text[]`, `?::bigint[]`). */
export function pgArray(values: ReadonlyArray<string | number>): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(',')}}`
}

/**
 * The condition over search_companies of every company a sanitized keyword finds, as the SQLite index finds them: a
 * latin keyword as a prefix of a latin name word or of the initials; otherwise its token sequence in the name's
 * stream (and, for 2+ characters, in the persons' stream). null when nothing is searchable.
 * The GIN array finds the rows holding every token; the phrase check on the streams runs only for 2+ tokens (a stream
 * holding the phrase holds each of its tokens, so the array test needs no repeating beside it).
 */
export function pgMatch(clean: string): Condition | null {
  if (isLatin(clean)) return { sql: 'tags @> ARRAY[?]::text[]', args: [`x${clean}`] }
  const tokens = sequence(clean)
  if (tokens.length === 0) return null
  const persons = clean.length >= 2
  const tagged = (tag: string) => pgArray(tokens.map((t) => `${tag}${t}`))
  if (tokens.length === 1)
    return persons
      ? { sql: 'tags && ?::text[]', args: [pgArray([`n${tokens[0]}`, `p${tokens[0]}`])] }
      : { sql: 'tags @> ?::text[]', args: [tagged('n')] }
  const stream = ` ${tokens.join(' ')} `
  const inName = `position(? in ' ' || name_tokens || ' ') > 0`
  if (!persons) return { sql: `tags @> ?::text[] AND ${inName}`, args: [tagged('n'), stream] }
  return {
    sql: `(tags @> ?::text[] OR tags @> ?::text[]) AND (${inName} OR position(? in ' ' || persons_tokens || ' ') > 0)`,
    args: [tagged('n'), tagged('p'), stream, stream],
  }
}

const ids = async (sql: Sql, text: string, args: unknown[]) =>
  ((await sql.prepare(text).all<{ id: number }>(...args)) as Array<{ id: number }>).map((r) => Number(r.id))

/**
 * Below this many matches a condition's ids are read whole and put in order here. A GIN index answers in no order, so
 * `ORDER BY id LIMIT n` is either a walk of the primary key testing each row — fast when matches are dense, a walk of
 * the whole table when they are rare — or every match read and sorted; the planner picks by its estimate, which for
 * a token outside the column's most common elements is far too high. Reading at most FEW ids costs little and tells
 * which case this is.
 */
export const FEW = 2000

/** a condition's matches, in id order, when there are fewer than FEW; null when there are more */
export async function pgFewMatches(sql: Sql, match: Condition): Promise<number[] | null> {
  const found = await ids(sql, `SELECT id FROM search_companies WHERE ${match.sql} LIMIT ${FEW}`, match.args)
  return found.length < FEW ? found.sort((a, b) => a - b) : null
}

/** the first `limit` matches of a condition in id order: the few read whole, or a walk of the primary key */
const firstMatches = async (sql: Sql, match: Condition, few: number[] | null, limit: number) =>
  few ?? ids(sql, `SELECT id FROM search_companies WHERE ${match.sql} ORDER BY id LIMIT ?`, [...match.args, limit])

/** how many rows a condition matches, up to the cap the answer shows */
const countCapped = async (sql: Sql, match: Condition) =>
  Number(
    (
      await sql
        .prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM search_companies WHERE ${match.sql} LIMIT ${TOTAL_CAP}) AS hits`)
        .get<{ n: number }>(...match.args)
    )?.n ?? 0,
  )

/** the capped total: the number of the few matches, or the count (asked for at once, beside the probe) */
async function totalOf(few: number[] | null, count: Promise<number>): Promise<number> {
  return few ? few.length : count
}

/**
 * The ranked ids of a keyword, enough to fill `need` results, and its total capped as the answer shows it. The tiers,
 * the probe and the count are asked for at once; only the last tier of many matches waits for them.
 */
export async function pgSearchIds(sql: Sql, clean: string, need: number): Promise<{ ids: number[]; total: number }> {
  const r = new Ranking(need)
  const match = pgMatch(clean)
  if (!match) return { ids: [], total: 0 }
  const count = countCapped(sql, match)
  // awaited below; marked handled now so a failure elsewhere first leaves no unhandled rejection behind
  count.catch(() => undefined)
  if (isLatin(clean)) {
    // pinyin initials (and latin words in names): whole-token matches first, then prefixes
    const initials: Condition = { sql: 'tags @> ARRAY[?]::text[]', args: [`i${clean}`] }
    const [fewInitials, few] = await Promise.all([pgFewMatches(sql, initials), pgFewMatches(sql, match)])
    r.take(await firstMatches(sql, initials, fewInitials, need))
    if (!r.full) r.take(await firstMatches(sql, match, few, need + r.seenCount))
    return { ids: r.ids, total: await totalOf(few, count) }
  }
  const hi = clean + '\uffff'
  const [exact, byName, byBrand, legal, few] = await Promise.all([
    ids(sql, 'SELECT id FROM search_companies WHERE name = ? ORDER BY id', [clean]),
    ids(sql, 'SELECT id FROM search_companies WHERE name >= ? AND name < ? ORDER BY id LIMIT ?', [clean, hi, need]),
    ids(sql, 'SELECT id FROM search_companies WHERE brand >= ? AND brand < ? ORDER BY id LIMIT ?', [clean, hi, need]),
    clean.length >= 2 ? ids(sql, 'SELECT id FROM search_companies WHERE legal_person = ? ORDER BY id LIMIT ?', [clean, need]) : [],
    pgFewMatches(sql, match),
  ])
  r.take(exact)
  r.take(prefixTier(byName, byBrand))
  r.take(legal)
  if (!r.full) r.take(await firstMatches(sql, match, few, need + r.seenCount))
  return { ids: r.ids, total: await totalOf(few, count) }
}

/** the ranked ids of a keyword (pgSearchIds without the total) */
export async function pgRankedIds(sql: Sql, clean: string, need: number): Promise<number[]> {
  return (await pgSearchIds(sql, clean, need)).ids
}

/** how many companies match, counted up to the cap the answer shows (as the SQLite count) */
export async function pgCountHits(sql: Sql, clean: string): Promise<number> {
  const match = pgMatch(clean)
  return match ? countCapped(sql, match) : 0
}
