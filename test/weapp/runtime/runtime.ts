/**
 * A headless WeChat mini-program runtime: loads dist/weapp the way WeChat does (runtime.js, taro.js, vendors.js,
 * common.js, app.js, then each page's script when the page first opens) into a node `vm` context holding App, Page,
 * Component, Behavior, getApp, getCurrentPages, wx and a per-file require; keeps the page stack; applies setData to
 * each page's data and rebuilds Taro's node tree from it for tests to read and tap.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { applySetData, buildTree, readAliasMap, textOf, walk, type AliasMap, type Node } from './data'
import { createWx, type Answer, type WxHost } from './wx'

export interface AppJson {
  pages: string[]
  subPackages?: { root: string; pages: string[] }[]
  tabBar?: { list: { pagePath: string }[] }
}

export interface RuntimeOptions {
  distDir: string
  serverUrl: string
  /** the API root compiled into the build (its requests are sent to serverUrl instead) */
  apiRoot?: string
  launch?: { path?: string; scene?: number; query?: Record<string, string> }
  answers?: Record<string, Answer>
  /** storage as the app left it last time (e.g. a signed-in session) */
  storage?: Record<string, unknown>
}

export interface PageInstance {
  route: string
  __route__: string
  options: Record<string, string>
  data: Record<string, any>
  setData(payload: Record<string, unknown>, cb?: () => void): void
  [k: string]: any
}

export interface RuntimeError {
  where: string
  message: string
  stack?: string
}

const PAGE_LIMIT = 10
const realProcess: NodeJS.Process = vm.runInThisContext('process')

export function parseUrl(url: string): { path: string; query: Record<string, string> } {
  const [p, q = ''] = url.split('?')
  const query: Record<string, string> = {}
  for (const part of q.split('&')) {
    if (!part) continue
    const i = part.indexOf('=')
    const k = i < 0 ? part : part.slice(0, i)
    // WeChat hands a page its query as written: the page decodes what was encoded
    query[k] = i < 0 ? '' : part.slice(i + 1)
  }
  return { path: p.replace(/^\/+/, '').replace(/\.html$/, ''), query }
}

export class WeappRuntime {
  readonly dist: string
  readonly appJson: AppJson
  readonly aliases: AliasMap
  readonly errors: RuntimeError[] = []
  readonly missingApis = new Set<string>()
  /** how many times each page script called Page() when it ran; a page that never ran is absent */
  readonly pageRegistrations = new Map<string, number>()
  readonly components: string[] = []
  readonly stack: PageInstance[] = []
  readonly host: WxHost
  readonly context: vm.Context
  private readonly pageConfigs = new Map<string, Record<string, any>>()
  private readonly modules = new Map<string, { exports: any }>()
  private loadingPage: string | null = null
  private appInstance: Record<string, any> | null = null
  private readonly tabInstances = new Map<string, PageInstance>()
  private pending = new Set<Promise<unknown>>()
  /** pending timers and when they fire */
  private timers = new Map<NodeJS.Timeout, number>()
  private intervals = new Set<NodeJS.Timeout>()
  private closed = false
  private webviewIds = 0
  private readonly onRejection = (reason: unknown) => {
    this.reportError('unhandled rejection', reason)
    this.call(this.appInstance, 'onUnhandledRejection', { reason, promise: undefined })
  }

