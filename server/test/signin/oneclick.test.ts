import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { device } from './helpers'
import { DEFAULT_ONE_CLICK_PHONE, LocalCarrierProvider, AliyunCarrierProvider } from '../../src/providers/carrier'

let s: TestServer
beforeAll(async () => {
  s = await startServer({ config: { oneClickLocalPhone: '13755550001' } })
})
afterAll(() => s.close())

const cid = (id: string) => ({ headers: { cid: `yqc_${id}` } })

async function prefetch(clientId: string, accessToken = 'local-abcdef123456') {
  return s.post('/sso/sso/getPrefetchPhoneNumber', { openId: 'o1', accessToken }, cid(clientId))
}

describe('one-click login', () => {
  test('pre-check names the local carrier', async () => {
    const r = await s.get('/sso/sso/oneClickPreCheck')
    expect(r.body).toMatchObject({ code: '0000', data: { available: true, provider: 'local' } })
  })

  test('prefetch → confirmId → confirm: a token for the configured number, a new user with promotionSource 0', async () => {
    const pre = await prefetch('c1')
    expect(pre.body.code).toBe('0000')
    expect(pre.body.data.confirmId).toMatch(/^[\w-]{20,}$/)
    expect(pre.body.data.phoneMasked).toBe('137****0001')
    const r = await s.post(
      '/sso/sso/oneClickConfirmLogin',
      { confirmId: pre.body.data.confirmId, ...device('phone-1', 'Pixel 8') },
      cid('c1'),
    )
    expect(r.body.code).toBe('0000')
    expect(r.body.data.user).toMatchObject({ phone: '13755550001', promotionSource: 0, dateLimitStatus: 0 })
    const info = await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: r.body.data.token })
    expect(info.body.data.phone).toBe('13755550001')
    const session = (await s.sql.prepare('SELECT * FROM sessions WHERE user_id = ?').get(r.body.data.user.userId)) as any
    expect(session).toMatchObject({
      device_id: 'phone-1',
      device_name: 'Pixel 8',
      phone_brand: 'TestBrand',
      system_version: 'Android 14',
      app_version: '1.0.1',
    })
  })

  test("a confirmId works once; unknown, expired or another client's confirmId → 4030 登录失效", async () => {
    const pre = await prefetch('c2')
    const id = pre.body.data.confirmId
    expect((await s.post('/sso/sso/oneClickConfirmLogin', { confirmId: id }, cid('c2'))).body.code).toBe('0000')
    const again = await s.post('/sso/sso/oneClickConfirmLogin', { confirmId: id }, cid('c2'))
    expect(again.body).toMatchObject({ code: '4030', msg: '登录失效，请重新登录！！' })
    const unknown = await s.post('/sso/sso/oneClickConfirmLogin', { confirmId: 'nope-not-a-real-confirm-id' }, cid('c2'))
    expect(unknown.body.code).toBe('4030')
    const other = await prefetch('c3')
    const stolen = await s.post('/sso/sso/oneClickConfirmLogin', { confirmId: other.body.data.confirmId }, cid('someone-else'))
    expect(stolen.body.code).toBe('4030')
    const late = await prefetch('c4')
    s.clock.advance(301)
    const expired = await s.post('/sso/sso/oneClickConfirmLogin', { confirmId: late.body.data.confirmId }, cid('c4'))
    expect(expired.body.code).toBe('4030')
  })

  test('a token the carrier does not know → 30002 and no confirmation stored', async () => {
    const before = await count(s.sql, 'one_click_confirms')
    const r = await prefetch('c5', 'forged-token')
    expect(r.body.code).toBe('30002')
    expectChinese(r.body.msg)
    expect(await count(s.sql, 'one_click_confirms')).toBe(before)
  })

  test('missing access token → 4000 in Chinese', async () => {
    const r = await s.post('/sso/sso/getPrefetchPhoneNumber', { openId: 'o1' })
    expect(r.status).toBe(400)
    expect(r.body.msg).toBe('请输入本机号码凭证')
  })

  test('the local provider: default number, only local tokens', async () => {
    const p = new LocalCarrierProvider()
    expect(await p.phoneFor('local-12345678')).toBe(DEFAULT_ONE_CLICK_PHONE)
    expect(await p.phoneFor('x')).toBeNull()
  })

  test('the Aliyun provider signs a GetMobile call and reads the number', async () => {
    let url = ''
    const fake = (async (u: string) => {
      url = u
      return { ok: true, json: async () => ({ Code: 'OK', GetMobileResultDTO: { Mobile: '13912345678' } }) }
    }) as unknown as typeof fetch
    const p = new AliyunCarrierProvider({ accessKeyId: 'AK', accessKeySecret: 'SK', fetch: fake, now: () => Date.UTC(2026, 0, 1) })
    expect(await p.phoneFor('tok', 'o1')).toBe('13912345678')
    const q = new URL(url).searchParams
    expect(q.get('Action')).toBe('GetMobile')
    expect(q.get('AccessToken')).toBe('tok')
    expect(q.get('Signature')).toBeTruthy()
    const refused = new AliyunCarrierProvider({
      accessKeyId: 'AK',
      accessKeySecret: 'SK',
      fetch: (async () => ({ ok: true, json: async () => ({ Code: 'isv.INVALID_TOKEN' }) })) as unknown as typeof fetch,
    })
    expect(await refused.phoneFor('tok', 'o1')).toBeNull()
  })
})
