interface Ev {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
}
const { toThreadTime } = require('../../scripts/trace-thread-time.js') as {
  toThreadTime: (t: { traceEvents: Ev[] }) => { tasks: number; wallMs: number; threadMs: number }
}

const ev = (name: string, ph: string, ts: number, extra: Partial<Ev> = {}): Ev => ({ name, ph, pid: 1, tid: 1, ts, ...extra })

describe('toThreadTime: tasks measured by the time their thread ran', () => {
  it('shortens a task to its thread time and scales what ran inside it, keeping nesting and order', () => {
    const task = ev('RunTask', 'X', 1000, { dur: 100_000, tdur: 25_000 })
    const script = ev('EvaluateScript', 'X', 41_000, { dur: 40_000, tdur: 10_000 })
    const send = ev('ResourceSendRequest', 'I', 81_000)
    const next = ev('RunTask', 'X', 200_000, { dur: 10_000, tdur: 10_000 })
    const trace = { traceEvents: [ev('thread_name', 'M', 0), task, script, send, next] }

    const result = toThreadTime(trace)

    expect(task).toMatchObject({ ts: 1000, dur: 25_000 })
    expect(script).toMatchObject({ ts: 11_000, dur: 10_000 })
    expect(send.ts).toBe(21_000)
    // inside the shortened task, in the same order
    for (const e of [script, send]) {
      expect(e.ts).toBeGreaterThanOrEqual(task.ts)
      expect(e.ts + (e.dur ?? 0)).toBeLessThanOrEqual(task.ts + task.dur!)
    }
    expect(script.ts).toBeLessThan(send.ts)
    // a task that had the core throughout and what comes after a task keep their times
    expect(next).toMatchObject({ ts: 200_000, dur: 10_000 })
    expect(result).toEqual({ tasks: 1, wallMs: 100, threadMs: 25 })
  })

  it("keeps the page's timing marks where they were", () => {
    const task = ev('RunTask', 'X', 0, { dur: 100_000, tdur: 20_000 })
    const navStart = { ...ev('navigationStart', 'R', 10_000), cat: 'blink.user_timing' }
    const paint = { ...ev('firstContentfulPaint', 'I', 90_000), cat: 'loading,rail,devtools.timeline' }
    const layout = { ...ev('Layout', 'X', 50_000, { dur: 10_000 }), cat: 'devtools.timeline' }
    // work of the loading category is work: it is scaled with its task
    const commit = { ...ev('DocumentLoader::CommitNavigation', 'X', 20_000, { dur: 20_000 }), cat: 'loading' }
    toThreadTime({ traceEvents: [task, navStart, paint, layout, commit] })
    expect(commit).toMatchObject({ ts: 4_000, dur: 4_000 })
    expect(navStart.ts).toBe(10_000)
    expect(paint.ts).toBe(90_000)
    expect(layout).toMatchObject({ ts: 10_000, dur: 2_000 })
  })

  it('scales a nested task once, with its parent', () => {
    const outer = ev('RunTask', 'X', 0, { dur: 100_000, tdur: 50_000 })
    const inner = ev('RunTask', 'X', 20_000, { dur: 60_000, tdur: 10_000 })
    const trace = { traceEvents: [outer, inner] }
    expect(toThreadTime(trace).tasks).toBe(1)
    expect(outer.dur).toBe(50_000)
    expect(inner).toMatchObject({ ts: 10_000, dur: 30_000 })
  })

  it('leaves other threads and tasks without a thread time alone', () => {
    const other = ev('RunTask', 'X', 5_000, { tid: 2, dur: 50_000, tdur: 50_000 })
    const otherChild = ev('Layout', 'X', 20_000, { tid: 2, dur: 10_000 })
    const noThreadTime = ev('RunTask', 'X', 0, { dur: 80_000 })
    const child = ev('Layout', 'X', 40_000, { dur: 10_000 })
    const trace = { traceEvents: [noThreadTime, other, child, otherChild] }
    expect(toThreadTime(trace).tasks).toBe(0)
    expect(noThreadTime.dur).toBe(80_000)
    expect(child).toMatchObject({ ts: 40_000, dur: 10_000 })
    expect(otherChild).toMatchObject({ ts: 20_000, dur: 10_000 })
  })
})
