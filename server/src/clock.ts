/**
 * The server's clock. In production it is the system clock. Outside production a clock file (CLOCK_OFFSET_FILE) may
 * move it: the file holds a number of milliseconds added to the system time, read again when it changes. The browser
 * journeys use it to live through a cooling-off of days in seconds.
 */
import fs from 'node:fs'

/** how long a read of the offset file is trusted */
const REREAD_MS = 100

export function offsetClock(file: string, systemNow: () => number = Date.now): () => number {
  let offset = 0
  let readAt = -Infinity
  return () => {
    const t = systemNow()
    if (t - readAt >= REREAD_MS) {
      readAt = t
      try {
        const n = Number(fs.readFileSync(file, 'utf8').trim())
        offset = Number.isFinite(n) ? n : 0
      } catch {
        offset = 0
      }
    }
    return t + offset
  }
}
