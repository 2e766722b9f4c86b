// Rewrites the H5 app entry Taro generates (static imports, then the route table and the calls that create the app
// and its router) so that it starts in several short tasks instead of one: each import — and, before the app
// component, each warm-up group of its heavy modules named in the options — is evaluated in a task of its own, with
// a yield to the browser between them, and the router is created in a later task. The imports become eager dynamic
// imports, so no module moves out of the entry chunk and nothing costs a request; webpackExports names what the
// entry takes, so tree shaking stays as with static imports. The platform's imports stay static: every other module
// expects the platform set up, and the runtime's namespace carries side effects that a dynamic import would keep whole
// (its mini-program DOM). So do the style sheets: injected a task later, they restyle what the splash already laid
// out, and the first screen moves.
//
// The route table is put in the order people arrive in: the home page stays first (the router takes the first route
// for the home page), then the landing pages named in the options, then the rest as generated. The router walks the
// table in order on every lookup — compiling each route's pattern the first time it passes it, and finding a page's
// settings by comparing paths — so a shared profile at position 196 of 366 paid for 195 routes before its first render.
// Each route is a plain path, so no two match the same address and the order changes nothing else. And a page's
// code, once it has arrived, is evaluated in a task before the one that mounts the page.
//
// The entry is generated text of a fixed shape (see @tarojs/taro-loader/lib/h5.js), so a line-based rewrite fits; a
// shape it does not recognise is left as it is, which only gives up the shorter tasks.
const IMPORT = /^import\s+(?:(?<def>[\w$]+)|\*\s+as\s+(?<ns>[\w$]+)|\{(?<named>[^}]*)\})?\s*(?:from\s+)?(?<spec>'[^']+'|"[^"]+")\s*;?\s*$/
const STAYS_STATIC = /^['"](@tarojs\/(runtime|taro|plugin-platform-h5\/dist\/runtime)|.*\.css)['"]$/

const eager = (spec, exportsUsed) =>
  `import(/* webpackMode: "eager" */${exportsUsed ? ` /* webpackExports: ${JSON.stringify(exportsUsed)} */` : ''} ${spec})`

function rewrite(source, warmUp, firstRoutes = [], pageConfigFrom) {
  const lines = source.split('\n')
  const firstBody = lines.findIndex((l) => l.trim() && !l.startsWith('import '))
  if (firstBody < 0) return source
  const kept = []
  const steps = []
  for (const line of lines.slice(0, firstBody)) {
    if (!line.trim()) continue
    const m = IMPORT.exec(line)
    if (!m) return source
    const { def, ns, named, spec } = m.groups
    if (STAYS_STATIC.test(spec)) {
      kept.push(line)
      continue
    }
    if (def === 'component') {
      for (const group of warmUp) steps.push(`await Promise.all([${group.map((r) => eager(JSON.stringify(r), [])).join(', ')}])`)
    }
    if (def) steps.push(`const { default: ${def} } = await ${eager(spec, ['default'])}`)
    else if (ns) steps.push(`const ${ns} = await ${eager(spec)}`)
    else if (named) {
      const names = named.split(',').map((n) => n.trim().split(/\s+as\s+/))
      steps.push(
        `const { ${names.map((n) => n.join(': ')).join(', ')} } = await ${eager(
          spec,
          names.map((n) => n[0]),
        )}`,
      )
    } else steps.push(`await ${eager(spec, [])}`)
  }
  let tail = lines.slice(firstBody).join('\n')
  if (pageConfigFrom) {
    const once = routeDataOnce(tail)
    if (once !== tail) steps.push(`const { pageConfig: __pageConfig } = await ${eager(JSON.stringify(pageConfigFrom), ['pageConfig'])}`)
    tail = once
  }
  // createRouter renders the app and asks for the first page: the calls before it get a task of their own
  const body = tail
    .replace(/^(var inst = |createRouter\()/gm, 'await nextTask()\n$1')
    .replace(/^(?=await nextTask\(\)\nvar inst = )/m, (firstRoutes.length ? routesInArrivalOrder(firstRoutes) : '') + PAGE_CODE_THEN_MOUNT)
  return [
    ...kept,
    '// a task boundary: the browser may paint and handle input before the next step',
    'const nextTask = () => new Promise((resolve) => { const c = new MessageChannel(); c.port1.onmessage = () => resolve(); c.port2.postMessage(0) })',
    ';(async () => {',
    'await nextTask()',
    steps.join('\nawait nextTask()\n'),
    body,
    '})()',
  ].join('\n')
}

// a page's code is evaluated in one task and the page mounted in the next: a route's load answers [the page module's
// promise, …], and the router mounts the page as soon as that promise settles
const PAGE_CODE_THEN_MOUNT =
  'config.routes = config.routes.map((r) => Object.assign({}, r, { load: function () { var l = r.load.apply(this, arguments); return [l[0].then((m) => nextTask().then(() => m))].concat(l.slice(1)) } }))\n'

// The generated entry writes every page's path three times (the app config's pages, its subPackages, the route
// table) and every page's settings once more, all of which the route manifest holds already, in a script of its own
// that the first load fetches anyway. The H5 runtime reads neither subPackages nor preloadRule, and reads pages (the
// router's page check, the tab bar's home page) only once the router is created: the pages are written once, in the
// route table, and each route's settings come from the manifest's pageConfig (each page's *.config.ts is exactly
// that, which test/domain/routes.test.ts checks). A shape this does not recognise is left as it is.
function routeDataOnce(body) {
  const config = /^var config = (\{.*\})$/m.exec(body)
  if (!config) return body
  const app = JSON.parse(config[1])
  if (!Array.isArray(app.pages)) return body
  const pages = app.pages
  delete app.pages
  delete app.subPackages
  delete app.preloadRule
  let settings = 0
  const out = body
    .replace(config[0], `var config = ${JSON.stringify(app)}`)
    .replace(/^\}, \{.*\}\)(,Object\.assign\(\{)?$/gm, (_, next) => (settings++, `})${next ?? ''}`))
    .replace(
      /^(?=var inst = )/m,
      'config.routes.forEach((r) => Object.assign(r, __pageConfig(r.path)))\nconfig.pages = config.routes.map((r) => r.path)\n',
    )
  return settings === pages.length ? out : body
}

const routesInArrivalOrder = (first) =>
  `config.routes = ((routes, first) => [routes[0], ...routes.slice(1).filter((r) => first.includes(r.path)), ...routes.slice(1).filter((r) => !first.includes(r.path))])(config.routes, ${JSON.stringify(first)})\n`

module.exports = function stagedBootLoader(source) {
  const { warmUp = [], firstRoutes = [], pageConfigFrom } = this.getOptions() || {}
  return rewrite(source, warmUp, firstRoutes, pageConfigFrom)
}
module.exports.rewrite = rewrite