  constructor(opts: RuntimeOptions) {
    this.dist = opts.distDir
    this.appJson = JSON.parse(fs.readFileSync(path.join(this.dist, 'app.json'), 'utf8'))
    this.aliases = readAliasMap(this.dist)
    const timers = {
      setTimeout: ((fn: (...a: any[]) => void, ms?: number, ...args: any[]) => {
        if (this.closed) return undefined as any
        const t = setTimeout(() => {
          this.timers.delete(t)
          if (this.closed) return
          try {
            fn(...args)
          } catch (e) {
            this.reportError('setTimeout callback', e)
          }
        }, ms)
        this.timers.set(t, Date.now() + (ms ?? 0))
        return t
      }) as unknown as typeof setTimeout,
      clearTimeout: ((t: NodeJS.Timeout) => {
        this.timers.delete(t)
        clearTimeout(t)
      }) as typeof clearTimeout,
    }
    this.host = {
      apiRoot: opts.apiRoot ?? process.env.API_ROOT ?? readApiRoot(this.dist),
      serverUrl: opts.serverUrl,
      answers: { ...opts.answers },
      reportError: (where, err) => this.reportError(where, err),
      missing: (api) => {
        this.missingApis.add(api)
        this.errors.push({ where: `wx.${api}`, message: `the build called wx.${api}, which the headless runtime lacks` })
      },
      navigate: (kind, o) => this.navigate(kind, o),
      track: (p) => {
        this.pending.add(p)
        p.finally(() => this.pending.delete(p)).catch(() => undefined)
        return p
      },
      timers,
      calls: [],
      toasts: [],
      modals: [],
      listeners: {},
      launchOptions: {
        path: opts.launch?.path ?? this.appJson.pages[0],
        scene: opts.launch?.scene ?? 1001,
        query: opts.launch?.query ?? {},
        referrerInfo: {},
      },
      storage: new Map(Object.entries(opts.storage ?? {}).map(([k, v]) => [k, JSON.stringify(v)])),
    }
    const wx = createWx(this.host)
    const context: Record<string, any> = {
      wx,
      console,
      setTimeout: timers.setTimeout,
      clearTimeout: timers.clearTimeout,
      setInterval: (fn: () => void, ms?: number) => {
        const t = setInterval(() => {
          try {
            fn()
          } catch (e) {
            this.reportError('setInterval callback', e)
          }
        }, ms)
        this.intervals.add(t)
        return t
      },
      clearInterval: (t: NodeJS.Timeout) => {
        this.intervals.delete(t)
        clearInterval(t)
      },
      requestAnimationFrame: (fn: (t: number) => void) => timers.setTimeout(() => fn(Date.now()), 16),
      cancelAnimationFrame: (t: NodeJS.Timeout) => timers.clearTimeout(t),
      queueMicrotask,
      TextEncoder,
      TextDecoder,
      URL,
      URLSearchParams,
      App: (config: Record<string, any>) => {
        if (this.appInstance) this.reportError('App()', new Error('App() called more than once'))
        this.appInstance = config
      },
      Page: (config: Record<string, any>) => {
        const page = this.loadingPage
        if (!page) {
          this.reportError('Page()', new Error('Page() called outside the loading of a page script'))
          return
        }
        this.pageRegistrations.set(page, (this.pageRegistrations.get(page) ?? 0) + 1)
        // the first registration is the one WeChat keeps for the page being loaded
        if (!this.pageConfigs.has(page)) this.pageConfigs.set(page, config)
      },
      Component: (config: Record<string, any>) => {
        const file = (this.currentFile ?? '?').replace(/\.js$/, '')
        this.components.push(file)
        this.componentConfigs.set(file, config)
      },
      Behavior: (config: object) => config,
      getApp: () => this.appInstance,
      getCurrentPages: () => [...this.stack],
      requirePlugin: (name: string) => {
        throw new Error(`requirePlugin(${name}) is not in the headless runtime`)
      },
    }
    context.globalThis = context
    this.context = vm.createContext(context)
    // The app's rejections reach the real process (not a test framework's sandboxed copy of it); the runtime takes
    // them over while it runs, to pin each on the page that was open, as WeChat reports them to onUnhandledRejection.
    this.savedRejectionListeners = realProcess.listeners('unhandledRejection')
    realProcess.removeAllListeners('unhandledRejection')
    realProcess.on('unhandledRejection', this.onRejection)
  }

  private savedRejectionListeners: ((...a: any[]) => void)[] = []

  private currentFile: string | null = null
  private readonly componentConfigs = new Map<string, Record<string, any>>()

  reportError(where: string, err: unknown): void {
    const e = err instanceof Error || (err && typeof err === 'object' && 'message' in (err as object)) ? (err as Error) : null
    this.errors.push({ where, message: e ? String(e.message) : String(err), stack: e?.stack })
  }

  /** WeChat's module loader: a file runs once; `require` resolves relative to the requiring file. */
  require(file: string): any {
    const abs = path.resolve(this.dist, file.endsWith('.js') ? file : `${file}.js`)
    const cached = this.modules.get(abs)
    if (cached) return cached.exports
    if (!abs.startsWith(this.dist + path.sep) || !fs.existsSync(abs)) throw new Error(`module not found: ${path.relative(this.dist, abs)}`)
    const module = { exports: {} as any }
    this.modules.set(abs, module)
    const source = fs.readFileSync(abs, 'utf8')
    const fn = vm.runInContext(`(function (require, module, exports) {${source}\n})`, this.context, { filename: abs })
    const localRequire = (p: string) => this.require(path.relative(this.dist, path.resolve(path.dirname(abs), p)))
    const previous = this.currentFile
    this.currentFile = path.relative(this.dist, abs)
    try {
      fn.call(module.exports, localRequire, module, module.exports)
    } finally {
      this.currentFile = previous
    }
    return module.exports
  }

