import vm from 'node:vm'
import { earlyCallsScript } from '../../config/early-calls-script'
import { verifySign } from '../../contract/domain/sign'
import { API } from '../../contract/endpoints'
import { PAGE_SIZE, VISITOR_ID } from '../../src/domain/constants'
import { EARLY_CALLS } from '../../config/early-calls'

const SECRET = 'test-secret'
const HEADER = API.company.businessHeader
const script = earlyCallsScript({ apiRoot: '/api', signSecret: SECRET })

const OK = { status: 200, body: { code: '0000', data: { pid: 'p1' } } }

interface Sent {
  url: string
  headers: Record<string, string>
}

/** Runs the inline script as index.html would, at `hash`, with `stored` in localStorage (Taro's {"data": …} form). */
function land(hash: string, stored: Record<string, string> = {}, answer: { status: number; body?: unknown } = OK) {
  const sent: Sent[] = []
  const read: string[] = []
  const page: Record<string, unknown> = {
    location: { hash },
    localStorage: {
      getItem: (k: string) => {
        read.push(k)
        return k in stored ? JSON.stringify({ data: stored[k] }) : null
      },
    },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      sent.push({ url, headers: init.headers })
      // no body: a page that is not JSON (a proxy's error page)
      const json = () => (answer.body === undefined ? Promise.reject(new SyntaxError('Unexpected token <')) : Promise.resolve(answer.body))
      return Promise.resolve({ status: answer.status, json })
    },
  }
  page.window = page
  vm.runInNewContext(script, page)
  const early = page.__yqcEarly as { url: string; token: string; answer: Promise<unknown> }[] | undefined
  return { sent, early, read }
}

describe('calls index.html sends before the app has loaded', () => {
  it('asks for exactly the company header the profile page asks for', () => {
    expect(EARLY_CALLS['pagesFilter/detail/detail']).toEqual([{ path: API.company.businessHeader, params: ['pid'] }])
  })

  it('a visitor landing on a company profile: its header, signed for the query as the request door sends it', async () => {
    const { sent, early } = land('#/pagesFilter/detail/detail?pid=fd27%2Bx&from=share')
    expect(sent).toHaveLength(1)
    expect(sent[0].url).toBe('/api/yqc/api/v1/business/header?pid=fd27%2Bx')
    expect(sent[0].headers['Visitor-Id']).toBe(VISITOR_ID)
    expect(sent[0].headers.token).toBeUndefined()
    const verified = verifySign({
      header: sent[0].headers.sign,
      method: 'GET',
      pathAfterRoot: HEADER,
      query: 'pid=fd27%2Bx',
      secret: SECRET,
      now: Math.floor(Date.now() / 1000),
    })
    expect(verified.ok).toBe(true)
    expect(early).toHaveLength(1)
    expect(early![0]).toMatchObject({ url: sent[0].url, token: '' })
    await expect(early![0].answer).resolves.toEqual({ statusCode: 200, data: { code: '0000', data: { pid: 'p1' } } })
  })

  it('asks for the first page of results the search page asks for, as many as it shows a page', () => {
    expect(EARLY_CALLS['pagesIndex/search/search']).toEqual([
      { path: API.search.entPersonSearch, params: ['keyword'], fixed: { pageNum: '1', pageSize: String(PAGE_SIZE) } },
    ])
  })

  it('a visitor landing on search results: the keyword trimmed as the page trims it, then page 1 of 20, signed', async () => {
    const { sent, early } = land(`#/pagesIndex/search/search?keyword=${encodeURIComponent(' 科技 ')}&type=person`)
    expect(sent).toHaveLength(1)
    // the address src/services/search.ts's entPersonSearch('科技') is sent to (test/app/services/request.test.ts)
    expect(sent[0].url).toBe('/api/search/api/v1/middle/entPersonSearch?keyword=%E7%A7%91%E6%8A%80&pageNum=1&pageSize=20')
    const verified = verifySign({
      header: sent[0].headers.sign,
      method: 'GET',
      pathAfterRoot: API.search.entPersonSearch,
      query: 'keyword=%E7%A7%91%E6%8A%80&pageNum=1&pageSize=20',
      secret: SECRET,
      now: Math.floor(Date.now() / 1000),
    })
    expect(verified.ok).toBe(true)
    expect(early![0]).toMatchObject({ url: sent[0].url, token: '' })
  })

  it('a signed-in user sends the stored token and client id instead of the visitor id', () => {
    const { sent, early } = land('#/pagesFilter/detail/detail?pid=p1', { token: 'tok-1', Cid: 'cid-1' })
    expect(sent[0].headers).toMatchObject({ token: 'tok-1', cid: 'cid-1' })
    expect(sent[0].headers['Visitor-Id']).toBeUndefined()
    expect(early![0].token).toBe('tok-1')
  })

  it('an answer that is not JSON keeps its status and no data', async () => {
    const page = land('#/pagesFilter/detail/detail?pid=p1', {}, { status: 502 })
    await expect(page.early![0].answer).resolves.toEqual({ statusCode: 502, data: null })
  })

  it('opens the storage on every landing, also where it sends nothing, so the app does not wait for that', () => {
    for (const hash of ['', '#/pages/index/index', '#/pagesFilter/detail/detail?pid=p1']) {
      expect(land(hash).read).toEqual(['token', 'Cid'])
    }
  })

  it('sends nothing for another page, or for a profile address without its parameter', () => {
    for (const hash of [
      '',
      '#/pages/index/index',
      '#/pagesIndex/search/search',
      '#/pagesIndex/search/search?keyword=%20%20',
      '#/pagesFilter/detail/detail',
      '#/pagesFilter/detail/detail?name=x',
    ]) {
      const { sent } = land(hash)
      expect(sent).toEqual([])
    }
  })
})
