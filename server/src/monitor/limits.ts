/**
 * Monitor limits per membership level: MONITOR_LIMITS="0:20,1:100,2:500" (level:targets); a level not
 * listed gets the limit of the highest listed level below it.
 */
export const DEFAULT_MONITOR_LIMITS: Record<number, number> = { 0: 20, 1: 100, 2: 500 }

export function parseMonitorLimits(text: string | undefined): Record<number, number> {
  if (!text) return { ...DEFAULT_MONITOR_LIMITS }
  const out: Record<number, number> = {}
  for (const part of text.split(',')) {
    const m = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(part)
    if (!m) throw new Error(`MONITOR_LIMITS 格式错误：${part}（应为 等级:数量,… 如 0:20,1:100）`)
    out[Number(m[1])] = Number(m[2])
  }
  if (out[0] === undefined) out[0] = DEFAULT_MONITOR_LIMITS[0]
  return out
}

export function limitFor(limits: Record<number, number>, level: number): number {
  const levels = Object.keys(limits)
    .map(Number)
    .filter((l) => l <= level)
    .sort((a, b) => b - a)
  return limits[levels[0] ?? 0] ?? DEFAULT_MONITOR_LIMITS[0]
}