  /** Loads app.js and runs App's onLaunch and onShow with the launch options, then opens the launch page. */
  async launch(): Promise<void> {
    try {
      this.require('app')
    } catch (e) {
      this.reportError('app.js', e)
      throw e
    }
    if (!this.appInstance) throw new Error('app.js did not call App()')
    // with tabBar.custom WeChat loads the custom-tab-bar component and attaches one to each tab page
    if ((this.appJson.tabBar as { custom?: boolean } | undefined)?.custom) {
      try {
        this.require('custom-tab-bar/index')
      } catch (e) {
        this.reportError('custom-tab-bar/index.js', e)
      }
    }
    const o = this.host.launchOptions
    this.call(this.appInstance, 'onLaunch', structuredClone(o))
    this.call(this.appInstance, 'onShow', structuredClone(o))
    if (this.pages.includes(o.path)) await this.openPage(o.path, o.query)
    else {
      // WeChat finds the launch page missing when it routes to it, after onLaunch's work has run (Taro runs the app's
      // useLaunch callbacks, which may register wx.onPageNotFound, once its root has mounted)
      await new Promise((r) => setTimeout(r, 0))
      await this.pageNotFound(o.path, o.query)
    }
  }

  private call(target: Record<string, any> | null | undefined, method: string, ...args: unknown[]): unknown {
    const fn = target?.[method]
    if (typeof fn !== 'function') return undefined
    try {
      const r = fn.apply(target, args)
      if (r && typeof (r as Promise<unknown>).then === 'function')
        (r as Promise<unknown>).catch((e) => this.reportError(`${method} (async)`, e))
      return r
    } catch (e) {
      this.reportError(`${method}`, e)
      this.call(this.appInstance, 'onError', String((e as Error)?.stack ?? e))
      return undefined
    }
  }

  get pages(): string[] {
    return [...this.appJson.pages, ...(this.appJson.subPackages ?? []).flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]
  }

  get tabPages(): string[] {
    return (this.appJson.tabBar?.list ?? []).map((t) => t.pagePath)
  }

  private loadPageScript(route: string): Record<string, any> {
    if (!this.pages.includes(route)) throw new Error(`page "${route}" is not found`)
    const known = this.pageConfigs.get(route)
    if (known) return known
    // the components the page's json uses load before the page script, as in WeChat
    const jsonFile = path.join(this.dist, `${route}.json`)
    const json = fs.existsSync(jsonFile) ? JSON.parse(fs.readFileSync(jsonFile, 'utf8')) : {}
    for (const ref of Object.values<string>(json.usingComponents ?? {})) {
      const file = ref.startsWith('/') ? ref.slice(1) : path.posix.join(path.posix.dirname(route), ref)
      if (!this.componentConfigs.has(path.posix.normalize(file))) this.require(path.posix.normalize(file))
    }
    this.loadingPage = route
    try {
      this.require(route)
    } finally {
      this.loadingPage = null
    }
    // another page's script may have registered this page's config while it loaded (see pageRegistrations)
    const config = this.pageConfigs.get(route)
    if (!config) throw new Error(`page "${route}" has not been registered yet (its script never called Page())`)
    return config
  }

  private async openPage(route: string, query: Record<string, string>): Promise<PageInstance> {
    const config = this.loadPageScript(route)
    const data = structuredClone(config.data ?? {})
    const inst: PageInstance = Object.assign(Object.create(null), config, {
      route,
      __route__: route,
      __wxWebviewId__: ++this.webviewIds,
      __wxExparserNodeId__: `p${this.webviewIds}`,
      options: { ...query },
      data,
      setData: (payload: Record<string, unknown>, cb?: () => void) => {
        inst.__setDataCalls = (inst.__setDataCalls ?? 0) + 1
        applySetData(inst.data, payload)
        if (cb) this.host.timers.setTimeout(cb, 0)
      },
      selectComponent: () => null,
      selectAllComponents: () => [],
      createSelectorQuery: () => this.context.wx.createSelectorQuery(),
      createIntersectionObserver: () => this.context.wx.createIntersectionObserver(),
      getTabBar: () => null,
      getOpenerEventChannel: () => ({ emit: () => undefined, on: () => undefined, once: () => undefined, off: () => undefined }),
    }) as PageInstance
    this.stack.push(inst)
    if (this.tabPages.includes(route)) {
      this.tabInstances.set(route, inst)
      const tabBar = this.attachComponent('custom-tab-bar/index', inst)
      if (tabBar) inst.getTabBar = () => tabBar
    }
    this.call(inst, 'onLoad', { ...query })
    this.call(inst, 'onShow')
    // WeChat calls onReady once the first render is on screen, after the first setData
    await new Promise((r) => setTimeout(r, 0))
    this.call(inst, 'onReady')
    return inst
  }

