import { useEffect, useRef, useState } from 'react'
import type { EntPersonSearchResult } from '../../contract/api/api'
import { entPersonSearch } from '../services/search'

const SEARCH_DELAY_MS = 400
const MIN_CHARS = 2

export type EntitySearch =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; result: EntPersonSearchResult } | { kind: 'failed'; text: string }

/**
 * Companies (and persons of exactly that name) for what the user is typing: asked once typing pauses, at least two
 * characters; an answer to an older keyword never replaces a newer one.
 */
export function useEntitySearch(typed: string, pageSize = 20): EntitySearch {
  const [state, setState] = useState<EntitySearch>({ kind: 'idle' })
  const latest = useRef(0)
  useEffect(() => {
    const keyword = typed.trim()
    const ask = ++latest.current
    if (Array.from(keyword).length < MIN_CHARS) {
      setState({ kind: 'idle' })
      return undefined
    }
    setState({ kind: 'loading' })
    const timer = setTimeout(() => {
      entPersonSearch(keyword, 1, pageSize).then(
        (result) => ask === latest.current && setState({ kind: 'done', result }),
        (e) => ask === latest.current && setState({ kind: 'failed', text: (e as Error)?.message || '搜索失败，请重试' }),
      )
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed, pageSize])
  return state
}
