/**
 * A statement's plan as text on either store: SQLite's EXPLAIN QUERY PLAN, or PostgreSQL's EXPLAIN with sequential
 * scans priced out (the test tables are small enough for PostgreSQL to read them whole otherwise, whatever indexes
 * they have).
 */
import type { Sql } from '../../src/store/sql'

export async function queryPlan(sql: Sql, text: string, args: unknown[] = []): Promise<string> {
  if (sql.dialect === 'sqlite')
    return ((await sql.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...args)) as Array<{ detail: string }>).map((r) => r.detail).join('\n')
  return sql.atomically(async () => {
    await sql.exec('SET LOCAL enable_seqscan = off')
    return ((await sql.prepare(`EXPLAIN ${text}`).all(...args)) as Array<{ 'QUERY PLAN': string }>).map((r) => r['QUERY PLAN']).join('\n')
  })
}
