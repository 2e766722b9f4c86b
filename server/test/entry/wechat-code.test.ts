/**
 * Mini-program codes from WeChat (wxacode.getUnlimited) with fetch mocked: the documented request, the access token
 * fetched once and again when WeChat drops it, WeChat's errors, and the server handing the image out (once per code)
 * or a Chinese error.
 */
import { WechatApiProvider } from '../../src/providers/wechat'
import { startServer, type TestServer } from '../api/helpers'
import { seedDemo } from '../../src/data/generate'

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8])

interface Call {
  url: string
  method: string
  headers: Record<string, string>
  body: any
}

/** WeChat as far as the provider sees it: `answers` are used in turn for the code calls */
function fakeWechat(answers: Array<{ json?: unknown; image?: Buffer }> = [{ image: JPEG }]) {
  const calls: Call[] = []
  let tokens = 0
  let next = 0
  const fetch = (async (input: string | URL, init?: RequestInit) => {
    const url = String(input)
    calls.push({
      url,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    })
    if (url.startsWith('https://api.weixin.qq.com/cgi-bin/token')) {
      tokens++
      return new Response(JSON.stringify({ access_token: `TOKEN${tokens}`, expires_in: 7200 }), {
        headers: { 'content-type': 'application/json' },
      })
    }
    const a = answers[Math.min(next++, answers.length - 1)]
    if (a.json) return new Response(JSON.stringify(a.json), { headers: { 'content-type': 'application/json; charset=UTF-8' } })
    return new Response(new Uint8Array(a.image ?? []), { headers: { 'content-type': 'image/jpeg' } })
  }) as typeof fetch
  return { fetch, calls, codeCalls: () => calls.filter((c) => c.url.includes('/wxa/getwxacodeunlimit')) }
}

describe('WechatApiProvider.miniProgramCode', () => {
  it('posts the documented request with the access token and answers the image', async () => {
    const w = fakeWechat()
    const p = new WechatApiProvider({ appId: 'wxAPP', appSecret: 'SECRET', fetch: w.fetch })
    const img = await p.miniProgramCode('AbCdEfGhIj12345678', 'pagesIndex/entry/entry')
    expect(img.equals(JPEG)).toBe(true)
    const token = new URL(w.calls[0].url)
    expect(`${token.origin}${token.pathname}`).toBe('https://api.weixin.qq.com/cgi-bin/token')
    expect(Object.fromEntries(token.searchParams)).toEqual({ grant_type: 'client_credential', appid: 'wxAPP', secret: 'SECRET' })
    const [code] = w.codeCalls()
    expect(code.url).toBe('https://api.weixin.qq.com/wxa/getwxacodeunlimit?access_token=TOKEN1')
    expect(code.method).toBe('POST')
    expect(code.headers['content-type']).toBe('application/json')
    expect(code.body).toEqual({
      scene: 'AbCdEfGhIj12345678',
      page: 'pagesIndex/entry/entry',
      check_path: true,
      env_version: 'release',
      width: 430,
    })
    // the token is kept for the next code
    await p.miniProgramCode('second', 'pagesIndex/entry/entry')
    expect(w.calls.filter((c) => c.url.includes('/cgi-bin/token'))).toHaveLength(1)
  })

  it('does not check the page of an unreleased version', async () => {
    const w = fakeWechat()
    await new WechatApiProvider({ appId: 'a', appSecret: 's', fetch: w.fetch, envVersion: 'trial' }).miniProgramCode('x', 'p/q')
    expect(w.codeCalls()[0].body).toMatchObject({ check_path: false, env_version: 'trial' })
    expect((WechatApiProvider.fromEnv({ WX_APPID: 'a', WX_APPSECRET: 's', WX_ENV_VERSION: 'develop' }) as any).cfg.envVersion).toBe(
      'develop',
    )
  })

  it('fetches a new token once when WeChat says the token is no longer valid', async () => {
    const w = fakeWechat([{ json: { errcode: 40001, errmsg: 'invalid credential' } }, { image: JPEG }])
    const img = await new WechatApiProvider({ appId: 'a', appSecret: 's', fetch: w.fetch }).miniProgramCode('x', 'p/q')
    expect(img.equals(JPEG)).toBe(true)
    expect(w.codeCalls().map((c) => c.url.split('=')[1])).toEqual(['TOKEN1', 'TOKEN2'])
  })

  it('rejects with WeChat’s error', async () => {
    const w = fakeWechat([{ json: { errcode: 41030, errmsg: 'invalid page rid: 1' } }])
    await expect(new WechatApiProvider({ appId: 'a', appSecret: 's', fetch: w.fetch }).miniProgramCode('x', 'p/q')).rejects.toThrow(
      /41030 invalid page/,
    )
    expect(w.codeCalls()).toHaveLength(1)
  })
})

describe('the image route with WeChat behind it', () => {
  let s: TestServer
  let w: ReturnType<typeof fakeWechat>
  let pid: string
  beforeAll(async () => {
    w = fakeWechat([{ image: JPEG }, { json: { errcode: 45009, errmsg: 'reach max api daily quota limit' } }])
    s = await startServer({
      seed: (db) => seedDemo(db, { companies: 20, seed: 3 }),
      config: { wechat: new WechatApiProvider({ appId: 'a', appSecret: 's', fetch: w.fetch }) },
    })
    pid = ((await s.sql.prepare('SELECT pid FROM companies ORDER BY id LIMIT 2').all()) as Array<{ pid: string }>).map((r) => r.pid)[0]
  }, 60_000)
  afterAll(async () => s.close())

  const image = async (code: string) => {
    const query = `code=${code}&type=mini`
    const res = await fetch(`${s.url}/api/yqc/api/v1/entry/image?${query}`, {
      headers: { sign: s.sign('GET', '/yqc/api/v1/entry/image', query) },
    })
    return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) }
  }

  it('hands out WeChat’s image for the entry page with the code as scene, asking WeChat once per code', async () => {
    const { code } = (await s.post('/yqc/api/v1/entry/create', { kind: 'company', id: pid })).body.data
    const first = await image(code)
    expect(first).toMatchObject({ status: 200, type: 'image/jpeg' })
    expect(first.body.equals(JPEG)).toBe(true)
    expect(w.codeCalls()[0].body).toMatchObject({ scene: code, page: 'pagesIndex/entry/entry' })
    expect((await image(code)).body.equals(JPEG)).toBe(true)
    expect(w.codeCalls()).toHaveLength(1)
  })

  it('answers a Chinese error when WeChat refuses', async () => {
    const { code } = (await s.post('/yqc/api/v1/entry/create', { kind: 'person', id: await personOf(s) })).body.data
    const r = await image(code)
    expect(r.status).toBe(500)
    expect(JSON.parse(r.body.toString())).toMatchObject({ code: '5000', msg: '二维码生成失败，请稍后再试' })
  })
})

const personOf = async (s: TestServer) =>
  ((await s.sql.prepare('SELECT person_id FROM persons ORDER BY id LIMIT 1').get()) as { person_id: string }).person_id
