import fs from 'node:fs'
import path from 'node:path'
import { ROUTES, SUBPACKAGE_ORDER, TAB_PAGES, HOME_PRELOAD, findRoute, pageConfig } from '../../src/routes'

const src = path.join(__dirname, '..', '..', 'src')

describe('the route manifest', () => {
  it('lists only pages that exist, each with a config that uses the manifest', () => {
    for (const r of ROUTES) {
      expect(fs.existsSync(path.join(src, `${r.path}.tsx`))).toBe(true)
      const cfg = fs.readFileSync(path.join(src, `${r.path}.config.ts`), 'utf8')
      expect(cfg).toContain(`pageConfig('${r.path}')`)
    }
  })

  it('puts each page in the package named by its first folder, subpackages named as the product names them', () => {
    for (const r of ROUTES) {
      if (r.pkg === '') expect(r.path.startsWith('pages/')).toBe(true)
      else {
        expect(SUBPACKAGE_ORDER).toContain(r.pkg)
        expect(r.path.startsWith(`${r.pkg}/`)).toBe(true)
      }
    }
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length)
  })

  it('has the three tab pages in the main package and the login pages never need login', () => {
    expect(TAB_PAGES).toEqual(['pages/index/index', 'pages/trends/trends', 'pages/mine/mine'])
    for (const t of TAB_PAGES) expect(findRoute(t)?.pkg).toBe('')
    for (const r of ROUTES.filter((x) => x.pkg === 'pagesLogin')) expect(r.needsLogin).toBeFalsy()
    expect(HOME_PRELOAD).toEqual(['pagesLogin', 'pagesDetail', 'pagesFilter', 'pagesQuery'])
  })

  it('custom navigation bar everywhere, pull-down refresh only where the manifest says', () => {
    for (const r of ROUTES) {
      const c = pageConfig(r.path)
      expect(c.navigationStyle).toBe('custom')
      expect(c.enablePullDownRefresh).toBe(!!r.pullDownRefresh)
    }
    expect(ROUTES.filter((r) => r.pullDownRefresh).every((r) => r.path === 'pagesUser/userCollect/basicInfo/basicInfo')).toBe(true)
    expect(findRoute('/pagesFilter/detail/detail?pid=1')?.title).toBe('企业详情')
    expect(findRoute('/nope/nope')).toBeUndefined()
  })
})