  /** A component instance as WeChat makes one: its methods, a copy of its data, setData, attached then ready. */
  private attachComponent(file: string, page: PageInstance): Record<string, any> | null {
    const config = this.componentConfigs.get(file)
    if (!config) return null
    const comp: Record<string, any> = Object.assign(Object.create(null), config.methods ?? {}, {
      is: file,
      data: structuredClone(config.data ?? {}),
      properties: {},
      setData: (payload: Record<string, unknown>, cb?: () => void) => {
        applySetData(comp.data, payload)
        if (cb) this.host.timers.setTimeout(cb, 0)
      },
      getPageId: () => `pageId-${page.__wxWebviewId__}`,
      selectComponent: () => null,
      createSelectorQuery: () => this.context.wx.createSelectorQuery(),
      triggerEvent: () => undefined,
    })
    const life = (name: string) => (typeof config.lifetimes?.[name] === 'function' ? config.lifetimes[name] : config[name])
    for (const name of ['created', 'attached', 'ready']) {
      const fn = life(name)
      if (typeof fn !== 'function') continue
      try {
        fn.call(comp)
      } catch (e) {
        this.reportError(`${file} ${name}`, e)
      }
    }
    page.__components = [...(page.__components ?? []), { comp, detached: life('detached') }]
    return comp
  }

  private unload(inst: PageInstance): void {
    for (const { comp, detached } of inst.__components ?? []) {
      try {
        if (typeof detached === 'function') detached.call(comp)
      } catch (e) {
        this.reportError('component detached', e)
      }
    }
    this.call(inst, 'onUnload')
    if (this.tabInstances.get(inst.route) === inst) this.tabInstances.delete(inst.route)
  }

  private async navigate(kind: 'navigateTo' | 'redirectTo' | 'navigateBack' | 'switchTab' | 'reLaunch', o: any): Promise<void> {
    const top = this.stack[this.stack.length - 1]
    if (kind === 'navigateBack') {
      const delta = Math.max(1, Number(o?.delta ?? 1))
      if (this.stack.length <= 1) throw new Error('cannot navigate back at first page.')
      for (let i = 0; i < delta && this.stack.length > 1; i++) this.unload(this.stack.pop()!)
      this.call(this.stack[this.stack.length - 1], 'onShow')
      return
    }
    const { path: route, query } = parseUrl(resolveUrl(String(o?.url ?? ''), top?.route))
    if (!this.pages.includes(route)) throw new Error(`page "${route}" is not found`)
    const isTab = this.tabPages.includes(route)
    if (kind === 'navigateTo' || kind === 'redirectTo') {
      if (isTab) throw new Error(`can not ${kind} a tabbar page`)
      if (kind === 'navigateTo' && this.stack.length >= PAGE_LIMIT) throw new Error('webview count limit exceed')
      if (kind === 'redirectTo' && top) this.unload(this.stack.pop()!)
      else if (top) this.call(top, 'onHide')
      await this.openPage(route, query)
      return
    }
    if (kind === 'switchTab') {
      if (!isTab) throw new Error('can not switch to no-tabBar page')
      if (Object.keys(query).length) throw new Error('switchTab url can not carry query')
      const kept = this.tabInstances.get(route)
      while (this.stack.length) {
        const p = this.stack.pop()!
        if (this.tabPages.includes(p.route) && this.tabInstances.get(p.route) === p) this.call(p, 'onHide')
        else this.unload(p)
      }
      if (kept) {
        this.stack.push(kept)
        this.call(kept, 'onShow')
      } else await this.openPage(route, {})
      return
    }
    while (this.stack.length) this.unload(this.stack.pop()!)
    for (const p of this.tabInstances.values()) this.unload(p)
    this.tabInstances.clear()
    await this.openPage(route, query)
  }

