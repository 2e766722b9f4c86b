import { useCallback, useEffect, useRef, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { PAGE_SIZE } from '@/domain/constants'

export interface PageResult<T> {
  list: T[]
  total: number
}

/**
 * A paged list: first page, next page, refresh. Answers of a superseded query are dropped,
 * so typing fast never shows the results of an older keyword.
 */
export function usePaged<T, R extends PageResult<T> = PageResult<T>>(
  fetchPage: (pageNum: number, pageSize: number) => Promise<R>,
  pageSize = PAGE_SIZE,
) {
  const [list, setList] = useState<T[]>([])
  const [last, setLast] = useState<R | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const page = useRef(0)
  const generation = useRef(0)
  const busy = useRef(false)
  const finished = last !== null && (list.length >= last.total || last.list.length < pageSize)

  const load = useCallback(
    async (reset: boolean) => {
      if (!reset && (busy.current || finished)) return
      const gen = reset ? ++generation.current : generation.current
      const next = reset ? 1 : page.current + 1
      busy.current = true
      setLoading(true)
      setError('')
      try {
        const r = await fetchPage(next, pageSize)
        if (gen !== generation.current) return
        page.current = next
        setLast(r)
        setList((old) => (reset ? r.list : [...old, ...r.list]))
      } catch (e) {
        if (gen === generation.current) setError((e as Error)?.message || '加载失败')
      } finally {
        if (gen === generation.current) {
          busy.current = false
          setLoading(false)
        }
      }
    },
    [fetchPage, pageSize, finished],
  )

  const reset = useCallback(() => {
    generation.current++
    page.current = 0
    busy.current = false
    setList([])
    setLast(null)
    setLoading(false)
  }, [])

  return { list, last, loading, error, finished, refresh: () => load(true), loadMore: () => load(false), reset }
}

/**
 * A page's paged list: loads page 1 whenever `fetchPage` changes (while `enabled`) and the next page
 * when the page is scrolled to the bottom.
 */
export function usePagedPage<T, R extends PageResult<T> = PageResult<T>>(
  fetchPage: (pageNum: number, pageSize: number) => Promise<R>,
  enabled = true,
) {
  const paged = usePaged<T, R>(fetchPage)
  useEffect(() => {
    if (enabled) paged.refresh()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage, enabled])
  useReachBottom(() => {
    if (enabled) paged.loadMore()
  })
  return paged
}
