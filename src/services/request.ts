/**
 * The one door to the API server: signing, headers, time-out,
 * delayed loading toast, interceptors and the error catalogue.
 */
import Taro from '@tarojs/taro'
import type { ApiEnvelope } from '../../contract/api/api'
import {
  ACCESS_LOG_DELAY,
  clampTimeout,
  LOADING_DELAY,
  LOADING_TEXT,
  TOAST_COMM_FAIL_DURATION,
  TOAST_ERROR_DURATION,
  VISITOR_ID,
} from '../domain/constants'
import { behaviourFor, MESSAGES } from '../domain/errorCatalogue'
import { buildQuery, makeSign, randomNonce, signedText } from '../../contract/domain/sign'
import { to } from '../links.gen'
import { API } from '../../contract/endpoints'
import { quota } from '../stores/quota'
import { takeEarlyAnswer } from './earlyAnswer'
import { networkIsDown, openFailurePage, SERVER_RETRY_WAITS } from './networkFailure'
import { session } from '../stores/session'

declare const API_ROOT: string
declare const SIGN_SECRET: string

export const apiRoot: string = typeof API_ROOT !== 'undefined' ? API_ROOT : '/api'
const signSecret: string = typeof SIGN_SECRET !== 'undefined' ? SIGN_SECRET : 'yqc-local-sign-secret'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  /** path after the API root, e.g. '/search/api/v1/hotSearch' (may carry its own query) */
  url: string
  method?: Method
  data?: Record<string, unknown>
  /** body encoding for non-GET calls */
  contentType?: 'json' | 'form'
  header?: Record<string, string>
  /** ms, kept within 100 ms – 10 min; 60 s by default */
  timeout?: number
  /** false: no loading toast */
  loading?: boolean
  /** 4035 resolves the whole answer instead of clearing the token and toasting */
  policyList?: boolean
  /** the combined person-and-enterprise search: quota codes 15000/15001 are ignored */
  combinedSearch?: boolean
  /** resolve the whole envelope instead of its data */
  raw?: boolean
  /** no loading, no toast, no dialog, no catalogue side effects (the access log) */
  silent?: boolean
  /**
   * the page's own load: failing for want of a network or of a server, it opens the noNetwork / netError page (one at
   * a time) instead of a toast; a GET answered 5xx is asked again first
   */
  pageLoad?: boolean
}

/** Every failed call rejects with one of these; `code` is the envelope code, 'NETWORK' or 'CANCELLED'. */
export class ApiError extends Error {
  code: string
  status: number
  data: unknown
  constructor(code: string, msg: string, status = 0, data: unknown = null) {
    super(msg)
    this.name = 'ApiError'
    this.code = code
    this.status = status
    this.data = data
  }
}

export interface RawResponse {
  statusCode: number
  data: unknown
  header?: Record<string, string>
}

export interface PreparedRequest {
  options: RequestOptions
  url: string
  method: Method
  header: Record<string, string>
  data: unknown
  timeout: number
}

/** Returns the (possibly changed) request, or false to cancel it. */
export type RequestInterceptor = (req: PreparedRequest) => PreparedRequest | false | Promise<PreparedRequest | false>
/** Returns the (possibly changed) response, or false to reject it. */
export type ResponseInterceptor = (res: RawResponse, req: PreparedRequest) => RawResponse | false | Promise<RawResponse | false>

const requestInterceptors: RequestInterceptor[] = []
const responseInterceptors: ResponseInterceptor[] = []

export function addRequestInterceptor(fn: RequestInterceptor): () => void {
  requestInterceptors.push(fn)
  return () => {
    const i = requestInterceptors.indexOf(fn)
    if (i >= 0) requestInterceptors.splice(i, 1)
  }
}

export function addResponseInterceptor(fn: ResponseInterceptor): () => void {
  responseInterceptors.push(fn)
  return () => {
    const i = responseInterceptors.indexOf(fn)
    if (i >= 0) responseInterceptors.splice(i, 1)
  }
}

let reportErrorHook: (err: unknown, req: PreparedRequest) => void = (err, req) => {
  console.error('[request] network failure', req.method, req.url, err)
}

/** Where network failures are reported (analytics, logging). */
export function setReportError(fn: (err: unknown, req: PreparedRequest) => void): void {
  reportErrorHook = fn
}

