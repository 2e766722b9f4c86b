import { useEffect, useState } from 'react'
import { afterPaint } from './afterPaint'

/**
 * The items of a list to render now: when a new list arrives (a new first item), the first `count` — a screen's
 * worth — and the whole list once those have been painted. A page of twenty cards then renders in two short tasks
 * instead of one long one. More items appended to a list already shown render at once.
 */
export function useFirstScreen<T>(items: readonly T[], count: number): readonly T[] {
  const head = items[0]
  // the list, known by its first item, that is shown whole
  const [whole, setWhole] = useState<{ head: T } | null>(null)
  const complete = items.length <= count || whole?.head === head
  useEffect(() => {
    if (complete) return
    return afterPaint(() => setWhole({ head }))
  }, [complete, head])
  return complete ? items : items.slice(0, count)
}
