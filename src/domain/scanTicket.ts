/** The ticket inside what was scanned: the H5 link (…scan?ticket=…) or a bare ticket. */
export function ticketFrom(text: string): string | null {
  const m = /[?&]ticket=([\w-]{16,64})/.exec(text) ?? /^([\w-]{16,64})$/.exec(text.trim())
  return m ? m[1] : null
}
