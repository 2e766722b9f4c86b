import type { Sql } from './sql'

/**
 * One page of a user's own rows, newest first, optionally of one state, with the total: what the order and invoice
 * lists share. `table` and `tieBreak` are column names written in the repositories, never user input.
 */
export async function userPage<Row>(
  db: Sql,
  table: string,
  tieBreak: string,
  userId: string,
  state: string | null,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: Row[] }> {
  const where = state ? 'user_id = ? AND state = ?' : 'user_id = ?'
  const args = state ? [userId, state] : [userId]
  const { n } = (await db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...args)) as { n: number }
  const rows = (await db
    .prepare(`SELECT * FROM ${table} WHERE ${where} ORDER BY created_at DESC, ${tieBreak} DESC LIMIT ? OFFSET ?`)
    .all(...args, limit, offset)) as Row[]
  return { total: n, rows }
}
