/**
 * The journeys the suite walks, kept apart from the tests so the runtime's self-test can walk them against a
 * broken server and see them fail.
 */
import type { TestServer } from '../../../server/test/api/helpers'
import type { AppConfig } from '../../../server/src/config'
import { API } from '../../../contract/endpoints'
import { api, launch, signedInStorage, startApiServer, type Facts } from './harness'
import type { WeappRuntime } from './runtime'
import { textOf } from './data'

export const server = (config: Partial<AppConfig> = {}) => startApiServer(config)
export const signedIn = signedInStorage

/** the route of the page on top (a call, so that a check on it does not narrow later ones) */
const at = (rt: WeappRuntime): string => rt.current.route

function check(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Error(message)
}

/** home → 查一下 → type a company's name → its result → profile (name shown) → a dimension list with rows */
export async function searchToDimension(rt: WeappRuntime, f: Facts): Promise<void> {
  check(at(rt) === 'pages/index/index', `launched on ${at(rt)}`)
  await rt.tap(rt.byClass('home__search')[0])
  check(at(rt) === 'pagesIndex/search/search', `查一下 opened ${at(rt)}`)
  const input = rt.findAll((n) => n.tag === 'input')[0]
  check(input, 'the search page has no input')
  await rt.input(input, f.company.name)
  await rt.waitForText(f.company.name)
  const card = rt.byClass('company-card').find((c) => textOf(c).includes(f.company.name))
  check(card, `no result card for ${f.company.name}:\n${rt.text().slice(0, 800)}`)
  await rt.tap(card)
  check(at(rt) === 'pagesFilter/detail/detail', `the result opened ${at(rt)}`)
  check(rt.current.options.pid === f.company.pid, `the profile opened pid ${rt.current.options.pid}`)
  await rt.waitForText(f.company.name)
  const cells = rt.byClass('dim-grid__cell').filter((c) => !c.className.includes('is-empty'))
  check(cells.length > 0, `the profile of ${f.company.name} shows no dimension with records`)
  const preferred = ['股东信息', '变更记录', '主要人员', '对外投资']
  const cell = cells.find((c) => preferred.some((p) => textOf(c).includes(p))) ?? cells[0]
  const label = textOf(cell.children[0] ?? cell)
  const count = Number(textOf(cell.children[1] ?? cell).replace(/\D/g, '')) || 0
  check(count > 0, `${label} shows no count`)
  await rt.tap(cell)
  check(at(rt) !== 'pagesFilter/detail/detail', `tapping ${label} stayed on the profile`)
  check(rt.current.options.pid === f.company.pid, `${label} opened for pid ${rt.current.options.pid}`)
  await rt.waitForText(`共 ${count} 条`)
  const rows = rt.byClass('record-row')
  check(rows.length > 0 && rows.length <= count, `${label} (${count} records) shows ${rows.length} rows:\n${rt.text().slice(0, 800)}`)
  check(rt.text().includes(f.company.name), `${label} does not name ${f.company.name}`)
}

export async function launchFromCompanyCode(s: TestServer, f: Facts): Promise<WeappRuntime> {
  const code = await api<{ scene?: string; code?: string }>(s, 'POST', API.entry.create, { kind: 'company', id: f.company.pid })
  const scene = code.scene ?? code.code
  check(scene, `the server made no scene: ${JSON.stringify(code)}`)
  return launch(s, { launch: { path: 'pagesIndex/entry/entry', scene: 1047, query: { scene: encodeURIComponent(scene) } } })
}

export async function entryOpensCompany(rt: WeappRuntime, f: Facts): Promise<void> {
  for (let i = 0; i < 40 && at(rt) === 'pagesIndex/entry/entry'; i++) await rt.settle(250)
  check(at(rt) === 'pagesFilter/detail/detail', `the entry page went to ${at(rt)}: ${rt.text().slice(0, 300)}`)
  check(rt.current.options.pid === f.company.pid, `the entry page opened pid ${rt.current.options.pid}`)
  await rt.waitForText(f.company.name)
}

export async function shareProfile(rt: WeappRuntime, f: Facts): Promise<void> {
  await rt.open('pagesFilter/detail/detail', { pid: f.company.pid })
  await rt.waitForText(f.company.name)
  const share = await rt.share()
  check(share && typeof share === 'object', `onShareAppMessage answered ${JSON.stringify(share)}`)
  check(String(share.title).includes(f.company.name), `the share title "${share.title}" lacks ${f.company.name}`)
  check(
    String(share.path).startsWith('/pagesFilter/detail/detail?') || String(share.path).startsWith('pagesFilter/detail/detail?'),
    `the share path is ${share.path}`,
  )
  check(decodeURIComponent(String(share.path)).includes(`pid=${f.company.pid}`), `the share path ${share.path} lacks the pid`)
}

