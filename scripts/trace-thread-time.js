// A trace's tasks on the time their own thread ran, for Lighthouse's throttling simulation.
//
// Lighthouse simulates a mid-tier phone by multiplying the length of each main-thread task it saw by the CPU slowdown.
// It takes that length from the wall clock. On a shared two-core host the page's renderer competes with the browser's
// other processes, the API server and the audit itself, so a task's wall time counts the moments the thread waited
// for a core: the same build measured a total blocking time of 167 ms on two cores and 787 ms on one, while its
// thread time (~135 ms for a home page load) did not move. A phone runs the page on a core of its own. So each task is
// shortened to its thread time (Chrome records it as `tdur`) and everything inside it scaled to fit, keeping nesting
// and the order of what the task started (requests, layouts); the page's timing marks keep their times; the gaps
// between tasks grow by what was taken out.
'use strict'

// the page's timing marks (navigation start, paints) stand for moments, not for work the task did: they stay put
const isMark = (e) => e.ph === 'R' || ((e.ph === 'I' || e.ph === 'i') && /(^|,)(blink\.user_timing|loading)(,|$)/.test(e.cat ?? ''))
const isTask = (e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 0 && Number.isFinite(e.tdur) && e.tdur < e.dur

/** Rewrites the trace's events in place; returns how many tasks were shortened and the wall and thread ms. */
function toThreadTime(trace) {
  const threads = new Map()
  for (const e of trace.traceEvents) {
    if (e.ph === 'M') continue
    const key = `${e.pid}:${e.tid}`
    if (!threads.has(key)) threads.set(key, [])
    threads.get(key).push(e)
  }
  let tasks = 0
  let wallUs = 0
  let threadUs = 0
  for (const events of threads.values()) {
    // at one instant, the longer event (the parent) first
    events.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    for (let i = 0; i < events.length; i++) {
      const task = events[i]
      if (!isTask(task)) continue
      const start = task.ts
      const end = task.ts + task.dur
      const ratio = task.tdur / task.dur
      let j = i + 1
      for (; j < events.length && events[j].ts < end; j++) {
        const inner = events[j]
        if (isMark(inner)) continue
        inner.ts = start + (inner.ts - start) * ratio
        if (inner.dur) inner.dur = Math.min(inner.dur * ratio, start + task.tdur - inner.ts)
      }
      tasks++
      wallUs += task.dur
      threadUs += task.tdur
      task.dur = task.tdur
      // a task nested in this one (a nested message loop) is already scaled with it
      i = j - 1
    }
  }
  return { tasks, wallMs: wallUs / 1000, threadMs: threadUs / 1000 }
}

module.exports = { toThreadTime }