// ---------- loading toast: shown only when a call passes 800 ms, paired show/hide ----------

let loadingShown = 0

function startLoading(): () => void {
  let shown = false
  const timer = setTimeout(() => {
    shown = true
    if (loadingShown++ === 0) {
      session.setFlags({ requestLoading: true })
      Taro.showLoading({ title: LOADING_TEXT, mask: true })
    }
  }, LOADING_DELAY)
  return () => {
    clearTimeout(timer)
    if (shown && --loadingShown === 0) {
      session.setFlags({ requestLoading: false })
      Taro.hideLoading()
    }
  }
}

// ---------- the login-expired and other-device dialogs, once per token ----------

const dialogHandled = new Set<string>()

function onceFor(token: string): boolean {
  if (dialogHandled.has(token)) return false
  dialogHandled.add(token)
  return true
}

function loginExpired(sentToken: string): void {
  session.clearToken()
  // a visitor's call to a signed-in route: nothing expired, and the page that needs the sign-in opens it itself
  if (!sentToken) return
  if (!onceFor(sentToken)) return
  const lingyang = session.isLingyang
  Taro.showModal({
    title: MESSAGES.title,
    content: lingyang ? MESSAGES.loginExpiredLingyang : MESSAGES.loginExpired,
    showCancel: false,
    confirmText: MESSAGES.confirm,
  }).then(
    () => {
      // the lingyang user must go back to the partner app; there is no phone login for them here
      if (!lingyang) Taro.navigateTo({ url: to.phoneLogin() })
    },
    () => undefined,
  )
}

function anotherDevice(sentToken: string): void {
  session.clearToken()
  if (!onceFor(sentToken)) return
  Taro.showModal({
    title: MESSAGES.title,
    content: MESSAGES.anotherDevice,
    showCancel: true,
    cancelText: MESSAGES.cancel,
    confirmText: MESSAGES.confirm,
  }).then(
    (r) => {
      if (r && r.confirm) Taro.navigateTo({ url: to.phoneLogin() })
    },
    () => undefined,
  )
}

function errorToast(title: string, duration = TOAST_ERROR_DURATION): void {
  Taro.showToast({ title, icon: 'none', duration })
}

// ---------- the door ----------

function splitUrl(url: string): { path: string; query: string } {
  const i = url.indexOf('?')
  return i < 0 ? { path: url, query: '' } : { path: url.slice(0, i), query: url.slice(i + 1) }
}

function prepare(opts: RequestOptions): PreparedRequest {
  if (!opts || typeof opts.url !== 'string' || !opts.url.startsWith('/')) throw new ApiError('BAD_URL', '请求地址无效')
  const method = (opts.method ?? 'GET').toUpperCase() as Method
  const { path, query: ownQuery } = splitUrl(opts.url)
  let query = ownQuery
  let data: unknown
  const header: Record<string, string> = {}
  if (method === 'GET') {
    const extra = buildQuery(opts.data)
    query = [ownQuery, extra].filter(Boolean).join('&')
  } else if (opts.contentType === 'form') {
    header['content-type'] = 'application/x-www-form-urlencoded'
    data = buildQuery(opts.data)
  } else {
    header['content-type'] = 'application/json'
    data = opts.data ?? {}
  }
  const ts = Math.floor(Date.now() / 1000)
  header.sign = makeSign(ts, randomNonce(), signSecret, signedText(method, path, query))
  if (session.cid) header.cid = session.cid
  if (session.token) header.token = session.token
  else header['Visitor-Id'] = VISITOR_ID
  Object.assign(header, opts.header)
  return {
    options: opts,
    url: `${apiRoot}${path}${query ? `?${query}` : ''}`,
    method,
    header,
    data,
    timeout: clampTimeout(opts.timeout),
  }
}

/**
 * A call's first send: the early answer for it when index.html asked already (H5, GET), otherwise `send()`. An early
 * call that failed is sent again.
 */
function firstSend(req: PreparedRequest, send: () => Promise<RawResponse>): Promise<RawResponse> {
  if (process.env.TARO_ENV === 'h5' && req.method === 'GET') {
    const early = takeEarlyAnswer(req.url, req.header.token ?? '')
    if (early) return early.catch(send)
  }
  return send()
}

