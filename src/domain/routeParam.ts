/** The H5 router hands a page's query still percent-encoded; the mini-program decoded. A stray '%' stays as it is. */
export function decodeParam(v: string | undefined): string | undefined {
  if (!v) return undefined
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}
