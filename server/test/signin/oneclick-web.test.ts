/**
 * H5 one-click login: the page asks for its web SDK's tokens (GetAuthToken), the SDK's token after the user confirmed
 * becomes a confirmation (GetPhoneWithToken), and the confirmation signs in as the app's does.
 */
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { AliyunCarrierProvider, LocalCarrierProvider, LOCAL_TOKEN } from '../../src/providers/carrier'
import { signRpcV1 } from '../../src/providers/aliyun-sms'

const cid = (id: string) => ({ headers: { cid: `yqc_${id}` } })
const WEB_AUTH = '/sso/sso/oneClickWebAuth'
const WEB_PREFETCH = '/sso/sso/getWebPrefetchPhoneNumber'
const CONFIRM = '/sso/sso/oneClickConfirmLogin'

/** A stand-in of Dypnsapi: answers by Action, and keeps every query it was sent. */
function fakeDypns(answers: Record<string, unknown>, status = 200) {
  const queries: URLSearchParams[] = []
  const fetch = (async (u: string) => {
    const q = new URL(u).searchParams
    queries.push(q)
    return { ok: status < 400, status, json: async () => answers[q.get('Action') ?? ''] ?? { Code: 'isv.UNKNOWN' } }
  }) as unknown as typeof globalThis.fetch
  return { fetch, queries }
}

/** The signature a query carries is the one signRpcV1 gives over all its other parameters with the secret. */
function expectSigned(q: URLSearchParams, secret: string) {
  const params: Record<string, string> = {}
  q.forEach((v, k) => {
    if (k !== 'Signature') params[k] = v
  })
  expect(q.get('Signature')).toBe(signRpcV1('GET', params, secret))
  expect(params).toMatchObject({
    AccessKeyId: 'AK',
    Format: 'JSON',
    SignatureMethod: 'HMAC-SHA1',
    SignatureVersion: '1.0',
    Timestamp: '2026-01-01T00:00:00Z',
    Version: '2017-05-25',
  })
}

describe('H5 one-click login with the local carrier', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer({ config: { oneClickLocalPhone: '13755550002' } })
  })
  afterAll(() => s.close())

  test('web auth → local token → confirmation → signed in, once', async () => {
    const auth = await s.post(WEB_AUTH, { origin: 'https://m.example.com' }, cid('w1'))
    expect(auth.body.code).toBe('0000')
    expect(auth.body.data.provider).toBe('local')
    expect(auth.body.data.accessToken).toMatch(LOCAL_TOKEN)
    expect(auth.body.data.jwtToken).toMatch(LOCAL_TOKEN)
    expect(auth.body.data.sdkUrl).toBeUndefined()
    const pre = await s.post(WEB_PREFETCH, { spToken: 'local-abcdef123456' }, cid('w1'))
    expect(pre.body).toMatchObject({ code: '0000', data: { phoneMasked: '137****0002' } })
    const r = await s.post(CONFIRM, { confirmId: pre.body.data.confirmId }, cid('w1'))
    expect(r.body.code).toBe('0000')
    expect(r.body.data.user.phone).toBe('13755550002')
    expect((await s.post(CONFIRM, { confirmId: pre.body.data.confirmId }, cid('w1'))).body.code).toBe('4030')
  })

  test('a token the carrier does not know → 30002, nothing stored', async () => {
    const before = await count(s.sql, 'one_click_confirms')
    const r = await s.post(WEB_PREFETCH, { spToken: 'forged' }, cid('w2'))
    expect(r.body.code).toBe('30002')
    expectChinese(r.body.msg)
    expect(await count(s.sql, 'one_click_confirms')).toBe(before)
  })

  test('bad input is refused in Chinese', async () => {
    const noToken = await s.post(WEB_PREFETCH, {})
    expect(noToken.status).toBe(400)
    expect(noToken.body.msg).toBe('请输入本机号码认证凭证')
    for (const origin of ['javascript:alert(1)', 'https://m.example.com/path', 'ftp://m.example.com', '']) {
      const r = await s.post(WEB_AUTH, { origin })
      expect(r.status).toBe(400)
      expectChinese(r.body.msg)
    }
    const badPort = await s.post(WEB_AUTH, { origin: 'https://m.example.com:99999' })
    expect(badPort.body.msg).toBe('页面来源格式不正确')
    const missing = await s.post(WEB_AUTH, {})
    expect(missing.status).toBe(400)
    expectChinese(missing.body.msg)
  })

  test('the local provider: a fresh token pair each time, local tokens only', async () => {
    const p = new LocalCarrierProvider('13700000001')
    const a = await p.webAuth()
    const b = await p.webAuth()
    expect(a.accessToken).not.toBe(b.accessToken)
    expect(await p.phoneForWebToken(a.accessToken)).toBe('13700000001')
    expect(await p.phoneForWebToken('sp-token')).toBeNull()
  })
})

describe('H5 one-click login rate limit', () => {
  test('web auth and web prefetch count against the one-click limit per network', async () => {
    const s = await startServer({ config: { loginPerIpPerHour: 2 } })
    try {
      expect((await s.post(WEB_AUTH, { origin: 'https://m.example.com' })).body.code).toBe('0000')
      expect((await s.post(WEB_PREFETCH, { spToken: 'local-abcdef123456' })).body.code).toBe('0000')
      const r = await s.post(WEB_AUTH, { origin: 'https://m.example.com' })
      expect(r.body.code).toBe('4290')
      expectChinese(r.body.msg)
    } finally {
      await s.close()
    }
  })
})