const isEnvelope = (d: unknown): d is ApiEnvelope => !!d && typeof d === 'object' && 'code' in (d as object)

export async function request<T = unknown>(opts: RequestOptions): Promise<T> {
  let req = prepare(opts)
  for (const fn of requestInterceptors) {
    const r = await fn(req)
    if (r === false) throw new ApiError('CANCELLED', '请求已取消')
    req = r
  }
  const sentToken = req.header.token ?? ''
  const stopLoading = opts.silent || opts.loading === false ? () => undefined : startLoading()

  let res: RawResponse
  try {
    const send = async () =>
      (await Taro.request({
        url: req.url,
        method: req.method,
        header: req.header,
        data: req.data as never,
        timeout: req.timeout,
        dataType: 'json',
      })) as unknown as RawResponse
    // an answer index.html already asked for stands in for the first send
    res = await firstSend(req, send)
    for (let i = 0; opts.pageLoad && req.method === 'GET' && res.statusCode >= 500 && i < SERVER_RETRY_WAITS.length; i++) {
      await new Promise((r) => setTimeout(r, SERVER_RETRY_WAITS[i]))
      res = await send()
    }
  } catch (err) {
    stopLoading()
    // weapp reports 'request:fail timeout'; H5 aborts its fetch at the time-out (AbortError)
    const e = (err ?? {}) as { errMsg?: string; message?: string; name?: string }
    const timedOut = /timeout|超时|abort/i.test(`${e.errMsg ?? ''} ${e.message ?? ''} ${e.name ?? ''}`)
    const text = timedOut ? MESSAGES.timeout : MESSAGES.networkError
    try {
      reportErrorHook(err, req)
    } catch {
      // a broken reporter must not hide the failure
    }
    if (opts.pageLoad && !opts.silent) await openFailurePage((await networkIsDown()) ? 'noNetwork' : 'netError')
    else if (!opts.silent) errorToast(text, TOAST_COMM_FAIL_DURATION)
    throw new ApiError('NETWORK', text, 0, err)
  }
  stopLoading()
  if (opts.pageLoad && !opts.silent && res.statusCode >= 500) {
    await openFailurePage('netError')
    throw new ApiError(`HTTP_${res.statusCode}`, MESSAGES.unknownError, res.statusCode, res.data)
  }

  for (const fn of responseInterceptors) {
    const r = await fn(res, req)
    if (r === false) throw new ApiError('REJECTED', '请求被拒绝', res.statusCode, res)
    res = r
  }

  return answer<T>(res, opts, sentToken)
}

/** What an answer means for the caller: its data on success; otherwise the catalogue's behaviour (dialog, toast,
 * quota, token cleared) and a rejection with the envelope's code. */
function answer<T>(res: RawResponse, opts: RequestOptions, sentToken: string): T {
  const env = isEnvelope(res.data) ? res.data : null
  const code = env ? String(env.code) : undefined
  const msg = env && typeof env.msg === 'string' ? env.msg : ''
  const behaviour = behaviourFor(code, res.statusCode)
  if (behaviour === 'success' && res.statusCode >= 200 && res.statusCode < 300) {
    return (opts.raw ? env : env!.data) as T
  }
  const fail = (text = msg) => new ApiError(code ?? `HTTP_${res.statusCode}`, text || MESSAGES.commFailed, res.statusCode, env ?? res.data)
  if (opts.silent) throw fail()

  switch (behaviour) {
    case 'loginExpired':
      loginExpired(sentToken)
      throw fail(sentToken ? msg || MESSAGES.loginExpired : MESSAGES.signInFirst)
    case 'anotherDevice':
      anotherDevice(sentToken)
      throw fail(msg || MESSAGES.anotherDevice)
    case 'toastClearToken':
      if (opts.policyList) return env as T
      session.clearToken()
      if (msg) errorToast(msg)
      throw fail()
    case 'quota':
      if (opts.combinedSearch) throw fail()
      quota.setFromCode(code!, msg)
      throw fail(quota.message || msg)
    case 'silent':
      throw fail()
    default: {
      const e = fail()
      errorToast(e.message)
      throw e
    }
  }
}

