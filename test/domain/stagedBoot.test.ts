import { parse } from '@babel/parser'
const { rewrite } = require('../../config/staged-boot-loader.js') as {
  rewrite: (s: string, w: string[][], firstRoutes?: string[], pageConfigFrom?: string) => string
}

// the shape of the H5 app entry Taro generates (@tarojs/taro-loader/lib/h5.js), with a one-page route table
const ENTRY = `import '@tarojs/plugin-platform-h5/dist/runtime'

import { initPxTransform } from '@tarojs/taro'
import { createRouter, createHashHistory, handleAppMountWithTabbar } from '@tarojs/router'
import '@tarojs/components/global.css'
import component from "./app"
import { window } from '@tarojs/runtime'
import * as React from 'react'
import ReactDOM from 'react-dom/client'
import { findDOMNode as find, render } from 'react-dom'

var config = {"router":{"mode":"hash"},"pages":["pages/index/index"]}
window.__taroAppConfig = config
config.routes = [
  Object.assign({ path: 'pages/index/index', load: function() { return [import("./pages/index/index")] } }, {})
]
var inst = createReactApp(component, React, ReactDOM, config)
var history = createHashHistory({ window })
handleAppMountWithTabbar(config, history)
createRouter(history, inst, config, React)
initPxTransform({ designWidth: 750 })
`

const positionOf = (code: string, text: string) => {
  const i = code.indexOf(text)
  if (i < 0) throw new Error(`not in the output: ${text}`)
  return i
}

