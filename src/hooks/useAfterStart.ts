import { useEffect, useState } from 'react'

/**
 * False for a page's first render in a browser, true from a task later: a page renders what the first screen needs
 * first and the rest (parts below the fold, sheets that open themselves) after the browser had a chance to paint
 * and handle input, so the start is two short tasks instead of one long one. The mini-program renders in its own
 * thread, so there it is true at once.
 */
export function useAfterStart(): boolean {
  const [ready, setReady] = useState(process.env.TARO_ENV !== 'h5')
  useEffect(() => {
    if (ready) return
    const timer = setTimeout(() => setReady(true), 0)
    return () => clearTimeout(timer)
  }, [ready])
  return ready
}
