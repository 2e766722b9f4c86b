import { startTransition, useEffect, useState } from 'react'
import { afterPaint } from './afterPaint'

/**
 * How many of `steps` parts of a page to show: none until `ready`, then one more after each painted frame. A page
 * shows its first screen at once and adds what lies below it part by part, so no single render holds the phone
 * long enough to delay a tap or a paint.
 */
export function useStagedReveal(steps: number, ready: boolean): number {
  const [shown, setShown] = useState(0)
  useEffect(() => {
    if (!ready || shown >= steps) return
    return afterPaint(() => startTransition(() => setShown((n) => Math.min(steps, n + 1))))
  }, [steps, ready, shown])
  return shown
}