export async function wechatLogin(rt: WeappRuntime, s: TestServer): Promise<void> {
  const codes: string[] = []
  rt.host.answers.login = () => {
    const code = `headless-login-${codes.length + 1}-${Date.now().toString(36)}`
    codes.push(code)
    return { code }
  }
  await rt.open('pagesLogin/phoneLogin/phoneLogin')
  await rt.waitForText('微信')
  // the agreement box first
  const agree = rt.byClass('login-agree')[0] ?? rt.byText('我已阅读')
  await rt.tap(agree)
  await rt.tap(rt.byText(/微信(一键)?登录/))
  check(codes.length === 1, `微信登录 asked wx.login ${codes.length} times`)
  await rt.waitForText('绑定')
  check(at(rt) === 'pagesLogin/bindPhone/bindPhone', `after WeChat login: ${at(rt)}`)
  const button = rt.findAll((n) => n.tag === 'button' && n.attrs['open-type'] === 'getPhoneNumber')[0]
  check(button, 'the bind page has no getPhoneNumber button')
  await rt.phoneNumber(button, 'phone-13900004444')
  for (let i = 0; i < 20 && at(rt) === 'pagesLogin/bindPhone/bindPhone'; i++) await rt.settle(250)
  check(at(rt) !== 'pagesLogin/bindPhone/bindPhone', 'still on the bind page after the phone code')
  const token = rt.context.wx.getStorageSync('token')
  check(token, 'no token stored after WeChat login')
  const me = await api<{ phoneMasked?: string; phone?: string }>(s, 'GET', API.sso.userInfo, undefined, String(token))
  check(JSON.stringify(me).includes('4444'), `the server's user is ${JSON.stringify(me)}`)
}

export async function scanLogin(rt: WeappRuntime, s: TestServer): Promise<void> {
  const device = {
    deviceIdentification: 'pc-headless',
    deviceName: 'Windows 电脑',
    phoneBrand: 'TestBrand',
    systemVersion: 'Windows 11',
    versions: '1.0.1',
  }
  const ticket = await api<{ ticket: string; url: string }>(s, 'POST', API.signin.scanTicket, device)
  rt.host.answers.scanCode = () => ({ result: ticket.url, scanType: 'QR_CODE', charSet: 'utf-8' })
  await rt.open('pagesLogin/scan/scan')
  await rt.tap(rt.byText('扫一扫'))
  await rt.waitForText('请求登录')
  await rt.waitForText('Windows 电脑')
  await rt.tap('确认登录')
  await rt.waitForText('已确认登录')
  const state = await api<{ status?: string; state?: string; token?: string }>(s, 'GET', `${API.signin.scanStatus}?ticket=${ticket.ticket}`)
  check(/confirm|success|done/i.test(JSON.stringify(state)), `the ticket is ${JSON.stringify(state)}`)
}

export async function buyVip(rt: WeappRuntime, s: TestServer): Promise<void> {
  const pay = (await s.app.moneyRuntime.localPay()) as { fake: { baseUrl: string } } | null
  check(pay, 'the server has no local WeChat Pay')
  const paid: string[] = []
  // what the real payment sheet does on 确认支付: the local WeChat Pay's confirmation for this prepay_id
  rt.host.answers.requestPayment = async (o: { package: string }) => {
    const prepayId = /prepay_id=([^&]+)/.exec(String(o.package))?.[1]
    check(prepayId, `requestPayment got package ${o.package}`)
    const res = await fetch(`${pay.fake.baseUrl}/pay/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prepay_id: prepayId, action: 'pay' }).toString(),
      redirect: 'manual',
    })
    check(res.status === 200, `the local WeChat Pay answered ${res.status}`)
    paid.push(prepayId)
    return {}
  }
  await rt.relaunch('/pages/mine/mine')
  await rt.waitForText('普通用户')
  await rt.open('pagesUser/memberCenter/memberCenter')
  await rt.waitForText('立即开通')
  await rt.tap(rt.byClass('mc-bar__btn')[0])
  for (let i = 0; i < 40 && paid.length === 0; i++) await rt.settle(250)
  check(paid.length === 1, `requestPayment was asked ${paid.length} times; the page shows ${rt.text().slice(0, 500)}`)
  // the server confirms with WeChat (the local fake) before the page says so
  await rt.waitForText('开通成功', 15000)
  await rt.relaunch('/pages/mine/mine')
  await rt.waitForText('VIP会员')
  const level = rt.byClass('mine-level')[0]
  check(
    level && textOf(level).includes('VIP会员') && level.className.includes('mine-level--vip'),
    `我的 shows ${level ? textOf(level) : 'no level'}`,
  )
}

export async function pageLimit(rt: WeappRuntime, f: Facts): Promise<void> {
  const errs: string[] = []
  for (let i = 0; i < 9; i++) await rt.open('pagesFilter/detail/detail', { pid: f.company.pid })
  check(rt.stack.length === 10, `the stack holds ${rt.stack.length} pages`)
  await new Promise<void>((resolve) =>
    rt.context.wx.navigateTo({
      url: `/pagesFilter/detail/detail?pid=${f.company.pid}`,
      fail: (r: { errMsg: string }) => errs.push(r.errMsg),
      complete: () => resolve(),
    }),
  )
  check(errs.length === 1 && /limit exceed/.test(errs[0]), `the 11th navigateTo answered ${JSON.stringify(errs)}`)
  check(rt.stack.length === 10, `the stack holds ${rt.stack.length} pages after the 11th`)
}
