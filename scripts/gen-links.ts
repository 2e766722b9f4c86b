/**
 * Writes src/links.gen.ts from the route manifest (src/routes.ts and its parts in src/manifest/):
 * one typed builder per page, `to.<name>(params)`, whose name and parameters TypeScript checks (the builders
 * themselves are made from the manifest at run time, so no path is shipped twice), the union of
 * every page path (RoutePath), and the paths of the planned pages. Run with `npm run gen:links`;
 * test/app/links.test.ts fails when the committed file differs from what this renders.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROUTES, type RouteDef } from '../src/routes'
import { PLANNED_PAGES, type PlannedPage } from '../src/manifest/planned'

export const LINKS_FILE = path.join(__dirname, '..', 'src', 'links.gen.ts')

const IDENTIFIER = /^[a-z][A-Za-z0-9]*$/
const PARAM = /^[A-Za-z][A-Za-z0-9]*\??$/

function check(routes: RouteDef[], planned: PlannedPage[]): void {
  const names = new Set<string>()
  const paths = new Set(routes.map((r) => r.path))
  for (const { name, path: p } of [...routes, ...planned]) {
    if (!IDENTIFIER.test(name)) throw new Error(`链接名称不合法：${name}（${p}）`)
    if (names.has(name)) throw new Error(`链接名称重复：${name}（${p}）`)
    names.add(name)
  }
  for (const r of routes) {
    const seen = new Set<string>()
    for (const param of r.params ?? []) {
      if (!PARAM.test(param)) throw new Error(`参数名不合法：${param}（${r.path}）`)
      const bare = param.replace(/\?$/, '')
      if (seen.has(bare)) throw new Error(`参数重复：${bare}（${r.path}）`)
      seen.add(bare)
    }
  }
  for (const p of planned) if (paths.has(p.path)) throw new Error(`已建成的页面仍列在计划页面中：${p.path}`)
}

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

function builder(r: RouteDef): string {
  const params = r.params ?? []
  const doc = `  /** ${r.title} — ${r.path} */`
  const url = `PageUrl<${quote(r.path)}>`
  if (!params.length) return `${doc}\n  ${r.name}: () => ${url}`
  const fields = params.map((p) => `${p}: Param`).join('; ')
  const optional = params.every((p) => p.endsWith('?'))
  return `${doc}\n  ${r.name}: (p${optional ? '?' : ''}: { ${fields} }) => ${url}`
}

/** The text of src/links.gen.ts for these routes and planned pages. */
export function renderLinks(routes: RouteDef[] = ROUTES, planned: PlannedPage[] = PLANNED_PAGES): string {
  check(routes, planned)
  return [
    '// Generated from the route manifest (src/routes.ts, src/manifest/*.ts) by `npm run gen:links`. Do not edit.',
    "import { pageLink, type PageUrl, type Param, type Query } from './pageLink'",
    "import { ROUTES } from './routes'",
    '',
    '/** The path of every page of the manifest. */',
    'export type RoutePath =',
    ...routes.map((r) => `  | ${quote(r.path)}`),
    '',
    '/** One builder per page: `to.<name>(params)` gives its link, the parameters URI-encoded. */',
    'export interface Links {',
    ...routes.map(builder),
    '}',
    '',
    // the builders are made from the manifest as the app starts: each path and name is shipped once, in the manifest
    'const builders: Record<string, (p?: Query) => string> = {}',
    'for (const r of ROUTES) builders[r.name] = (p?: Query) => pageLink(r.path, p)',
    'export const to = builders as unknown as Links',
    '',
    'export type RouteName = keyof Links',
    '',
    '/** Links to the planned pages (src/manifest/planned.ts): named by menus, not built, hidden until they are. */',
    // with none left the object is still typed as names to links
    planned.length ? 'export const planned = {' : 'export const planned: Record<string, string> = {',
    ...planned.map((p) => `  /** ${p.title} */\n  ${p.name}: ${quote(`/${p.path}`)},`),
    '} as const',
    '',
  ].join('\n')
}

if (require.main === module) {
  fs.writeFileSync(LINKS_FILE, renderLinks())
  console.log(`已生成 ${path.relative(process.cwd(), LINKS_FILE)}：${ROUTES.length} 个页面，${PLANNED_PAGES.length} 个计划页面`)
}
