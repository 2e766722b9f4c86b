import { useEffect, useRef, useState } from 'react'

/** Counts down once per second from the value given to restart(); 0 when idle. `initial` is shown until then. */
export function useCountdown(initial = 0) {
  const [left, setLeft] = useState(initial)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)
  const stop = () => {
    if (timer.current) clearInterval(timer.current)
    timer.current = null
  }
  const restart = (from: number) => {
    stop()
    setLeft(from)
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) {
          stop()
          return 0
        }
        return s - 1
      })
    }, 1000)
  }
  useEffect(() => stop, [])
  return { left, restart }
}
