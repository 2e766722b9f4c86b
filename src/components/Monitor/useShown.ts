import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef } from 'react'

/** Runs `fn` when the page mounts and again each time it is shown after that (back from another page). */
export function useShown(fn: () => void) {
  const mounted = useRef(false)
  const latest = useRef(fn)
  latest.current = fn
  useEffect(() => {
    latest.current()
    // the first onShow comes right after mounting: not twice
    setTimeout(() => {
      mounted.current = true
    }, 0)
  }, [])
  useDidShow(() => {
    if (mounted.current) latest.current()
  })
}