describe('staged boot: the H5 entry starts in short tasks', () => {
  const out = rewrite(ENTRY, [['mobx'], ['./links.gen', './routes']])

  it('is a valid module', () => {
    expect(() => parse(out, { sourceType: 'module' })).not.toThrow()
  })

  it("keeps the platform's imports and the style sheets static and turns the others into eager dynamic imports that keep tree shaking", () => {
    expect(out).toContain("import { window } from '@tarojs/runtime'")
    expect(out).toContain("import '@tarojs/plugin-platform-h5/dist/runtime'")
    expect(out).toContain("import { initPxTransform } from '@tarojs/taro'")
    expect(out).toContain("import '@tarojs/components/global.css'")
    expect(out).not.toMatch(/^import .* from ['"]@tarojs\/router['"]/m)
    expect(out).toContain(
      'const { createRouter, createHashHistory, handleAppMountWithTabbar } = await import(/* webpackMode: "eager" */ /* webpackExports: ["createRouter","createHashHistory","handleAppMountWithTabbar"] */',
    )
    expect(out).toContain(
      'const { default: component } = await import(/* webpackMode: "eager" */ /* webpackExports: ["default"] */ "./app")',
    )
    expect(out).toContain('const React = await import(/* webpackMode: "eager" */ \'react\')')
    expect(out).toContain('const { findDOMNode: find, render } = await import(')
    // a route page stays a lazy chunk
    expect(out).toContain('import("./pages/index/index")')
  })

  it('evaluates each warm-up group in its own task before the app component, and creates the router in a later task', () => {
    const step = (t: string) => positionOf(out, t)
    // the static imports come first, as in the generated order
    expect(step("import '@tarojs/plugin-platform-h5/dist/runtime'")).toBeLessThan(step("import { initPxTransform } from '@tarojs/taro'"))
    expect(step("import '@tarojs/components/global.css'")).toBeLessThan(step('(async () => {'))
    const mobx = step('import(/* webpackMode: "eager" */ /* webpackExports: [] */ "mobx")')
    const links = step('"./links.gen"')
    const app = step('"./app")')
    expect(mobx).toBeLessThan(links)
    expect(links).toBeLessThan(app)
    expect(out.slice(mobx, links)).toContain('await nextTask()')
    expect(out.slice(links, app)).toContain('await nextTask()')
    // the two groups' modules load together
    expect(out.slice(links, app)).toContain('"./routes"')
    expect(out.slice(app, step('var inst = '))).toContain('await nextTask()')
    expect(out.slice(step('handleAppMountWithTabbar(config, history)'), step('createRouter(history'))).toContain('await nextTask()')
    expect(step('createRouter(history')).toBeLessThan(step('initPxTransform({ designWidth'))
  })

  it('leaves an entry of another shape as it is', () => {
    const odd = "import foo, { bar } from 'x'\nfoo(bar)\n"
    expect(rewrite(odd, [])).toBe(odd)
    const noBody = "import 'x'\n"
    expect(rewrite(noBody, [])).toBe(noBody)
  })

  describe('the route table in the order people arrive in', () => {
    const withRoutes = (routes: string[]) =>
      ENTRY.replace(
        /config\.routes = \[[\s\S]*?\n\]/,
        `config.routes = [\n  ${routes.map((p) => `Object.assign({ path: '${p}', load: function() { return [] } }, {})`).join(',')}\n]`,
      )
    // runs the rewritten entry's route table statements and returns the paths in the order the router sees them
    const routeOrder = (code: string) => {
      const start = positionOf(code, 'var config = ')
      const statements = code.slice(start, positionOf(code, 'await nextTask()\nvar inst = '))
      return new Function(`${statements.replace('window.__taroAppConfig = config', '')}; return config.routes.map((r) => r.path)`)()
    }
    const PAGE_CODE = (code: string) => code.match(/^config\.routes = config\.routes\.map.*$/m)![0]
    const table = ['pages/index/index', 'pages/mine/mine', 'pagesIndex/search/search', 'pagesA/x/x', 'pagesFilter/detail/detail']

    it('keeps the home page first, then the landing pages, then the rest in their generated order', () => {
      const out = rewrite(withRoutes(table), [], ['pages/index/index', 'pagesFilter/detail/detail', 'pagesIndex/search/search'])
      expect(() => parse(out, { sourceType: 'module' })).not.toThrow()
      expect(routeOrder(out)).toEqual([
        'pages/index/index',
        'pagesIndex/search/search',
        'pagesFilter/detail/detail',
        'pages/mine/mine',
        'pagesA/x/x',
      ])
    })

    it('leaves the table as generated without landing pages', () => {
      expect(routeOrder(rewrite(withRoutes(table), []))).toEqual(table)
    })

    it("evaluates a page's code in one task and hands it to the router in a later one", async () => {
      const steps: string[] = []
      const nextTask = () => new Promise<void>((resolve) => setTimeout(() => (steps.push('task'), resolve()), 0))
      const page = { default: 'the page' }
      // a generated load: the page module's promise (here ready at once), then the context and params it was given
      const route = { path: 'p', title: '页面', load: (c: unknown, p: unknown) => [Promise.resolve(page), c, p] }
      const statement = PAGE_CODE(rewrite(withRoutes(table), [], []))
      const [mapped] = new Function('nextTask', 'route', `var config = { routes: [route] }\n${statement}; return config.routes`)(
        nextTask,
        route,
      ) as Array<typeof route>
      expect(mapped).toMatchObject({ path: 'p', title: '页面' })
      const [module, context, params] = mapped.load('ctx', 'prm') as [Promise<unknown>, unknown, unknown]
      expect([context, params]).toEqual(['ctx', 'prm'])
      await expect(module.then((m) => (steps.push('mounted'), m))).resolves.toBe(page)
      expect(steps).toEqual(['task', 'mounted'])
    })
  })

  describe("each page's path and settings once, in the route manifest", () => {
    // the route table as Taro writes it (genResource in @tarojs/taro-loader/lib/h5.js): routes joined by ','
    const route = (p: string, title: string) => `Object.assign({
  path: '${p}',
  load: function(context, params) {
    const page = import("./${p}")
    return [page, context, params]
  }
}, {"navigationBarTitleText":"${title}","navigationStyle":"custom","enablePullDownRefresh":false})`
    const pages = ['pages/index/index', 'pagesIndex/search/search', 'pagesA/x/x']
    const generated = ENTRY.replace(
      'var config = {"router":{"mode":"hash"},"pages":["pages/index/index"]}',
      `var config = {"router":{"mode":"hash"},"pages":${JSON.stringify(pages)},"subPackages":[{"root":"pagesIndex","pages":["search/search"]},{"root":"pagesA","pages":["x/x"]}],"preloadRule":{"pages/index/index":{"packages":["pagesA"]}},"window":{"navigationStyle":"custom"}}`,
    ).replace(/config\.routes = \[[\s\S]*?\n\]/, `config.routes = [\n  ${pages.map((p, i) => route(p, `标题${i}`)).join(',')}\n]`)
    const out = rewrite(generated, [], ['pagesA/x/x'], './routes')
    // runs the statements from the config to the router's creation with a stand-in manifest
    const configOf = (code: string) =>
      new Function(
        '__pageConfig',
        `${code.slice(positionOf(code, 'var config = '), positionOf(code, 'await nextTask()\nvar inst = ')).replace('window.__taroAppConfig = config', '')}; return config`,
      )((p: string) => ({ navigationBarTitleText: `manifest ${p}`, navigationStyle: 'custom' }))

    it("writes no path but the route table's and no page settings, and takes the settings from the manifest", () => {
      expect(() => parse(out, { sourceType: 'module' })).not.toThrow()
      expect(out).not.toContain('标题')
      expect(out).not.toContain('subPackages')
      expect(out).not.toContain('preloadRule')
      for (const p of pages) expect(out.split(`'${p}'`).length - 1).toBe(1)
      expect(out).toContain(
        'const { pageConfig: __pageConfig } = await import(/* webpackMode: "eager" */ /* webpackExports: ["pageConfig"] */ "./routes")',
      )
      const config = configOf(out)
      expect(config.pages).toEqual(pages)
      expect(config.window).toEqual({ navigationStyle: 'custom' })
      expect(config.routes.map((r: { path: string }) => r.path)).toEqual(['pages/index/index', 'pagesA/x/x', 'pagesIndex/search/search'])
      expect(config.routes[1]).toMatchObject({
        path: 'pagesA/x/x',
        navigationBarTitleText: 'manifest pagesA/x/x',
        navigationStyle: 'custom',
      })
      expect(typeof config.routes[1].load).toBe('function')
    })

    it('leaves the route data as generated when the table is of another shape', () => {
      const odd = generated.replace('}, {"navigationBarTitleText":"标题2"', '},\n{"navigationBarTitleText":"标题2"')
      const kept = rewrite(odd, [], [], './routes')
      expect(kept).toContain('"subPackages"')
      expect(kept).not.toContain('__pageConfig')
    })
  })
})
