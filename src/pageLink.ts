/** The one place a page link's query is written; the typed builders of src/links.gen.ts call it. */

/** a query value: numbers are written as text */
export type Param = string | number
export type Query = Record<string, Param | null | undefined>

/** '/<path>' or '/<path>?<query>': what `navigate`, redirects and share paths take. */
export type PageUrl<P extends string = string> = `/${P}` | `/${P}?${string}`

/**
 * '/<path>?name=value&…' with each value URI-encoded once, in the order the query object gives them;
 * undefined, null and '' are left out. Hand-written links use `to.<name>(…)`; this is called directly only
 * for a path read from a table that the tests check against the manifest (registry routes, change pages).
 */
export function pageLink<P extends string>(path: P, query?: Query): PageUrl<P> {
  const parts: string[] = []
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    parts.push(`${name}=${encodeURIComponent(String(value))}`)
  }
  const base = `/${path.replace(/^\//, '')}` as `/${P}`
  return parts.length ? `${base}?${parts.join('&')}` : base
}
