/** The typed link builders: generated from the route manifest, each resolving to its page, the only way src/ writes a link. */
import fs from 'node:fs'
import path from 'node:path'
import { LINKS_FILE, renderLinks } from '../../scripts/gen-links'
import { planned, to, type RouteName } from '../../src/links.gen'
import { pageLink } from '../../src/pageLink'
import { ROUTES, findRoute, type RouteDef } from '../../src/routes'
import { PLANNED_PAGES } from '../../src/manifest/planned'

const SRC = path.join(__dirname, '..', '..', 'src')
const builders = Object.entries(to) as Array<[RouteName, (query?: Record<string, string | number>) => string]>
const routeNamed = (name: string) => ROUTES.find((r) => r.name === name)

describe('the generated file', () => {
  it('is what the manifest renders now (run `npm run gen:links` after changing the manifest)', () => {
    expect(fs.readFileSync(LINKS_FILE, 'utf8')).toBe(renderLinks())
  })

  it('has one builder per route of the manifest and nothing else', () => {
    expect(builders.map(([name]) => name).sort()).toEqual(ROUTES.map((r) => r.name).sort())
  })
})

describe('every builder', () => {
  it.each(builders.map(([name]) => name))('%s resolves to its own declared page and writes each declared parameter', (name) => {
    const route = routeNamed(name)!
    const params = (route.params ?? []).map((p) => p.replace(/\?$/, ''))
    const values = Object.fromEntries(params.map((p, i) => [p, `值 ${i}&x=1`]))
    const url = (to[name] as (query: Record<string, string>) => string)(values)
    expect(findRoute(url)).toBe(route)
    expect(url.split('?')[0]).toBe(`/${route.path}`)
    const query = url.includes('?') ? url.slice(url.indexOf('?') + 1).split('&') : []
    expect(query).toEqual(params.map((p, i) => `${p}=${encodeURIComponent(`值 ${i}&x=1`)}`))
  })

  it('leaves out the optional parameters not given, and needs none for a page without required ones', () => {
    expect(to.search()).toBe('/pagesIndex/search/search')
    expect(to.search({ type: 'person' })).toBe('/pagesIndex/search/search?type=person')
    expect(to.phoneLogin({ redirect: '/pages/mine/mine' })).toBe('/pagesLogin/phoneLogin/phoneLogin?redirect=%2Fpages%2Fmine%2Fmine')
    expect(to.companyProfile({ pid: 'C 1' })).toBe('/pagesFilter/detail/detail?pid=C%201')
    expect(to.monitorDetail({ id: 7 })).toBe('/pagesMonitore/monitoreDetail/monitoreDetail?id=7')
  })
})

describe('the manifest rows behind the builders', () => {
  const IDENT = /^[a-z][A-Za-z0-9]*$/
  it('name each route once, with parameter names that are identifiers, each once', () => {
    for (const r of ROUTES) {
      expect([r.path, IDENT.test(r.name)]).toEqual([r.path, true])
      const bare = (r.params ?? []).map((p) => p.replace(/\?$/, ''))
      expect(new Set(bare).size).toBe(bare.length)
      for (const p of bare) expect(p).toMatch(/^[A-Za-z][A-Za-z0-9]*$/)
    }
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length)
  })

  it('the generator refuses a repeated name, a bad parameter and a planned page that is built', () => {
    const home = routeNamed('home')!
    const row = (extra: Partial<RouteDef>): RouteDef => ({ ...home, path: 'pages/x/x', ...extra })
    expect(() => renderLinks([...ROUTES, row({})])).toThrow('链接名称重复：home')
    expect(() => renderLinks([...ROUTES, row({ name: 'x', params: ['a-b'] })])).toThrow('参数名不合法')
    expect(() => renderLinks([...ROUTES, row({ name: 'x', params: ['a', 'a?'] })])).toThrow('参数重复')
    expect(() => renderLinks(ROUTES, [...PLANNED_PAGES, { name: 'again', path: home.path, title: '首页' }])).toThrow(
      '已建成的页面仍列在计划页面中',
    )
  })
})

describe('planned pages', () => {
  it('are no routes (navigate refuses them, menus hide them), each named once', () => {
    for (const [name, url] of Object.entries(planned as Record<string, string>)) {
      expect([name, findRoute(url)]).toEqual([name, undefined])
      expect(PLANNED_PAGES.find((p) => p.name === name)?.path).toBe(url.slice(1))
    }
  })
})

describe('pageLink', () => {
  it('encodes each value once, keeps the given order, leaves out undefined, null and empty values', () => {
    expect(pageLink('pagesLaw/caseDetail/caseDetail', { referenceNo: '（2023）粤0305民初1号', pid: 'C1' })).toBe(
      `/pagesLaw/caseDetail/caseDetail?referenceNo=${encodeURIComponent('（2023）粤0305民初1号')}&pid=C1`,
    )
    expect(pageLink('/pages/index/index', { a: undefined, b: null, c: '', d: 0 })).toBe('/pages/index/index?d=0')
    expect(pageLink('pages/mine/mine')).toBe('/pages/mine/mine')
  })
})

/** Files that may name a page path in a string: the manifest itself and the generated builders. */
const MAY_NAME_PATHS = /^(manifest\/|routes\.ts$|links\.gen\.ts$)/
/** A page naming itself: its config (checked by the manifest tests) and the dimension page it draws. */
const SELF_NAMING = /pageConfig\('|<DimensionPage path='/
const PAGE_PATH = /['"`]\/?(pages[A-Za-z]*|enterpriseGroup)\/[A-Za-z]+\/[A-Za-z/]*/

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(e.name) ? [full] : []
  })

it('no file of src/ outside the manifest writes a page path by hand: links come from `to.<name>(…)`', () => {
  const offending: string[] = []
  for (const file of sourceFiles(SRC)) {
    const rel = path.relative(SRC, file).split(path.sep).join('/')
    if (MAY_NAME_PATHS.test(rel)) continue
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (PAGE_PATH.test(line) && !SELF_NAMING.test(line)) offending.push(`${rel}:${i + 1}: ${line.trim()}`)
      })
  }
  expect(offending).toEqual([])
})

// Checked by the type check (`npm run typecheck`), never run: each line must stay an error.
export function wrongLinksDoNotCompile() {
  // @ts-expect-error a page that is not in the manifest
  to.companyProfil({ pid: 'C1' })
  // @ts-expect-error a required parameter left out
  to.companyProfile({})
  // @ts-expect-error a parameter the page does not read
  to.companyProfile({ pid: 'C1', personId: 'X1' })
  // @ts-expect-error a page without parameters takes none
  to.home({ pid: 'C1' })
}