describe('H5 one-click login with Aliyun 号码认证', () => {
  const now = () => Date.UTC(2026, 0, 1)
  const answers = {
    GetAuthToken: { Code: 'OK', Message: '请求成功', TokenInfo: { AccessToken: 'ACC-1', JwtToken: 'JWT-1' } },
    GetPhoneWithToken: { Code: 'OK', Message: '请求成功', Data: { Mobile: 13912340000 } },
  }

  test('over HTTP: GetAuthToken for the page, GetPhoneWithToken for the token, then the usual confirmation', async () => {
    const dy = fakeDypns(answers)
    const carrier = new AliyunCarrierProvider({
      accessKeyId: 'AK',
      accessKeySecret: 'SK',
      sceneCode: 'FC100000',
      webSdkUrl: 'https://static.example.com/numberAuth-web-sdk.js',
      fetch: dy.fetch,
      now,
    })
    const s = await startServer({ config: { carrier } })
    try {
      expect((await s.get('/sso/sso/oneClickPreCheck')).body.data.provider).toBe('aliyun')
      const auth = await s.post(WEB_AUTH, { origin: 'https://m.example.com' }, cid('a1'))
      expect(auth.body).toMatchObject({
        code: '0000',
        data: { provider: 'aliyun', accessToken: 'ACC-1', jwtToken: 'JWT-1', sdkUrl: 'https://static.example.com/numberAuth-web-sdk.js' },
      })
      const q1 = dy.queries[0]
      expect(q1.get('Action')).toBe('GetAuthToken')
      expect(q1.get('Url')).toBe('https://m.example.com/')
      expect(q1.get('Origin')).toBe('https://m.example.com')
      expect(q1.get('SceneCode')).toBe('FC100000')
      expect(q1.get('BizType')).toBe('1')
      expectSigned(q1, 'SK')

      const pre = await s.post(WEB_PREFETCH, { spToken: 'SP-TOKEN-1' }, cid('a1'))
      expect(pre.body).toMatchObject({ code: '0000', data: { phoneMasked: '139****0000' } })
      const q2 = dy.queries[1]
      expect(q2.get('Action')).toBe('GetPhoneWithToken')
      expect(q2.get('SpToken')).toBe('SP-TOKEN-1')
      expectSigned(q2, 'SK')
      const r = await s.post(CONFIRM, { confirmId: pre.body.data.confirmId }, cid('a1'))
      expect(r.body.data.user.phone).toBe('13912340000')
    } finally {
      await s.close()
    }
  })

  test('a refused token, a failing gateway or no SDK address → 30002, which the page takes to SMS', async () => {
    const refused = fakeDypns({ GetPhoneWithToken: { Code: 'isv.INVALID_TOKEN' }, GetAuthToken: { Code: 'isv.SCENE_NOT_MATCH' } })
    const withSdk = { accessKeyId: 'AK', accessKeySecret: 'SK', webSdkUrl: 'https://static.example.com/sdk.js', now }
    const broken = (async () => {
      throw new Error('connect ECONNREFUSED')
    }) as unknown as typeof fetch
    const servers = [
      await startServer({ config: { carrier: new AliyunCarrierProvider({ ...withSdk, fetch: refused.fetch }) } }),
      await startServer({ config: { carrier: new AliyunCarrierProvider({ ...withSdk, fetch: broken }) } }),
    ]
    try {
      for (const s of servers) {
        expect((await s.post(WEB_AUTH, { origin: 'https://m.example.com' })).body.code).toBe('30002')
        const pre = await s.post(WEB_PREFETCH, { spToken: 'SP' })
        expect(pre.body.code).toBe('30002')
        expectChinese(pre.body.msg)
      }
    } finally {
      await Promise.all(servers.map((s) => s.close()))
    }
    const dy = fakeDypns(answers)
    const noSdk = new AliyunCarrierProvider({ accessKeyId: 'AK', accessKeySecret: 'SK', fetch: dy.fetch, now })
    expect(await noSdk.webAuth({ url: 'https://m.example.com/', origin: 'https://m.example.com' })).toBeNull()
    expect(dy.queries).toHaveLength(0)
    const gone = new AliyunCarrierProvider({ ...withSdk, fetch: fakeDypns({ GetPhoneWithToken: { Code: 'OK', Data: {} } }).fetch })
    expect(await gone.phoneForWebToken('SP')).toBeNull()
  })

  test('from the environment: scene code and SDK address', () => {
    const p = AliyunCarrierProvider.fromEnv({
      ALIYUN_PNS_ACCESS_KEY_ID: 'AK',
      ALIYUN_PNS_ACCESS_KEY_SECRET: 'SK',
      ALIYUN_PNS_SCENE_CODE: 'FC1',
      ALIYUN_PNS_WEB_SDK_URL: '/static/numberAuth-web-sdk.js',
    })!
    const q = p.buildWebAuthQuery({ url: 'https://m.example.com/', origin: 'https://m.example.com' })
    expect(q.get('SceneCode')).toBe('FC1')
    expect(p.buildWebTokenQuery('SP').get('SpToken')).toBe('SP')
  })
})
