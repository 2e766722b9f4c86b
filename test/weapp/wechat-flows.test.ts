/**
 * WeChat's own ways in the built mini-program, in the headless runtime against the real API server: the phone-number
 * button's login, paying after an SMS sign-in, and the chrome WeChat puts around the app (capsule, page stack, privacy
 * agreement, unknown pages, updates, 扫一扫).
 */
import { lastSmsCode, type TestServer } from '../../server/test/api/helpers'
import { LocalWechatProvider, DEFAULT_WX_LOCAL_PHONE } from '../../server/src/providers/wechat'
import { API } from '../../contract/endpoints'
import { api, distMissing, launch, type Facts } from './runtime/harness'
import { runtimeSuite } from './runtime/suite'
import type { WeappRuntime } from './runtime/runtime'
import type { Node } from './runtime/data'
import { textOf } from './runtime/data'
import * as J from './runtime/journeys'

const missing = distMissing()
const describeBuilt = missing ? describe.skip : describe

const HOME = 'pages/index/index'
const LOGIN = 'pagesLogin/phoneLogin/phoneLogin'
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`

describeBuilt('WeChat flows in the headless WeChat runtime', () => {
  const suite = runtimeSuite()
  let server: TestServer
  let f: Facts
  beforeAll(() => {
    server = suite.server
    f = suite.facts
  })

  const users = async (where = '1=1', ...args: unknown[]) =>
    ((await server.db.prepare(`SELECT COUNT(*) AS n FROM users WHERE ${where}`).get(...args)) as { n: number }).n
  const userByPhone = async (phone: string) =>
    (await server.db.prepare('SELECT user_id, wx_open_id FROM users WHERE phone = ?').get(phone)) as
      { user_id: string; wx_open_id: string | null } | undefined
  /** the getPhoneNumber button, the one inside an element of class `within` if given */
  const phoneButton = (r: WeappRuntime, within?: string): Node => {
    const hits = r.findAll((n) => n.tag === 'button' && n.attrs['open-type'] === 'getPhoneNumber')
    const inside = within ? hits.filter((h) => hasAncestorOfClass(h, within)) : hits
    expect(inside).toHaveLength(1)
    return inside[0]
  }
  const storedToken = (r: WeappRuntime) => String(r.context.wx.getStorageSync('token') ?? '')
  const waitFor = async (r: WeappRuntime, ok: () => boolean, what: string, ms = 10_000) => {
    const end = Date.now() + ms
    while (!ok()) {
      if (Date.now() > end) throw new Error(`${what}; on ${r.current.route}: ${r.text().slice(0, 400)}`)
      await r.settle(250)
    }
  }
  const mineShows = async (r: WeappRuntime, phone: string) => {
    await r.relaunch('/pages/mine/mine')
    await r.waitForText(masked(phone))
    expect(textOf(r.byClass('mine-profile__phone')[0])).toBe(masked(phone))
  }

  describe('the phone-number button (手机号快速验证)', () => {
    test('on the login page: the code WeChat hands back signs in the local provider’s phone; 我的 shows it masked', async () => {
      const rt = (suite.rt = await launch(server))
      const before = await users('phone = ?', DEFAULT_WX_LOCAL_PHONE)
      expect(before).toBe(0)
      await rt.open(LOGIN)
      await rt.tap(rt.byClass('agreement')[0])
      await rt.phoneNumber(phoneButton(rt), `wxphone-${Date.now().toString(36)}`)
      await waitFor(rt, () => rt.current.route !== LOGIN, 'still on the login page after the phone code')
      expect(rt.current.route).toBe(HOME)
      expect(rt.host.toasts).toContain('登录成功~')
      const token = storedToken(rt)
      expect(token).not.toBe('')
      const me = await api<{ phone?: string; phoneMasked?: string }>(server, 'GET', API.sso.userInfo, undefined, token)
      expect(JSON.stringify(me)).toContain(masked(DEFAULT_WX_LOCAL_PHONE).slice(7))
      expect(await users('phone = ?', DEFAULT_WX_LOCAL_PHONE)).toBe(1)
      // the silent wx.login code taken with it bound the openid
      expect((await userByPhone(DEFAULT_WX_LOCAL_PHONE))?.wx_open_id).toBeTruthy()
      await mineShows(rt, DEFAULT_WX_LOCAL_PHONE)
    })

    test('refused (getPhoneNumber:fail user deny, no code): signed out, told why, nothing created', async () => {
      const rt = (suite.rt = await launch(server))
      const before = await users()
      await rt.open(LOGIN)
      await rt.tap(rt.byClass('agreement')[0])
      const requests = rt.host.calls.filter((c) => c.api === 'request').length
      await rt.phoneNumber(phoneButton(rt))
      expect(rt.host.toasts).toContain('未授权手机号，可使用其他方式登录')
      expect(rt.current.route).toBe(LOGIN)
      expect(storedToken(rt)).toBe('')
      const after = rt.host.calls.filter((c) => c.api === 'request').map((c) => String(c.opts.url))
      expect(after.slice(requests).filter((u) => u.includes(API.signin.wxPhoneLogin))).toEqual([])
      expect(await users()).toBe(before)
    })

    test('on the launch sheet of a first launch: the button signs in and lands; 我的 shows the phone', async () => {
      const phone = '13700002468'
      const rt = (suite.rt = await launch(server))
      expect(rt.current.route).toBe(HOME)
      await rt.waitForText('登录云企查')
      await rt.tap(rt.byClass('oc-terms')[0])
      await rt.phoneNumber(phoneButton(rt, 'oc-sheet'), `phone-${phone}`)
      await waitFor(rt, () => rt.byClass('oc-sheet').length === 0 && !!storedToken(rt!), 'the sheet stayed open')
      expect(await users('phone = ?', phone)).toBe(1)
      const me = await api(server, 'GET', API.sso.userInfo, undefined, storedToken(rt))
      expect(JSON.stringify(me)).toContain(phone.slice(7))
      // a new user lands on the invitation page, anyone else at home
      await waitFor(rt, () => rt.host.toasts.includes('登录成功~'), 'no 登录成功~')
      await rt.settle(1500)
      expect([HOME, 'pagesUser/publicize/invitationCode']).toContain(rt.current.route)
      await mineShows(rt, phone)
    })
  })

  test('pay after an SMS sign-in: wx.login at pay time, the server binds the openid, requestPayment with its parameters', async () => {
    const phone = '13900006161'
    const rt = (suite.rt = await launch(server))
    await rt.open(LOGIN)
    await rt.tap(rt.byClass('agreement')[0])
    await rt.input(rt.byClass('login-field__input')[0], phone)
    await rt.tap('获取验证码')
    expect(rt.current.route).toBe('pagesLogin/code/code')
    const code = lastSmsCode(server, phone)
    expect(code).toMatch(/^\d{6}$/)
    await rt.input(rt.byClass('code-input')[0], code!)
    await waitFor(rt, () => !!storedToken(rt!) && rt.current.route === HOME, 'the SMS code did not sign in')
    const user = await userByPhone(phone)
    expect(user?.wx_open_id ?? null).toBeNull()

    const codes: string[] = []
    rt.host.answers.login = () => {
      codes.push(`paylogin-${codes.length + 1}-${Date.now().toString(36)}`)
      return { code: codes[codes.length - 1] }
    }
    await J.buyVip(rt, server)
    expect(codes.length).toBeGreaterThanOrEqual(1)
    const order = (await server.db
      .prepare("SELECT order_no, prepay_id, state FROM orders WHERE user_id = ? AND pay_method = 'jsapi' ORDER BY created_at DESC")
      .get(user!.user_id)) as { order_no: string; prepay_id: string; state: string }
    expect(order.state).toBe('paid')
    const asked = rt.host.calls.filter((c) => c.api === 'requestPayment').map((c) => c.opts)
    expect(asked).toHaveLength(1)
    expect(asked[0].package).toBe(`prepay_id=${order.prepay_id}`)
    for (const k of ['timeStamp', 'nonceStr', 'signType', 'paySign']) expect(asked[0][k]).toBeTruthy()
    const openids = await Promise.all(codes.map((c) => new LocalWechatProvider().openIdFor(c)))
    const bound = (await userByPhone(phone))?.wx_open_id
    expect(openids).toContain(bound)
    const pay = (await server.app.moneyRuntime.localPay()) as { fake: { order(no: string): { openid?: string } | undefined } }
    expect(pay.fake.order(order.order_no)?.openid).toBe(bound)
  })

  describe("WeChat's chrome", () => {
    test('the header bar makes room for the capsule the device reports: its width at the right, its height under the status bar', async () => {
      // a capsule lower and taller than the usual one (top 48 under a 47px status bar, 32px high)
      const capsule = { width: 96, height: 56, top: 60, right: 382, bottom: 116, left: 286 }
      const rt = (suite.rt = await launch(server, { answers: { getMenuButtonBoundingClientRect: () => capsule } }))
      await rt.relaunch('/pages/mine/mine')
      const bar = rt.byClass('header-bar')[0]
      const wrap = rt.byClass('header-bar-wrap')[0]
      const statusBar = rt.context.wx.getSystemInfoSync().statusBarHeight as number
      const px = (n: Node, prop: string) => Number(new RegExp(`${prop}:\\s*([\\d.]+)px`).exec(String(n.raw.st ?? ''))?.[1])
      expect(px(bar, 'padding-top')).toBe(statusBar)
      // the bar holds the capsule centred: as far below it as the capsule is below the status bar
      expect(px(bar, 'height')).toBe((capsule.top - statusBar) * 2 + capsule.height)
      expect(px(wrap, 'height')).toBeGreaterThanOrEqual(capsule.bottom)
      expect(px(rt.byClass('header-bar__capsule')[0], 'width')).toBe(390 - capsule.left)
    })

    test('a link followed on the tenth page replaces it: the stack stays at ten and the target is open', async () => {
      const rt = (suite.rt = await launch(server))
      for (let i = 0; i < 9; i++) await rt.open('pagesFilter/detail/detail', { pid: f.company.pid })
      expect(rt.stack).toHaveLength(10)
      await rt.waitForText(f.company.name)
      const cell = rt.byClass('dim-grid__cell').find((c) => !c.className.includes('is-empty'))
      expect(cell).toBeDefined()
      await rt.tap(cell!)
      expect(rt.current.route).not.toBe('pagesFilter/detail/detail')
      expect(rt.current.options.pid).toBe(f.company.pid)
      expect(rt.stack).toHaveLength(10)
      expect(rt.stack[8].route).toBe('pagesFilter/detail/detail')
    })

    test('WeChat asks for the privacy agreement: the popup shows, and its 同意 button lets the call go on', async () => {
      const rt = (suite.rt = await launch(server, { storage: await J.signedIn(server, '13900007171') }))
      const answers: { event: string; buttonId?: string }[] = []
      expect(await rt.trigger('NeedPrivacyAuthorization', (o: { event: string; buttonId?: string }) => answers.push(o))).toBe(1)
      await rt.waitForText('用户隐私保护提示')
      expect(answers.map((a) => a.event)).toEqual(['exposureAuthorization'])
      const agree = rt.findAll((n) => n.tag === 'button' && n.attrs['open-type'] === 'agreePrivacyAuthorization')
      expect(agree).toHaveLength(1)
      await rt.fire(agree[0], 'agreeprivacyauthorization')
      expect(answers[1]).toEqual({ event: 'agree', buttonId: 'yqc-privacy-agree' })
      expect(rt.text()).not.toContain('用户隐私保护提示')
    })

    test('a path the app does not have (an old share) lands at home with 页面不存在', async () => {
      const rt = (suite.rt = await launch(server, { launch: { path: 'pagesGone/old/old', scene: 1007, query: { id: '1' } } }))
      await rt.settle()
      expect(rt.current.route).toBe(HOME)
      expect(rt.host.toasts).toContain('页面不存在')
    })

    test('a downloaded update: onUpdateReady asks with showModal; 取消 keeps the version, 确定 applies it', async () => {
      const rt = (suite.rt = await launch(server))
      const applied = () => rt.host.calls.filter((c) => c.api === 'UpdateManager.applyUpdate').length
      rt.host.answers.showModal = () => ({ confirm: false, cancel: true })
      expect(await rt.trigger('UpdateReady')).toBe(1)
      expect(rt.host.modals.map((m) => m.content)).toEqual(['新版本已经准备好，是否重启应用？'])
      expect(applied()).toBe(0)
      rt.host.answers.showModal = () => ({ confirm: true, cancel: false })
      await rt.trigger('UpdateReady')
      expect(rt.host.modals).toHaveLength(2)
      expect(applied()).toBe(1)
    })

    test('扫一扫 on home: a company’s mini-program code opens its profile', async () => {
      const rt = (suite.rt = await launch(server, { storage: await J.signedIn(server, '13900008181') }))
      const made = await api<{ scene?: string; code?: string }>(server, 'POST', API.entry.create, { kind: 'company', id: f.company.pid })
      const scene = String(made.scene ?? made.code)
      rt.host.answers.scanCode = () => ({
        result: '',
        path: `pagesIndex/entry/entry?scene=${encodeURIComponent(scene)}`,
        scanType: 'WX_CODE',
      })
      expect(rt.current.route).toBe(HOME)
      await rt.tap(rt.byClass('scan-button')[0])
      await waitFor(rt, () => rt.current.route === 'pagesFilter/detail/detail', 'the code did not open the profile')
      expect(rt.current.options.pid).toBe(f.company.pid)
      await rt.waitForText(f.company.name)
    })

    test('扫一扫 on 我的: the QR code of a login page opens the scan-login confirmation', async () => {
      const rt = (suite.rt = await launch(server, { storage: await J.signedIn(server, '13900009191') }))
      const device = {
        deviceIdentification: 'pc-scan',
        deviceName: 'Mac 电脑',
        phoneBrand: 'TestBrand',
        systemVersion: 'macOS 14',
        versions: '1.0.1',
      }
      const ticket = await api<{ ticket: string; url: string }>(server, 'POST', API.signin.scanTicket, device)
      rt.host.answers.scanCode = () => ({ result: ticket.url, scanType: 'QR_CODE', charSet: 'utf-8' })
      await rt.relaunch('/pages/mine/mine')
      await rt.tap(rt.byClass('scan-button')[0])
      await waitFor(rt, () => rt.current.route === 'pagesLogin/scan/scan', 'the code did not open the scan-login page')
      expect(rt.current.options.ticket).toBe(ticket.ticket)
      await rt.waitForText('Mac 电脑')
      await rt.waitForText('确认登录')
    })
  })
})

function hasAncestorOfClass(n: Node, cls: string): boolean {
  for (let p = n.parent; p; p = p.parent) if (p.className.split(/\s+/).includes(cls)) return true
  return false
}
