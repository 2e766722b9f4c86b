import { pinyin } from 'pinyin-pro'

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/
const KEEP = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaffA-Za-z0-9]/

export const MAX_KEYWORD = 50

export const isCjk = (ch: string) => CJK.test(ch)

/** Keeps CJK characters, latin letters and digits (lower-cased); everything else (quotes, FTS operators, emoji, spaces) goes. */
export function sanitize(text: string): string {
  let out = ''
  for (const ch of String(text ?? '')) {
    if (KEEP.test(ch)) out += ch.toLowerCase()
    if (out.length >= MAX_KEYWORD) break
  }
  return out
}

/**
 * The token sequence of a text: every overlapping CJK bigram in order (a lone CJK character stays a
 * unigram), latin/digit runs as whole words. Index and query use the same function so a query's
 * tokens are consecutive in the index exactly when the text contains the query.
 */
export function sequence(clean: string): string[] {
  const tokens: string[] = []
  let i = 0
  while (i < clean.length) {
    const ch = clean[i]
    if (isCjk(ch)) {
      let j = i
      while (j < clean.length && isCjk(clean[j])) j++
      if (j - i === 1) tokens.push(ch)
      for (let k = i; k < j - 1; k++) tokens.push(clean[k] + clean[k + 1])
      i = j
    } else {
      let j = i
      while (j < clean.length && !isCjk(clean[j])) j++
      tokens.push(clean.slice(i, j))
      i = j
    }
  }
  return tokens
}

/** name column: the bigram sequence, then each distinct CJK character once (for 1-character queries) */
export function nameTokens(name: string): string {
  const clean = sanitize2(name)
  const uni = new Set<string>()
  for (const ch of clean) if (isCjk(ch)) uni.add(ch)
  return [...sequence(clean), ...uni].join(' ')
}

/** persons column: each name's own sequence (names never run into each other) */
export function personTokens(names: string[]): string {
  return names.map((n) => sequence(sanitize2(n)).join(' ')).join(' ')
}

/** like sanitize but without the length cap: company names may be long */
function sanitize2(text: string): string {
  let out = ''
  for (const ch of text) if (KEEP.test(ch)) out += ch.toLowerCase()
  return out
}

/**
 * Pinyin initials per character of `text`, aligned with its characters (non-letters map to '').
 * Company names use plain readings (surname mode would misread 中国银行); person names use surname mode.
 */
export function initialsPerChar(text: string, person = false): string[] {
  const chars = [...text]
  const py = pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', ...(person ? { surname: 'head' as const } : {}) })
  if (py.length !== chars.length) {
    return chars.map((ch) => (KEEP.test(ch) ? (isCjk(ch) ? pinyin(ch, { pattern: 'first', toneType: 'none' }) : ch).toLowerCase() : ''))
  }
  return py.map((p, i) => (KEEP.test(chars[i]) ? p.toLowerCase().replace(/[^a-z0-9]/g, '') : ''))
}

export function initials(text: string, person = false): string {
  return initialsPerChar(text, person).join('')
}

// ---------- full-text query building ----------
// A query is never written from raw text: each token becomes one FTS5 string (double-quoted, inner quotes doubled),
// so words such as AND / OR / NOT / NEAR and characters such as * ^ ( ) : are searched as text, never read as syntax.

// eslint-disable-next-line no-control-regex
const NOT_TEXT = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** One FTS5 string holding `token` as text; control characters and lone surrogates (never text) are dropped. */
export function ftsString(token: string): string {
  return `"${token.replace(NOT_TEXT, '').replace(/"/g, '""')}"`
}

/** The tokens in this order, next to each other: an FTS5 phrase of quoted strings ('' when there are none). */
export function ftsPhrase(tokens: readonly string[]): string {
  return tokens.map(ftsString).join(' + ')
}

/** Rows with a token starting with `token`. */
export function ftsPrefix(token: string): string {
  return `${ftsString(token)} *`
}

/** An expression restricted to some columns of the index. */
export function ftsIn(columns: readonly string[], expr: string): string {
  return columns.length === 1 ? `${columns[0]} : ${expr}` : `{${columns.join(' ')}} : ${expr}`
}

/** FTS5 phrase for a sanitized keyword ('' when nothing is left) */
export function phraseOf(clean: string): string {
  return ftsPhrase(sequence(clean))
}

export const isLatin = (clean: string) => clean.length > 0 && /^[a-z0-9]+$/.test(clean)
