import Taro from '@tarojs/taro'
import { createOrder, payOrderAgain } from '../../../src/services/member'
import { browser, LeftForAuthorisation, OA_STATE, takeOaCode } from '../../../src/services/payer'
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
