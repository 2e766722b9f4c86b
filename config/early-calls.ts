/**
 * Runs inline in index.html, before the app's scripts have arrived: for the page in the address, sends the API calls
 * its largest element waits for (a shared company profile: its header), signed and addressed exactly as the app's
 * request door would send them. The answers wait on `window.__yqcEarly`; the door takes each one instead of sending
 * the same call again (src/services/earlyAnswer.ts). Bundled by esbuild at build time, with the API root and the
 * signing secret of the build defined.
 */
import { buildQuery, makeSign, randomNonce, signedText } from '../contract/domain/sign'
import { PAGE_SIZE, VISITOR_ID } from '../src/domain/constants'
import type { EarlyAnswer } from '../src/services/earlyAnswer'

/**
 * a call: the API path after the root; which of the page's address parameters form its query, in order (trimmed, as
 * the pages trim what they read from the address); then the parameters the page always sends with them
 */
export interface EarlyCall {
  path: string
  params: string[]
  fixed?: Record<string, string>
}

/**
 * Per landing page, what its first paint waits for. The path is written out rather than read from contract/endpoints,
 * whose whole table would otherwise be inlined into every index.html; a test holds each equal to its API entry and
 * the fixed parameters equal to what the page sends.
 */
export const EARLY_CALLS: Record<string, EarlyCall[]> = {
  // a shared company profile: its head, the largest element, shows the company header
  'pagesFilter/detail/detail': [{ path: '/yqc/api/v1/business/header', params: ['pid'] }],
  // search results opened with a keyword (a hot search, a shared link): their first page, the largest element
  'pagesIndex/search/search': [
    { path: '/search/api/v1/middle/entPersonSearch', params: ['keyword'], fixed: { pageNum: '1', pageSize: String(PAGE_SIZE) } },
  ],
}

declare const EARLY_API_ROOT: string
declare const EARLY_SIGN_SECRET: string

/** a value the app stored with Taro's storage on H5: localStorage holds it as {"data": value} */
function stored(key: string): string {
  try {
    const v = JSON.parse(localStorage.getItem(key) || 'null')
    return v && typeof v.data === 'string' ? v.data : ''
  } catch {
    return ''
  }
}

function addressParams(query: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const pair of query.split('&')) {
    const i = pair.indexOf('=')
    if (i <= 0) continue
    try {
      out[decodeURIComponent(pair.slice(0, i))] = decodeURIComponent(pair.slice(i + 1).replace(/\+/g, ' '))
    } catch {
      // a malformed parameter: the page reports it, no early call is made from it
    }
  }
  return out
}

function sendEarlyCalls(): void {
  // read on every landing, calls or not: a page's first read of localStorage opens it, a synchronous round trip to the
  // browser that the app's start would otherwise wait for once its scripts have arrived (8 ms of a cold home page's
  // start on a desktop CPU); here it fills time the page spends waiting for them
  const token = stored('token')
  const cid = stored('Cid')
  const hash = location.hash.replace(/^#\/?/, '')
  const q = hash.indexOf('?')
  const calls = EARLY_CALLS[q < 0 ? hash : hash.slice(0, q)]
  if (calls && typeof fetch === 'function') {
    const params = addressParams(q < 0 ? '' : hash.slice(q + 1))
    const answers: EarlyAnswer[] = []
    for (const call of calls) {
      const values: Record<string, string> = {}
      for (const p of call.params) values[p] = (params[p] || '').trim()
      if (!call.params.every((p) => values[p])) continue
      const query = buildQuery({ ...values, ...call.fixed })
      const header: Record<string, string> = {
        sign: makeSign(Math.floor(Date.now() / 1000), randomNonce(), EARLY_SIGN_SECRET, signedText('GET', call.path, query)),
      }
      if (cid) header.cid = cid
      if (token) header.token = token
      else header['Visitor-Id'] = VISITOR_ID
      const url = `${EARLY_API_ROOT}${call.path}?${query}`
      const answer = fetch(url, { headers: header }).then((r) =>
        r.json().then(
          (data: unknown) => ({ statusCode: r.status, data }),
          () => ({ statusCode: r.status, data: null }),
        ),
      )
      // nobody may be waiting yet: a failure is the door's to report when it takes the answer
      answer.catch(() => undefined)
      answers.push({ url, token, at: Date.now(), answer })
    }
    ;(window as unknown as { __yqcEarly?: EarlyAnswer[] }).__yqcEarly = answers
  }
}

// in index.html; imported elsewhere (its test) only for the table
if (typeof location === 'object') sendEarlyCalls()
