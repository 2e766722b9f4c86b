/** Versions as 'major.minor.patch' numbers: compared part by part, a missing part counts as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = String(a)
    .split('.')
    .map((x) => parseInt(x, 10) || 0)
  const pb = String(b)
    .split('.')
    .map((x) => parseInt(x, 10) || 0)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d > 0 ? 1 : -1
  }
  return 0
}

/** Whether `latest` (the newest release the server knows) is newer than the version running. */
export const updateAvailable = (current: string, latest: string | undefined) => !!latest && compareVersions(latest, current) > 0