  /**
   * Waits until no request or scripted answer is pending and no timer is due within a second (debounces, toasts'
   * follow-ups), as work starts more work; gives up after `maxMs`.
   */
  async settle(maxMs = 8000): Promise<void> {
    const end = Date.now() + maxMs
    let quiet = 0
    while (Date.now() < end && quiet < 3) {
      await new Promise((r) => setTimeout(r, 10))
      const soon = Date.now() + 1000
      if (this.pending.size) {
        quiet = 0
        await Promise.race([Promise.allSettled([...this.pending]), new Promise((r) => setTimeout(r, Math.max(0, end - Date.now())))])
      } else if ([...this.timers.values()].some((due) => due <= soon)) quiet = 0
      else quiet++
    }
  }

  /** Waits until the current page's text matches (as data arrives), or fails with what the page shows. */
  async waitForText(text: string | RegExp, ms = 8000): Promise<void> {
    const end = Date.now() + ms
    const match = () => {
      const t = this.stack.length ? this.text() : ''
      return typeof text === 'string' ? t.includes(text) : text.test(t)
    }
    while (!match()) {
      if (Date.now() > end) {
        throw new Error(
          `${this.stack.length ? this.current.route : 'no page'} never showed ${String(text)}; it shows:\n${this.stack.length ? this.text().slice(0, 1500) : ''}`,
        )
      }
      await new Promise((r) => setTimeout(r, 25))
    }
  }

  get current(): PageInstance {
    const top = this.stack[this.stack.length - 1]
    if (!top) throw new Error('no page is open')
    return top
  }

  /** Opens a page as navigateTo would (reLaunch for a tab page). */
  async open(route: string, query: Record<string, string | number> = {}): Promise<PageInstance> {
    const q = Object.entries(query)
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&')
    const url = `/${route}${q ? `?${q}` : ''}`
    await this.navigate(this.tabPages.includes(route) ? 'reLaunch' : this.stack.length >= PAGE_LIMIT ? 'reLaunch' : 'navigateTo', {
      url,
    })
    await this.settle()
    return this.current
  }

  /** wx.reLaunch: closes every page and opens `url` */
  async relaunch(url: string): Promise<PageInstance> {
    await this.navigate('reLaunch', { url })
    await this.settle()
    return this.current
  }

  tree(page: PageInstance = this.current): Node {
    return buildTree(page.data.root, this.aliases)
  }

  text(page: PageInstance = this.current): string {
    return textOf(this.tree(page))
  }

  findAll(pred: (n: Node) => boolean, page: PageInstance = this.current): Node[] {
    const out: Node[] = []
    walk(this.tree(page), (n) => {
      if (pred(n)) out.push(n)
    })
    return out
  }

  /** Elements whose text contains `text` (or matches it), innermost first, exact matches before the rest. */
  allByText(text: string | RegExp, page: PageInstance = this.current): Node[] {
    const match = (s: string) => (typeof text === 'string' ? s.includes(text) : text.test(s))
    const hits = this.findAll((n) => n.tag !== '#text' && n.sid !== undefined && match(textOf(n)), page)
    const innermost = hits.filter((h) => !hits.some((o) => o !== h && isAncestor(h, o)))
    const exact = (n: Node) => (typeof text === 'string' ? textOf(n).trim() === text : false)
    return [...innermost.filter(exact), ...innermost.filter((n) => !exact(n)), ...hits.filter((h) => !innermost.includes(h))]
  }

  byText(text: string | RegExp, page: PageInstance = this.current): Node {
    const hits = this.allByText(text, page)
    if (!hits.length) throw new Error(`no node with text ${String(text)} on ${page.route}:\n${this.text(page).slice(0, 1500)}`)
    return hits[0]
  }

  /** whether a tap there reaches a listener (Taro picks a template with bindtap only for nodes that listen) */
  tappable(node: Node): boolean {
    for (let n: Node | undefined = node; n; n = n.parent) if (n.events.tap && n.sid !== undefined) return true
    return false
  }

  byClass(cls: string, page: PageInstance = this.current): Node[] {
    return this.findAll((n) => n.className.split(/\s+/).includes(cls), page)
  }

