import type { DB } from '../store/db'
import type { HotSearchResult } from '../../../contract/api/api'

export function hotKeywords(db: DB): HotSearchResult {
  const rows = db.prepare('SELECT keyword, pid FROM hot_keywords ORDER BY weight DESC, keyword LIMIT 20').all() as Array<{
    keyword: string
    pid: string | null
  }>
  return { list: rows.map((r) => (r.pid ? { keyword: r.keyword, pid: r.pid } : { keyword: r.keyword })) }
}
