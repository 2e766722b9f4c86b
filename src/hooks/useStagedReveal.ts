import { startTransition, useEffect, useState } from 'react'

/**
 * How many of `steps` parts of a page to show: none until `ready`, then one more after each painted frame. A page
 * shows its first screen at once and adds what lies below it part by part, so no single render holds the phone
 * long enough to delay a tap or a paint. Where frames are not delivered (a tab in the background) a timer stands in
 * for the frame; where there are none at all (a mini-program's logic layer) the next task does.
 */
export function useStagedReveal(steps: number, ready: boolean): number {
  const [shown, setShown] = useState(0)
  useEffect(() => {
    if (!ready || shown >= steps) return
    let done = false
    const next = () => {
      if (done) return
      done = true
      startTransition(() => setShown((n) => Math.min(steps, n + 1)))
    }
    const timers: Array<ReturnType<typeof setTimeout>> = []
    let frame: number | undefined
    if (typeof requestAnimationFrame === 'function') {
      frame = requestAnimationFrame(() => timers.push(setTimeout(next, 0)))
      timers.push(setTimeout(next, 100))
    } else timers.push(setTimeout(next, 0))
    return () => {
      done = true
      timers.forEach(clearTimeout)
      if (frame !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame)
    }
  }, [steps, ready, shown])
  return shown
}
