import Taro from '@tarojs/taro'
import { createOrder, payOrderAgain } from '../../../src/services/member'
import * as pay from '../../../src/services/pay'
import {
  browser,
  LeftForAuthorisation,
  OA_STATE,
  PENDING_TTL_MS,
  rememberPayment,
  takeOaCode,
  type PendingPay,
  type PendingPurchase,
} from '../../../src/services/payer'
import { CheckoutStore } from '../../../src/stores/checkout'
import type { Order, PayMethod } from '../../../contract/schemas/member'
import { MemberStore } from '../../../src/stores/member'
import { infoOf, LEVELS, orderOf } from './fixtures'
import { session } from '../../../src/stores/session'
import { setupPage, TOKEN, user } from '../pages/harness'

let h: ReturnType<typeof setupPage>
let address = ''
const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.47 NetType/WIFI'

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  session.login(TOKEN, user)
  address = 'https://yqc.example.com/?from=share#/pagesUser/memberCenter/memberCenter'
  jest.spyOn(browser, 'href').mockImplementation(() => address)
  jest.spyOn(browser, 'forget').mockImplementation((url) => {
    address = url
  })
  h.on('POST', '/member/order/create', () => ({ data: { order: { orderNo: 'N1' }, payment: { method: 'jsapi' } } }))
  h.on('POST', '/member/order/pay', () => ({ data: { order: { orderNo: 'N1' }, payment: { method: 'jsapi' } } }))
})

describe('in the mini-program', () => {
  it('a JSAPI order carries a silent wx.login code taken at pay time, whichever way the user signed in', async () => {
    const login = jest.spyOn(Taro, 'login').mockImplementation((() => Promise.resolve({ code: 'pay-code-1', errMsg: 'login:ok' })) as never)
    await createOrder({ sku: 'vip_month', payMethod: 'jsapi' })
    expect(h.callsTo('/member/order/create')[0].data).toEqual({ sku: 'vip_month', payMethod: 'jsapi', wxCode: 'pay-code-1' })
    await payOrderAgain('N1', 'jsapi')
    expect(h.callsTo('/member/order/pay')[0].data).toEqual({ orderNo: 'N1', payMethod: 'jsapi', wxCode: 'pay-code-1' })
    expect(login).toHaveBeenCalledTimes(2)
  })

  it('other pay methods send no code', async () => {
    const login = jest.spyOn(Taro, 'login')
    await createOrder({ sku: 'vip_month', payMethod: 'h5' })
    expect(h.callsTo('/member/order/create')[0].data).toEqual({ sku: 'vip_month', payMethod: 'h5' })
    expect(login).not.toHaveBeenCalled()
  })
})

describe("in WeChat's browser", () => {
  beforeEach(() => jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA))

  it('without a code the browser goes to the web authorisation, returning to this page, and no order is placed', async () => {
    h.on('GET', '/sso/wx/oa/authorizeUrl', () => ({
      data: { url: 'https://open.weixin.qq.com/connect/oauth2/authorize?x#wechat_redirect' },
    }))
    const go = jest.spyOn(browser, 'go').mockImplementation(() => undefined)
    await expect(createOrder({ sku: 'vip_month', payMethod: 'jsapi' })).rejects.toBeInstanceOf(LeftForAuthorisation)
    expect(h.callsTo('/sso/wx/oa/authorizeUrl')[0].query).toEqual({ redirectUri: address, state: OA_STATE })
    expect(go).toHaveBeenCalledWith('https://open.weixin.qq.com/connect/oauth2/authorize?x#wechat_redirect')
    expect(h.callsTo('/member/order/create')).toHaveLength(0)
  })

  it('back with a code: the order carries it, and the code leaves the address (it works once)', async () => {
    address = `https://yqc.example.com/?from=share&code=oa-abc12345&state=${OA_STATE}#/pagesUser/memberCenter/memberCenter`
    await createOrder({ sku: 'vip_month', payMethod: 'jsapi' })
    expect(h.callsTo('/member/order/create')[0].data).toEqual({ sku: 'vip_month', payMethod: 'jsapi', oaCode: 'oa-abc12345' })
    expect(address).toBe('https://yqc.example.com/?from=share#/pagesUser/memberCenter/memberCenter')
    expect(takeOaCode()).toBeNull()
  })

  it('a code after the hash route is taken too', () => {
    address = `https://yqc.example.com/#/pagesUser/memberCenter/memberCenter?level=1&code=oa-def67890&state=${OA_STATE}`
    expect(takeOaCode()).toBe('oa-def67890')
    expect(address).toBe('https://yqc.example.com/#/pagesUser/memberCenter/memberCenter?level=1')
  })

  it('a code of another authorisation (another state) is not used', () => {
    address = 'https://yqc.example.com/?code=oa-abc12345&state=other#/pages/index/index'
    expect(takeOaCode()).toBeNull()
  })
})

