/** debounce (default 300 ms, a 500 ms variant) and throttle (default 500 ms). */

export interface Cancelable<A extends unknown[]> {
  (...args: A): void
  cancel(): void
}

/** Runs once `wait` ms after the last call, with the last call's arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait = 300): Cancelable<A> {
  let timer: ReturnType<typeof setTimeout> | null = null
  const wrapped = (...args: A) => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      fn(...args)
    }, wait)
  }
  wrapped.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
  }
  return wrapped
}

export const debounce500 = <A extends unknown[]>(fn: (...args: A) => void) => debounce(fn, 500)

/** Runs at once, then at most once per `wait` ms; a call inside the window runs at its end with the latest arguments. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait = 500): Cancelable<A> {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: A | null = null
  const wrapped = (...args: A) => {
    const now = Date.now()
    const remaining = wait - (now - last)
    if (remaining <= 0 && !timer) {
      last = now
      fn(...args)
      return
    }
    pending = args
    if (!timer) {
      timer = setTimeout(
        () => {
          timer = null
          last = Date.now()
          const a = pending as A
          pending = null
          fn(...a)
        },
        Math.max(remaining, 0),
      )
    }
  }
  wrapped.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
    pending = null
    last = -Infinity
  }
  return wrapped
}