  /** Fires an event as WeChat does: on the node, then bubbling up through every ancestor bound to it. */
  async fire(node: Node, type: string, detail: Record<string, unknown> = {}, page: PageInstance = this.current): Promise<void> {
    const target = { id: node.id ?? '', dataset: { sid: node.sid }, offsetLeft: 0, offsetTop: 0 }
    const bubbles = ['tap', 'longpress', 'touchstart', 'touchend', 'touchmove'].includes(type)
    let handled = false
    for (let n: Node | undefined = node; n; n = bubbles ? n.parent : undefined) {
      const handler = n.events[type]
      if (!handler || n.sid === undefined) continue
      const method = page[handler]
      if (typeof method !== 'function') throw new Error(`page ${page.route} has no method ${handler} for ${type}`)
      handled = true
      const event = {
        type,
        timeStamp: Date.now(),
        target,
        currentTarget: { id: n.id ?? '', dataset: { sid: n.sid }, offsetLeft: 0, offsetTop: 0 },
        detail: { x: 0, y: 0, ...detail },
        touches: [],
        changedTouches: [],
        mark: {},
        mut: false,
      }
      this.call(page, handler, event)
    }
    if (!handled) throw new Error(`nothing on ${page.route} handles ${type} at <${node.tag} class="${node.className}">`)
    await this.settle()
  }

  /** Taps a node, or the first element showing `text` that a tap there reaches a listener of. */
  tap(node: Node | string | RegExp): Promise<void> {
    if (typeof node === 'object' && 'tag' in node) return this.fire(node, 'tap')
    const hits = this.allByText(node)
    return this.fire(hits.find((h) => this.tappable(h)) ?? this.byText(node), 'tap')
  }

  /** Types into an input (or textarea) as the keyboard would: an input event per value. */
  async input(node: Node, value: string): Promise<void> {
    await this.fire(node, 'input', { value, cursor: value.length, keyCode: 0 })
  }

  /** The getPhoneNumber button's event with WeChat's phone code (or a refusal when code is absent). */
  async phoneNumber(node: Node, code?: string): Promise<void> {
    await this.fire(node, 'getphonenumber', code ? { code, errMsg: 'getPhoneNumber:ok' } : { errMsg: 'getPhoneNumber:fail user deny' })
  }

  /** Fires what WeChat would tell the listeners registered with wx.on<event> (or an update manager's on<event>). */
  async trigger(event: string, ...args: unknown[]): Promise<number> {
    const listeners = [...(this.host.listeners[event] ?? [])]
    for (const fn of listeners) {
      try {
        fn(...args)
      } catch (e) {
        this.reportError(`on${event}`, e)
      }
    }
    await this.settle()
    return listeners.length
  }

  /** WeChat opening a path the app does not have: App's onPageNotFound and wx.onPageNotFound's listeners. */
  async pageNotFound(route: string, query: Record<string, string> = {}): Promise<void> {
    const res = { path: route, query, isEntryPage: this.stack.length === 0 }
    this.call(this.appInstance, 'onPageNotFound', structuredClone(res))
    await this.trigger('PageNotFound', structuredClone(res))
  }

  /** What the page's share menu would send (onShareAppMessage's answer). */
  share(page: PageInstance = this.current, from = 'menu'): any {
    const fn = page.onShareAppMessage
    if (typeof fn !== 'function') throw new Error(`${page.route} has no onShareAppMessage`)
    return fn.call(page, { from, target: undefined, webViewUrl: undefined })
  }

  async close(): Promise<void> {
    while (this.stack.length) this.unload(this.stack.pop()!)
    await this.settle(200)
    this.closed = true
    for (const t of this.timers.keys()) clearTimeout(t)
    for (const t of this.intervals) clearInterval(t)
    realProcess.off('unhandledRejection', this.onRejection)
    for (const l of this.savedRejectionListeners) realProcess.on('unhandledRejection', l)
  }
}

function isAncestor(a: Node, b: Node): boolean {
  for (let p = b.parent; p; p = p.parent) if (p === a) return true
  return false
}

function resolveUrl(url: string, from?: string): string {
  if (url.startsWith('/') || !from) return url
  const base = from.split('/').slice(0, -1).join('/')
  return path.posix.normalize(`${base}/${url}`)
}

/** The API root the build was compiled with (Taro's defineConstants inline it). */
function readApiRoot(distDir: string): string {
  const files = fs.readdirSync(distDir).filter((f) => f.endsWith('.js'))
  for (const f of files) {
    const m = /["'](https?:\/\/[^"'\s]+\/api)["']/.exec(fs.readFileSync(path.join(distDir, f), 'utf8'))
    if (m) return m[1]
  }
  return 'http://127.0.0.1:8080/api'
}
