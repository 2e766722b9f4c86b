/**
 * Server-provided HTML made safe for RichText: only an allow-list of tags and attributes survives; scripts, styles,
 * frames and the like go with their content; no event handler (on*) and no URL but http(s), mailto, tel, a relative
 * path or an anchor is kept; every kept tag is closed; stray '<' becomes text. The app adds its own inline styles
 * afterwards (`styles`), since the mini-program's rich text cannot be styled from the page's stylesheet.
 */

const VOID = new Set(['br', 'hr', 'img'])

/** tag → the attributes it may keep */
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  hr: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  span: [],
  div: [],
  section: [],
  blockquote: [],
  pre: [],
  code: [],
  ul: [],
  ol: ['start'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
}

/** removed together with everything inside them */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'head',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
])

const URL_ATTRS = new Set(['href', 'src'])
const NUMBER_ATTRS = new Set(['colspan', 'rowspan', 'start', 'width', 'height'])

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
}

/** Entities as the browser would read them in an attribute (enough to see through an encoded scheme). */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ''
    }
    return NAMED[body.toLowerCase()] ?? m
  })
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A link or image address that can do no harm: http(s), mailto, tel, a relative path, or an anchor. */
export function safeUrl(raw: string, attr: 'href' | 'src' = 'href'): string | null {
  // browsers ignore control characters and spaces inside a scheme ('java\nscript:')
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (!url) return null
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
  if (scheme) {
    const allowed = attr === 'src' ? ['http', 'https'] : ['http', 'https', 'mailto', 'tel']
    return allowed.includes(scheme) ? decodeEntities(raw).trim() : null
  }
  // protocol-relative ('//evil') takes the page's scheme: allowed only as https-like; a relative path or an anchor
  if (url.startsWith('//')) return null
  return decodeEntities(raw).trim()
}

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function attributes(tag: string, raw: string): string {
  const allowed = ALLOWED[tag]
  if (!allowed.length) return ''
  const out: string[] = []
  const seen = new Set<string>()
  for (const m of raw.matchAll(ATTR)) {
    const name = m[1].toLowerCase()
    if (!allowed.includes(name) || seen.has(name)) continue
    const value = m[2] ?? m[3] ?? m[4] ?? ''
    let kept: string | null = decodeEntities(value)
    if (URL_ATTRS.has(name)) kept = safeUrl(value, name as 'href' | 'src')
    else if (NUMBER_ATTRS.has(name)) kept = /^\d{1,4}$/.test(kept.trim()) ? kept.trim() : null
    if (kept === null) continue
    seen.add(name)
    out.push(` ${name}="${escapeAttr(kept)}"`)
  }
  return out.join('')
}

// a comment, a doctype / CDATA / processing instruction, or a tag whose attributes may quote a '>'
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g

export function sanitizeHtml(html: string, styles: Record<string, string> = {}): string {
  const input = typeof html === 'string' ? html : ''
  const out: string[] = []
  const open: string[] = []
  const text = (s: string) => out.push(s.replace(/</g, '&lt;').replace(/>/g, '&gt;'))
  const styleOf = (tag: string) => (styles[tag] ? ` style="${escapeAttr(styles[tag])}"` : '')
  let at = 0
  TOKEN.lastIndex = 0
  for (let m = TOKEN.exec(input); m; m = TOKEN.exec(input)) {
    if (m.index > at) text(input.slice(at, m.index))
    at = TOKEN.lastIndex
    const [, closing, rawName, rawAttrs] = m
    if (!rawName) continue // comment, doctype, CDATA, processing instruction
    const tag = rawName.toLowerCase()
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (closing) continue
      const end = new RegExp(`</${tag}\\s*>`, 'ig')
      end.lastIndex = at
      const found = end.exec(input)
      at = found ? end.lastIndex : input.length
      TOKEN.lastIndex = at
      continue
    }
    if (!ALLOWED[tag]) continue // unknown tag: its text stays, the tag goes
    if (closing) {
      const i = open.lastIndexOf(tag)
      if (i < 0) continue
      while (open.length > i) out.push(`</${open.pop()}>`)
      continue
    }
    out.push(`<${tag}${attributes(tag, rawAttrs)}${styleOf(tag)}>`)
    if (!VOID.has(tag)) open.push(tag)
  }
  if (at < input.length) text(input.slice(at))
  while (open.length) out.push(`</${open.pop()}>`)
  return out.join('')
}