describe("back from the authorisation in WeChat's browser, the payment resumes by itself", () => {
  const AUTHORISE = 'https://open.weixin.qq.com/connect/oauth2/authorize?x#wechat_redirect'
  const back = (page = '#/pagesUser/memberCenter/memberCenter') =>
    `https://yqc.example.com/?from=share&code=oa-back1234&state=${OA_STATE}${page}`
  const order = (state: Order['state'] = 'created') => orderOf({ orderNo: 'N1', state })
  const place = (sku: string) => (payMethod: PayMethod) => createOrder({ sku, payMethod })
  /** what the member centre orders again: an offer */
  const offer = (what: PendingPurchase) => ('sku' in what ? place(what.sku) : null)
  let go: jest.SpyInstance
  let sheet: jest.SpyInstance

  beforeEach(() => {
    sessionStorage.clear()
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA)
    h.on('GET', '/sso/wx/oa/authorizeUrl', () => ({ data: { url: AUTHORISE } }))
    h.on('GET', '/member/order/detail', () => ({ data: order() }))
    go = jest.spyOn(browser, 'go').mockImplementation(() => undefined)
    sheet = jest.spyOn(pay, 'runPayment').mockResolvedValue('done')
  })

  const leave = async (pending?: PendingPay) => {
    const c = new CheckoutStore('h5', () => WECHAT_UA)
    await c.start(place('vip_year'), pending)
    expect(go).toHaveBeenCalledWith(AUTHORISE)
    expect(c.error).toBe('正在跳转微信授权，返回后将继续支付')
    expect(h.callsTo('/member/order/create')).toHaveLength(0)
  }

  it('an offer being bought is ordered with the code and the pay sheet asked once, without another tap', async () => {
    await leave({ sku: 'vip_year' })
    // the browser comes back: a new page, a new store
    address = back()
    const c = new CheckoutStore('h5', () => WECHAT_UA)
    const placeFor = jest.fn(offer)
    expect(await c.resumeAuthorised(placeFor)).toBe(true)
    expect(placeFor).toHaveBeenCalledWith({ sku: 'vip_year' })
    expect(h.callsTo('/member/order/create').map((c) => c.data)).toEqual([{ sku: 'vip_year', payMethod: 'jsapi', oaCode: 'oa-back1234' }])
    expect(sheet).toHaveBeenCalledTimes(1)
    expect(address).toBe('https://yqc.example.com/?from=share#/pagesUser/memberCenter/memberCenter')
    // once: a reload or another visit does not pay again
    address = back()
    expect(await new CheckoutStore('h5', () => WECHAT_UA).resumeAuthorised(placeFor)).toBe(false)
    expect(h.callsTo('/member/order/create')).toHaveLength(1)
    expect(sheet).toHaveBeenCalledTimes(1)
  })

  it('an open order paid again is paid again with the code', async () => {
    const c = new CheckoutStore('h5', () => WECHAT_UA)
    await c.payOpen(order())
    expect(go).toHaveBeenCalledWith(AUTHORISE)
    expect(h.callsTo('/member/order/pay')).toHaveLength(0)
    address = back('#/pagesUser/myOrder/myOrder/myOrder')
    expect(await new CheckoutStore('h5', () => WECHAT_UA).resumeAuthorised()).toBe(true)
    expect(h.callsTo('/member/order/pay').map((c) => c.data)).toEqual([
      expect.objectContaining({ orderNo: 'N1', payMethod: 'jsapi', oaCode: 'oa-back1234' }),
    ])
    expect(sheet).toHaveBeenCalledTimes(1)
  })

  it('nothing resumes without the authorisation code in the address, after the expiry, or for an order no longer open', async () => {
    await leave({ sku: 'vip_year' })
    // the user came back some other way (the back button): no code
    expect(await new CheckoutStore('h5', () => WECHAT_UA).resumeAuthorised(offer)).toBe(false)

    await leave({ sku: 'vip_year' })
    address = back()
    const later = Date.now() + PENDING_TTL_MS + 1000
    jest.spyOn(Date, 'now').mockReturnValue(later)
    expect(await new CheckoutStore('h5', () => WECHAT_UA).resumeAuthorised(offer)).toBe(false)
    jest.spyOn(Date, 'now').mockRestore()

    rememberPayment({ orderNo: 'N1' })
    h.on('GET', '/member/order/detail', () => ({ data: order('closed') }))
    expect(await new CheckoutStore('h5', () => WECHAT_UA).resumeAuthorised()).toBe(false)
    expect(h.callsTo('/member/order/create')).toHaveLength(0)
    expect(h.callsTo('/member/order/pay')).toHaveLength(0)
    expect(sheet).not.toHaveBeenCalled()
  })

  it('the member centre buys again the offer that was chosen, at its level, once its levels are loaded', async () => {
    h.on('GET', '/member/levels', () => ({ data: LEVELS }))
    h.on('GET', '/member/info', () => ({ data: infoOf(0) }))
    const before = new MemberStore('h5', () => WECHAT_UA)
    await before.load()
    before.pick(2, 'svip_month')
    await before.buy()
    expect(go).toHaveBeenCalledWith(AUTHORISE)
    expect(h.callsTo('/member/order/create')).toHaveLength(0)
    address = back()
    const after = new MemberStore('h5', () => WECHAT_UA)
    await after.load()
    expect(after.level).toBe(1)
    expect(await after.resumeAuthorised()).toBe(true)
    expect([after.level, after.sku]).toEqual([2, 'svip_month'])
    expect(h.callsTo('/member/order/create').map((c) => c.data)).toEqual([
      expect.objectContaining({ sku: 'svip_month', payMethod: 'jsapi', oaCode: 'oa-back1234' }),
    ])
    expect(sheet).toHaveBeenCalledTimes(1)
  })

  it('a purchase that did not leave for WeChat leaves nothing to resume', async () => {
    address = back()
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA)
    await new CheckoutStore('h5', () => WECHAT_UA).start(place('vip_month'), { sku: 'vip_month' })
    expect(h.callsTo('/member/order/create')).toHaveLength(1)
    address = back()
    expect(await new CheckoutStore('h5', () => WECHAT_UA).resumeAuthorised(offer)).toBe(false)
  })
})
