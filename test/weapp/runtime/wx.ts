/**
 * The `wx` object of the headless runtime: requests to a real server on loopback, storage in memory, the page
 * stack, and scripted answers for what needs a person or WeChat (login codes, payment, scanning, dialogs …).
 * Any other API the build calls is recorded as missing and throws: nothing is silently ignored.
 */
export type Callbacks = { success?: (r: any) => void; fail?: (r: any) => void; complete?: (r: any) => void; [k: string]: any }

/** What a scripted API answers: the success result, or throw to fail (the message becomes errMsg's tail). */
export type Answer = (opts: any) => any

export interface WxHost {
  /** the API root compiled into the build, e.g. http://127.0.0.1:8080/api */
  apiRoot: string
  /** where requests really go: the test server's origin */
  serverUrl: string
  answers: Record<string, Answer>
  /** records an error thrown by app code inside a callback */
  reportError(where: string, err: unknown): void
  missing(api: string): void
  navigate(kind: 'navigateTo' | 'redirectTo' | 'navigateBack' | 'switchTab' | 'reLaunch', opts: any): Promise<void>
  track<T>(p: Promise<T>): Promise<T>
  timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout }
  calls: { api: string; opts: any }[]
  toasts: string[]
  modals: { title?: string; content?: string }[]
  /** listeners registered with wx.onXxx */
  listeners: Record<string, ((...a: any[]) => void)[]>
  launchOptions: { path: string; scene: number; query: Record<string, string>; referrerInfo: object }
  /** wx storage: key -> JSON of the value */
  storage: Map<string, string>
}

export class WxFail extends Error {}

