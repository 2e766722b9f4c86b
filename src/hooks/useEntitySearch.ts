import { useEffect, useRef, useState } from 'react'
import type { EntPersonSearchResult } from '../../contract/api/api'
import { entPersonSearch } from '../services/search'

const SEARCH_DELAY_MS = 400
const MIN_CHARS = 2
const KEYWORD_MAX = 50
/** characters the search refuses, dropped from what the user typed */
// eslint-disable-next-line no-control-regex
const SEARCH_SYNTAX = /["*^():\u0000-\u001f\u007f]/g

export type EntitySearch =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; result: EntPersonSearchResult } | { kind: 'failed'; text: string }

export interface EntitySearchOptions {
  /** companies asked for */
  pageSize?: number
  /** how long typing must pause before asking (ms) */
  delayMs?: number
  /** fewest characters that are searched; fewer is idle */
  minChars?: number
  /** a failure shows no toast (the caller says what it means) */
  silent?: boolean
}

/** What the user typed as the search takes it: the refused characters dropped, trimmed, at most 50 characters. */
export const searchableKeyword = (typed: string) => Array.from(typed.replace(SEARCH_SYNTAX, '').trim()).slice(0, KEYWORD_MAX).join('')

/**
 * Companies (and persons of exactly that name) for what the user is typing: asked once typing pauses, at least two
 * characters unless told otherwise; an answer to an older keyword never replaces a newer one. The caller draws the
 * waiting state, so no loading toast shows.
 */
export function useEntitySearch(typed: string, options: number | EntitySearchOptions = {}): EntitySearch {
  const opts = typeof options === 'number' ? { pageSize: options } : options
  const { pageSize = 20, delayMs = SEARCH_DELAY_MS, minChars = MIN_CHARS, silent = false } = opts
  const [state, setState] = useState<EntitySearch>({ kind: 'idle' })
  const latest = useRef(0)
  useEffect(() => {
    const keyword = searchableKeyword(typed)
    const ask = ++latest.current
    if (Array.from(keyword).length < Math.max(1, minChars)) {
      setState({ kind: 'idle' })
      return undefined
    }
    setState({ kind: 'loading' })
    const timer = setTimeout(() => {
      entPersonSearch(keyword, 1, pageSize, { quiet: true, silent }).then(
        (result) => ask === latest.current && setState({ kind: 'done', result }),
        (e) => ask === latest.current && setState({ kind: 'failed', text: (e as Error)?.message || '搜索失败，请重试' }),
      )
    }, delayMs)
    return () => clearTimeout(timer)
  }, [typed, pageSize, delayMs, minChars, silent])
  return state
}
