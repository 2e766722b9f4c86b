/**
 * Keeps the name index of either store up to date after companies change (an import, a feed, a correction): the FTS5
 * table on SQLite, the search_companies table on PostgreSQL (server/src/pg/search-index.ts). Call it inside the
 * transaction that changed them. Ids of companies that no longer exist are taken out of the index.
 */
import type { Sql } from '../store/sql'
import { sqliteHandle } from '../store/sqlite-sql'
import { reindexPgCompanies } from '../pg/search-index'
import { reindexCompanyIds } from './indexer'

export async function reindexCompanies(sql: Sql, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  if (sql.dialect === 'sqlite') return reindexCompanyIds(sqliteHandle(sql), ids)
  return reindexPgCompanies(sql, ids)
}
