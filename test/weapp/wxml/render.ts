/**
 * Renders a page of a mini-program build (dist/weapp) the way WeChat's view layer would, without WeChat: the page's
 * .wxml and everything it imports are compiled by wcc, and the generated $gwx code runs in a node vm on a data object
 * — the page's data after its setData calls, e.g. `{ root: { cn: [...] } }` for a Taro page. Custom components
 * (Taro's `comp`, used past a nesting depth) are rendered in place from their own .wxml with their attributes as data.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

const { compileWxml } = require('../../../scripts/wcc') as typeof import('../../../scripts/wcc')

export interface WxmlElement {
  /** the element's name without wcc's `wx-` prefix: 'view', 'text', 'comp'; the root is 'page' */
  tag: string
  attr: Record<string, unknown>
  children: WxmlNode[]
}
export type WxmlNode = WxmlElement | string

export interface Rendered {
  /** the text a person would see, one line per block of text */
  text: string
  tree: WxmlElement
  /** what the WXML runtime warned about, e.g. a template that is not found (it then renders nothing) */
  warnings: string[]
}

interface RawNode {
  tag: string
  attr?: Record<string, unknown>
  children?: (RawNode | string)[]
}

interface Templates {
  dir: string
  context: vm.Context
  gwx: (file: string) => ((data: unknown, env?: unknown, global?: unknown) => RawNode) | undefined
  warnings: string[]
}

const cache = new Map<string, Templates>()
const INLINE = new Set(['text', 'label', 'rich-text', 'navigator'])
const MAX_COMPONENT_DEPTH = 64

function load(distDir: string): Templates {
  const dir = path.resolve(distDir)
  const cached = cache.get(dir)
  if (cached) return cached
  const { code } = compileWxml(dir)
  const warnings: string[] = []
  const log = (...a: unknown[]) => warnings.push(a.map(String).join(' '))
  const context = vm.createContext({ console: { log, warn: log, error: log, info: log, debug: log } })
  context.window = context
  vm.runInContext(code, context, { filename: 'wcc-$gwx.js' })
  const t: Templates = { dir, context, gwx: context.$gwx, warnings }
  cache.set(dir, t)
  return t
}

// The generated code copies only plain objects of its own realm (`o.constructor === Object`); data made outside the
// vm would render as null.
function intoContext(t: Templates, data: unknown): unknown {
  t.context.__json = JSON.stringify(data ?? {})
  return vm.runInContext('JSON.parse(__json)', t.context)
}

function usingComponents(t: Templates, file: string): Record<string, string> {
  const json = path.join(t.dir, file.replace(/\.wxml$/, '.json'))
  if (!fs.existsSync(json)) return {}
  return JSON.parse(fs.readFileSync(json, 'utf8')).usingComponents || {}
}

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

function renderFile(t: Templates, file: string, data: unknown, depth: number): WxmlElement {
  const generate = t.gwx(file)
  if (typeof generate !== 'function') throw new Error(`${file}: not compiled (no such .wxml in ${t.dir})`)
  const raw = generate(data, {}, {})
  const components = usingComponents(t, file)
  const convert = (n: RawNode | string): WxmlNode => {
    if (typeof n !== 'object' || n === null) return String(n)
    const tag = n.tag.replace(/^wx-/, '')
    const attr = { ...(n.attr || {}) }
    let children = (n.children || []).map(convert)
    const target = components[tag]
    if (target !== undefined) {
      if (depth >= MAX_COMPONENT_DEPTH) throw new Error(`${file}: custom components nested deeper than ${MAX_COMPONENT_DEPTH}`)
      const componentFile = path.posix.join(path.posix.dirname(file), target) + '.wxml'
      const props = Object.fromEntries(Object.entries(attr).map(([k, v]) => [camel(k), v]))
      children = [...renderFile(t, componentFile, props, depth + 1).children, ...children]
    }
    return { tag, attr, children }
  }
  const root = convert(raw) as WxmlElement
  return { ...root, tag: 'page' }
}

export function textOf(node: WxmlNode): string {
  const lines: string[] = []
  let line = ''
  const flush = () => {
    if (line.trim()) lines.push(line.trim())
    line = ''
  }
  const walk = (n: WxmlNode) => {
    if (typeof n === 'string') {
      line += n
      return
    }
    const block = !INLINE.has(n.tag)
    if (block) flush()
    n.children.forEach(walk)
    if (block) flush()
  }
  walk(node)
  flush()
  return lines.join('\n')
}

/** Renders `pagePath` ('pages/index/index', with or without .wxml) of the build in `distDir` on `data`. */
export function renderPage(distDir: string, pagePath: string, data: unknown): Rendered {
  const t = load(distDir)
  const file = pagePath.replace(/^\/+/, '').replace(/\.wxml$/, '') + '.wxml'
  const before = t.warnings.length
  const tree = renderFile(t, file, intoContext(t, data), 0)
  return { text: textOf(tree), tree, warnings: t.warnings.splice(before) }
}

/**
 * The node-name aliases of the build's templates, read from base.wxml: Taro sends `nn: '<alias>'` instead of a
 * component's name. `text` is the alias of a text node (rendered from `v`); `tags` lists the aliases of each component.
 */
export function nodeAliases(distDir: string): { text: string; tags: Record<string, string[]> } {
  const base = fs.readFileSync(path.join(distDir, 'base.wxml'), 'utf8')
  const tags: Record<string, string[]> = {}
  let text = ''
  for (const m of base.matchAll(/<template name="tmpl_0_([^"]+)">\s*<([\w-]+)([^>]*)>\s*(\{\{i\.v\}\})?/g)) {
    const [, alias, tag, , value] = m
    if (tag === 'block' && value) text = alias
    else (tags[tag] ||= []).push(alias)
  }
  if (!text) throw new Error(`${distDir}/base.wxml: no template renders a text node ({{i.v}})`)
  return { text, tags }
}
