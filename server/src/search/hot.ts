import type { DB } from '../store/db'
import type { HotSearchResult } from '../../../contract/api/api'

/** the hot keywords, heaviest first (one statement for both stores) */
export const HOT_SQL = 'SELECT keyword, pid FROM hot_keywords ORDER BY weight DESC, keyword LIMIT 20'
export interface HotRow {
  keyword: string
  pid: string | null
}

export const hotList = (rows: readonly HotRow[]): HotSearchResult => ({
  list: rows.map((r) => (r.pid ? { keyword: r.keyword, pid: r.pid } : { keyword: r.keyword })),
})

export function hotKeywords(db: DB): HotSearchResult {
  return hotList(db.prepare(HOT_SQL).all() as HotRow[])
}