export const get = <T = unknown>(url: string, data?: Record<string, unknown>, opts: Partial<RequestOptions> = {}) =>
  request<T>({ ...opts, url, data, method: 'GET' })

export const post = <T = unknown>(url: string, data?: Record<string, unknown>, opts: Partial<RequestOptions> = {}) =>
  request<T>({ ...opts, url, data, method: 'POST' })

export const put = <T = unknown>(url: string, data?: Record<string, unknown>, opts: Partial<RequestOptions> = {}) =>
  request<T>({ ...opts, url, data, method: 'PUT' })

export const del = <T = unknown>(url: string, data?: Record<string, unknown>, opts: Partial<RequestOptions> = {}) =>
  request<T>({ ...opts, url, data, method: 'DELETE' })

/**
 * A file the server sends (an invoice PDF, an Excel export), signed and authorised like any other call. Resolves the
 * file's local path (in a browser, an object URL); a refusal is toasted and rejects.
 */
export async function download(url: string, data?: Record<string, unknown>): Promise<string> {
  const req = prepare({ url, data, method: 'GET' })
  const stopLoading = startLoading()
  let res: { statusCode: number; tempFilePath: string }
  try {
    res = await Taro.downloadFile({ url: req.url, header: req.header })
  } catch (err) {
    stopLoading()
    errorToast(MESSAGES.networkError, TOAST_COMM_FAIL_DURATION)
    throw new ApiError('NETWORK', MESSAGES.networkError, 0, err)
  }
  stopLoading()
  if (res.statusCode >= 200 && res.statusCode < 300) return res.tempFilePath
  const text = res.statusCode === 404 ? '文件不存在或已过期' : '文件下载失败，请稍后重试'
  errorToast(text)
  throw new ApiError(`HTTP_${res.statusCode}`, text, res.statusCode)
}

export interface UploadOptions {
  /** text fields sent before the file */
  formData?: Record<string, string>
  /** the file's field name; 'file' by default */
  name?: string
  /** 0–100 as the bytes go out */
  onProgress?: (percent: number) => void
}

/**
 * A local file (a chosen image) posted as multipart/form-data, signed and authorised like any other call, answered
 * like one: resolves the envelope's data; a refusal is toasted and rejects. The page shows its own progress.
 */
export async function upload<T = unknown>(url: string, filePath: string, opts: UploadOptions = {}): Promise<T> {
  const req = prepare({ url, method: 'POST' })
  // the platform writes the multipart content type with its boundary
  delete req.header['content-type']
  let res: RawResponse
  try {
    const task = Taro.uploadFile({
      url: req.url,
      filePath,
      name: opts.name ?? 'file',
      header: req.header,
      formData: opts.formData,
      timeout: req.timeout,
    } as Parameters<typeof Taro.uploadFile>[0])
    if (opts.onProgress) task.progress((p) => opts.onProgress!(p.progress))
    const r = await task
    let data: unknown = r.data
    try {
      data = typeof r.data === 'string' ? JSON.parse(r.data) : r.data
    } catch {
      // not an envelope: answered as a failure below
    }
    res = { statusCode: r.statusCode, data }
  } catch (err) {
    const e = (err ?? {}) as { errMsg?: string }
    const text = /timeout|超时/i.test(e.errMsg ?? '') ? MESSAGES.timeout : MESSAGES.networkError
    errorToast(text, TOAST_COMM_FAIL_DURATION)
    throw new ApiError('NETWORK', text, 0, err)
  }
  return answer<T>(res, req.options, req.header.token ?? '')
}

/**
 * The address of a file the server names by a root-relative path (an uploaded image: /files/…): in a browser it is
 * already reachable; the mini-program needs the server's origin in front.
 */
export function fileUrl(path: string): string {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return path
  const origin = /^https?:\/\/[^/]+/.exec(apiRoot)?.[0] ?? ''
  return `${origin}${path}`
}

/** 300 ms after a navigation, when a token exists, logs the page view; the answer is ignored. */
export function scheduleAccessLog(page: string): void {
  setTimeout(() => {
    if (!session.token) return
    get(API.user.accessLog, { page: page.replace(/^\//, '') }, { silent: true }).catch(() => undefined)
  }, ACCESS_LOG_DELAY)
}
