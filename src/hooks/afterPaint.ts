/**
 * Runs `fn` once what is on screen now has been painted: in the task after the next frame. Where frames are not
 * delivered (a tab in the background) a timer stands in for the frame; where there are none at all (a
 * mini-program's logic layer) the next task does. Returns a function that cancels it.
 */
export function afterPaint(fn: () => void): () => void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    fn()
  }
  const timers: Array<ReturnType<typeof setTimeout>> = []
  let frame: number | undefined
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => timers.push(setTimeout(once, 0)))
    timers.push(setTimeout(once, 100))
  } else timers.push(setTimeout(once, 0))
  return () => {
    done = true
    timers.forEach(clearTimeout)
    if (frame !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame)
  }
}