export function createWx(host: WxHost): Record<string, any> {
  const storage = host.storage
  const guard = (where: string, fn: ((r: any) => void) | undefined, arg: any) => {
    if (typeof fn !== 'function') return
    try {
      fn(arg)
    } catch (e) {
      host.reportError(where, e)
    }
  }
  const settle = (name: string, opts: Callbacks, work: () => any) => {
    host.calls.push({ api: name, opts })
    const p = host.track(
      new Promise<void>((resolve) => {
        host.timers.setTimeout(async () => {
          let res: any
          let failed: any
          try {
            res = { errMsg: `${name}:ok`, ...(await work()) }
          } catch (e) {
            failed = { errMsg: `${name}:fail ${e instanceof Error ? e.message : String(e)}` }
          }
          if (failed) guard(`${name}.fail`, opts?.fail, failed)
          else guard(`${name}.success`, opts?.success, res)
          guard(`${name}.complete`, opts?.complete, failed ?? res)
          resolve()
        }, 0)
      }),
    )
    void p
  }
  const scripted =
    (name: string, fallback?: Answer) =>
    (opts: Callbacks = {}) =>
      settle(name, opts, () => {
        const answer = host.answers[name] ?? fallback
        if (!answer) throw new Error(`no scripted answer for wx.${name}`)
        return answer(opts)
      })
  const ok =
    (name: string, result: (opts: any) => object = () => ({})) =>
    (opts: Callbacks = {}) =>
      settle(name, opts, () => result(opts))
  const onOff = (event: string) => ({
    [`on${event}`]: (fn: (...a: any[]) => void) => void (host.listeners[event] ??= []).push(fn),
    [`off${event}`]: (fn?: (...a: any[]) => void) => {
      host.listeners[event] = fn ? (host.listeners[event] ?? []).filter((f) => f !== fn) : []
    },
  })
  let updateManager: Record<string, (...a: any[]) => void> | undefined
  const storageGet = (key: string) => (storage.has(key) ? JSON.parse(storage.get(key)!) : '')

  const systemInfo = {
    brand: 'devtools',
    model: 'iPhone 12',
    pixelRatio: 3,
    screenWidth: 390,
    screenHeight: 844,
    windowWidth: 390,
    windowHeight: 844,
    statusBarHeight: 47,
    language: 'zh_CN',
    version: '8.0.50',
    system: 'iOS 17.0',
    platform: 'ios',
    SDKVersion: '3.5.0',
    safeArea: { left: 0, right: 390, top: 47, bottom: 810, width: 390, height: 763 },
    theme: 'light',
    enableDebug: false,
    fontSizeSetting: 16,
  }

  const request = (opts: Callbacks) => {
    const controller = new AbortController()
    host.calls.push({ api: 'request', opts })
    const url = String(opts.url)
    const target = url.startsWith(host.apiRoot) ? host.serverUrl + new URL(url).pathname + new URL(url).search : url
    if (!target.startsWith(host.serverUrl)) {
      host.reportError('request', new Error(`wx.request to ${url}: only the test server is reachable`))
    }
    const method = String(opts.method ?? 'GET').toUpperCase()
    const header: Record<string, string> = {}
    for (const [k, v] of Object.entries(opts.header ?? {})) if (v !== undefined && v !== null) header[k] = String(v)
    let finalUrl = target
    let body: string | undefined
    if (opts.data !== undefined && opts.data !== null) {
      if (method === 'GET' || method === 'DELETE' || method === 'HEAD') {
        if (typeof opts.data === 'object') {
          const q = Object.entries(opts.data)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`)
            .join('&')
          if (q) finalUrl += (finalUrl.includes('?') ? '&' : '?') + q
        } else finalUrl += (finalUrl.includes('?') ? '&' : '?') + String(opts.data)
      } else {
        const type = Object.entries(header).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? 'application/json'
        if (typeof opts.data === 'string') body = opts.data
        else if (type.includes('x-www-form-urlencoded')) body = new URLSearchParams(opts.data).toString()
        else body = JSON.stringify(opts.data)
        if (!Object.keys(header).some((k) => k.toLowerCase() === 'content-type')) header['content-type'] = 'application/json'
      }
    }
    host.track(
      (async () => {
        let res: any
        let failed: any
        try {
          const r = await fetch(finalUrl, { method, headers: header, body, signal: controller.signal })
          const text = await r.text()
          let data: unknown = text
          if ((opts.dataType ?? 'json') === 'json') {
            try {
              data = JSON.parse(text)
            } catch {
              data = text
            }
          }
          const headers: Record<string, string> = {}
          r.headers.forEach((v, k) => (headers[k] = v))
          res = { data, statusCode: r.status, header: headers, cookies: [], errMsg: 'request:ok' }
        } catch (e) {
          failed = { errMsg: controller.signal.aborted ? 'request:fail abort' : `request:fail ${(e as Error).message}` }
        }
        if (failed) guard('request.fail', opts.fail, failed)
        else guard('request.success', opts.success, res)
        guard('request.complete', opts.complete, failed ?? res)
      })(),
    )
    return {
      abort: () => controller.abort(),
      onHeadersReceived: () => undefined,
      offHeadersReceived: () => undefined,
      onChunkReceived: () => undefined,
      offChunkReceived: () => undefined,
    }
  }

  const known: Record<string, any> = {
    request,
    // storage: WeChat keeps what it can serialise; a stored object is a copy
    setStorageSync: (key: string, data: unknown) => void storage.set(key, JSON.stringify(data ?? null)),
    getStorageSync: (key: string) => storageGet(key),
    removeStorageSync: (key: string) => void storage.delete(key),
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
    setStorage: ok('setStorage', (o) => (storage.set(o.key, JSON.stringify(o.data ?? null)), {})),
    getStorage: (o: Callbacks) =>
      settle('getStorage', o, () => {
        if (!storage.has(o.key)) throw new Error('data not found')
        return { data: storageGet(o.key) }
      }),
    removeStorage: ok('removeStorage', (o) => (storage.delete(o.key), {})),
    clearStorage: ok('clearStorage', () => (storage.clear(), {})),
    getStorageInfo: ok('getStorageInfo', () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 })),
    // the page stack
    navigateTo: (o: Callbacks) => nav('navigateTo', o),
    redirectTo: (o: Callbacks) => nav('redirectTo', o),
    navigateBack: (o: Callbacks = {}) => nav('navigateBack', o),
    switchTab: (o: Callbacks) => nav('switchTab', o),
    reLaunch: (o: Callbacks) => nav('reLaunch', o),
    // scripted: tests set host.answers[name]
    login: scripted('login', () => ({ code: `code-${Math.random().toString(36).slice(2, 12)}` })),
    requestPayment: scripted('requestPayment'),
    scanCode: scripted('scanCode'),
    getLocation: scripted('getLocation', () => ({ latitude: 31.2304, longitude: 121.4737, accuracy: 30, speed: 0 })),
    chooseLocation: scripted('chooseLocation'),
    chooseImage: scripted('chooseImage'),
    chooseMedia: scripted('chooseMedia'),
    getSetting: scripted('getSetting', () => ({ authSetting: { 'scope.userLocation': true } })),
    openSetting: scripted('openSetting', () => ({ authSetting: { 'scope.userLocation': true } })),
    authorize: scripted('authorize', () => ({})),
    requestSubscribeMessage: scripted('requestSubscribeMessage', (o) =>
      Object.fromEntries((o.tmplIds ?? []).map((id: string) => [id, 'accept'])),
    ),
    showModal: (o: Callbacks) => {
      host.modals.push({ title: o.title, content: o.content })
      settle('showModal', o, () => {
        const answer = host.answers.showModal
        return answer ? answer(o) : { confirm: true, cancel: false }
      })
    },
    showToast: (o: Callbacks) => {
      host.toasts.push(String(o.title ?? ''))
      settle('showToast', o, () => ({}))
    },
    hideToast: ok('hideToast'),
    showLoading: (o: Callbacks) => {
      host.toasts.push(String(o.title ?? ''))
      settle('showLoading', o, () => ({}))
    },
    hideLoading: ok('hideLoading'),
    showActionSheet: scripted('showActionSheet'),
    setClipboardData: ok('setClipboardData', (o) => ((host.answers.clipboard = () => o.data), {})),
    getClipboardData: ok('getClipboardData', () => ({ data: host.answers.clipboard?.({}) ?? '' })),
    makePhoneCall: ok('makePhoneCall'),
    previewImage: ok('previewImage'),
    openLocation: ok('openLocation'),
    openDocument: ok('openDocument'),
    saveImageToPhotosAlbum: scripted('saveImageToPhotosAlbum'),
    stopPullDownRefresh: ok('stopPullDownRefresh'),
    startPullDownRefresh: ok('startPullDownRefresh'),
    pageScrollTo: ok('pageScrollTo'),
    setNavigationBarTitle: ok('setNavigationBarTitle'),
    setNavigationBarColor: ok('setNavigationBarColor'),
    hideHomeButton: ok('hideHomeButton'),
    showShareMenu: ok('showShareMenu'),
    hideShareMenu: ok('hideShareMenu'),
    updateShareMenu: ok('updateShareMenu'),
    vibrateShort: ok('vibrateShort'),
    getNetworkType: ok('getNetworkType', () => ({ networkType: 'wifi' })),
    requirePrivacyAuthorize: scripted('requirePrivacyAuthorize', () => ({})),
    getPrivacySetting: ok('getPrivacySetting', () => ({ needAuthorization: false, privacyContractName: '云企查隐私保护指引' })),
    checkSession: ok('checkSession'),
    // sync facts about the device and the launch
    getSystemInfoSync: () => ({ ...systemInfo }),
    getSystemInfo: ok('getSystemInfo', () => ({ ...systemInfo })),
    getSystemInfoAsync: ok('getSystemInfoAsync', () => ({ ...systemInfo })),
    getWindowInfo: () => {
      const { pixelRatio, screenWidth, screenHeight, windowWidth, windowHeight, statusBarHeight, safeArea } = systemInfo
      return { pixelRatio, screenWidth, screenHeight, windowWidth, windowHeight, statusBarHeight, safeArea, screenTop: 0 }
    },
    getDeviceInfo: () => ({ brand: systemInfo.brand, model: systemInfo.model, system: systemInfo.system, platform: systemInfo.platform }),
    getAppBaseInfo: () => ({
      SDKVersion: systemInfo.SDKVersion,
      language: 'zh_CN',
      version: systemInfo.version,
      theme: 'light',
      enableDebug: false,
    }),
    // a test may script another device's capsule (answers.getMenuButtonBoundingClientRect)
    getMenuButtonBoundingClientRect: () =>
      host.answers.getMenuButtonBoundingClientRect?.({}) ?? { width: 87, height: 32, top: 51, right: 382, bottom: 83, left: 295 },
    getLaunchOptionsSync: () => structuredClone(host.launchOptions),
    getEnterOptionsSync: () => structuredClone(host.launchOptions),
    getAccountInfoSync: () => ({ miniProgram: { appId: 'wx0000000000local', envVersion: 'develop', version: '' } }),
    canIUse: () => true,
    nextTick: (fn: () => void) => host.timers.setTimeout(() => guard('nextTick', fn, undefined), 0),
    // one manager per app, as in WeChat; its listeners go to host.listeners (UpdateReady, UpdateFailed) for a test to fire
    getUpdateManager: () =>
      (updateManager ??= {
        onCheckForUpdate: (fn: (r: any) => void) => host.timers.setTimeout(() => guard('onCheckForUpdate', fn, { hasUpdate: false }), 0),
        onUpdateReady: (fn: () => void) => void (host.listeners.UpdateReady ??= []).push(fn),
        onUpdateFailed: (fn: () => void) => void (host.listeners.UpdateFailed ??= []).push(fn),
        applyUpdate: () => void host.calls.push({ api: 'UpdateManager.applyUpdate', opts: {} }),
      }),
    createSelectorQuery: () => selectorQuery(),
    createIntersectionObserver: () => {
      const o = { relativeTo: () => o, relativeToViewport: () => o, observe: () => o, disconnect: () => undefined }
      return o
    },
    reportAnalytics: () => undefined,
    reportEvent: () => undefined,
    getRealtimeLogManager: () => ({ info: () => undefined, warn: () => undefined, error: () => undefined, setFilterMsg: () => undefined }),
    getLogManager: () => ({ log: () => undefined, info: () => undefined, warn: () => undefined, debug: () => undefined }),
    connectSocket: (o: Callbacks) => {
      host.calls.push({ api: 'connectSocket', opts: o })
      const task = {
        onOpen: () => undefined,
        onMessage: () => undefined,
        onError: (fn: (r: any) => void) =>
          host.timers.setTimeout(() => guard('SocketTask.onError', fn, { errMsg: 'connectSocket:fail not in the headless runtime' }), 0),
        onClose: () => undefined,
        send: () => undefined,
        close: () => undefined,
      }
      return task
    },
    ...onOff('NeedPrivacyAuthorization'),
    ...onOff('NetworkStatusChange'),
    ...onOff('AppShow'),
    ...onOff('AppHide'),
    ...onOff('Error'),
    ...onOff('UnhandledRejection'),
    ...onOff('PageNotFound'),
    ...onOff('MemoryWarning'),
    ...onOff('WindowResize'),
    ...onOff('ThemeChange'),
    ...onOff('KeyboardHeightChange'),
    ...onOff('LocationChange'),
    ...onOff('CopyUrl'),
    ...onOff('AudioInterruptionBegin'),
    ...onOff('AudioInterruptionEnd'),
  }

  function nav(kind: 'navigateTo' | 'redirectTo' | 'navigateBack' | 'switchTab' | 'reLaunch', o: Callbacks) {
    host.calls.push({ api: kind, opts: o })
    host.track(
      host.navigate(kind, o).then(
        () => {
          const r = { errMsg: `${kind}:ok` }
          guard(`${kind}.success`, o?.success, r)
          guard(`${kind}.complete`, o?.complete, r)
        },
        (e) => {
          const r = { errMsg: `${kind}:fail ${e instanceof Error ? e.message : String(e)}` }
          guard(`${kind}.fail`, o?.fail, r)
          guard(`${kind}.complete`, o?.complete, r)
        },
      ),
    )
  }

  function selectorQuery() {
    const queue: { fields: string[]; cb?: (r: any) => void }[] = []
    const rect = { left: 0, top: 0, right: 390, bottom: 44, width: 390, height: 44, id: '', dataset: {} }
    const q: any = {
      in: () => q,
      select: () => nodesRef(false),
      selectAll: () => nodesRef(true),
      selectViewport: () => nodesRef(false),
      exec: (cb?: (r: any[]) => void) => {
        host.timers.setTimeout(() => {
          const results = queue.map((item) => {
            const r = item.fields.includes('scroll') ? { scrollTop: 0, scrollLeft: 0, scrollHeight: 844, scrollWidth: 390 } : { ...rect }
            guard('SelectorQuery callback', item.cb, r)
            return r
          })
          guard('SelectorQuery.exec', cb, results)
        }, 0)
        return q
      },
    }
    function nodesRef(all: boolean) {
      const wrap = (fields: string[]) => (cb?: (r: any) => void) => {
        queue.push({ fields, cb: all && cb ? (r) => cb([r]) : cb })
        return q
      }
      return {
        boundingClientRect: wrap(['rect']),
        scrollOffset: wrap(['scroll']),
        fields: (_f: object, cb?: (r: any) => void) => wrap(['fields'])(cb),
        node: wrap(['node']),
        context: wrap(['context']),
      }
    }
    return q
  }

  // Anything else the build reaches for is an API this runtime does not have: say so loudly.
  const notAnApi = new Set(['then', 'toJSON', 'constructor', 'webpackJsonp', 'asymmetricMatch', 'nodeType', 'tagName', '$$typeof'])
  const extra: Record<string | symbol, unknown> = {}
  return new Proxy(known, {
    has: (_t, key) => (typeof key === 'string' && !notAnApi.has(key) ? true : key in extra),
    get(target, key) {
      if (key in extra) return extra[key]
      if (key in target) return target[key as string]
      if (typeof key !== 'string' || notAnApi.has(key) || key.startsWith('__') || !/^[a-z]/.test(key)) return undefined
      return (..._args: unknown[]) => {
        host.missing(key)
        throw new Error(`wx.${key} is not in the headless WeChat runtime`)
      }
    },
    set(_t, key, value) {
      extra[key] = value
      return true
    },
  })
}
