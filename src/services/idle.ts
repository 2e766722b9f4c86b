/**
 * Runs work the first paint does not need once the browser is idle (requestIdleCallback), at the latest after
 * `timeoutMs`. Where there is no idle callback (the mini-program, older iOS Safari) it runs right after the current
 * task, as it would without deferral. Returns a cancel function.
 */
type IdleApi = {
  requestIdleCallback?: (fn: () => void, opts?: { timeout: number }) => number
  cancelIdleCallback?: (id: number) => void
}

export function whenIdle(fn: () => void, timeoutMs = 2000): () => void {
  const g = globalThis as IdleApi
  if (typeof g.requestIdleCallback === 'function') {
    const id = g.requestIdleCallback(fn, { timeout: timeoutMs })
    return () => g.cancelIdleCallback?.(id)
  }
  let cancelled = false
  Promise.resolve().then(() => cancelled || fn())
  return () => {
    cancelled = true
  }
}
