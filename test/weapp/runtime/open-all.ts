import type { WeappRuntime } from './runtime'

export interface PageReport {
  route: string
  opened: boolean
  /** where it ended up (a guard may send it elsewhere) */
  landed: string
  errors: string[]
  textLength: number
  ms: number
}

/** Opens each page of app.json in turn (reLaunch, so the 10-page stack never fills) and reports what went wrong. */
export async function openEveryPage(
  rt: WeappRuntime,
  queryFor: (route: string) => Record<string, string>,
  pages: string[] = rt.pages,
): Promise<PageReport[]> {
  const out: PageReport[] = []
  for (const route of pages) {
    const before = rt.errors.length
    const t0 = Date.now()
    let opened = false
    let landed = ''
    let textLength = 0
    try {
      const q = queryFor(route)
      const qs = Object.entries(q)
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join('&')
      await rt.relaunch(`/${route}${qs ? `?${qs}` : ''}`)
      opened = true
      landed = rt.current.route
      textLength = rt.text().length
    } catch (e) {
      rt.reportError(`open ${route}`, e)
    }
    const errors = rt.errors.slice(before).map((e) => `${e.where}: ${e.message}`)
    out.push({ route, opened, landed, errors, textLength, ms: Date.now() - t0 })
  }
  return out
}
