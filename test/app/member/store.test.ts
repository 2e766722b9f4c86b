import { MemberStore } from '../../../src/stores/member'
import { payMethodFor, yuan, countdown } from '../../../src/domain/payMethod'
import { session } from '../../../src/stores/session'
import { quota } from '../../../src/stores/quota'
import { setupPage, settle, TOKEN, user } from '../pages/harness'
import { LEVELS, infoOf, nativePayment, orderOf } from './fixtures'

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36'
let h: ReturnType<typeof setupPage>
let paid: boolean

beforeEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
  h = setupPage()
  paid = false
  session.login(TOKEN, user)
  h.on('GET', '/member/levels', () => ({ data: LEVELS }))
  h.on('GET', '/member/info', () => ({ data: paid ? infoOf(1, Date.now() + 365 * 86400_000) : infoOf(0) }))
  h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ data: { ...user, memberLevel: paid ? 1 : 0 } }))
  h.on('POST', '/member/order/create', () => ({ data: { order: orderOf(), payment: nativePayment } }))
  h.on('GET', '/member/order/detail', () => ({ data: orderOf({ state: paid ? 'paid' : 'created' }) }))
})

describe('pay method and money text', () => {
  it('the mini-program and WeChat’s browser take JSAPI, other phones H5, desktops a QR code', () => {
    expect(payMethodFor('weapp', '')).toBe('jsapi')
    expect(payMethodFor('h5', 'Mozilla/5.0 (iPhone) MicroMessenger/8.0')).toBe('jsapi')
    expect(payMethodFor('h5', 'Mozilla/5.0 (Linux; Android 14) Mobile Safari')).toBe('h5')
    expect(payMethodFor('h5', DESKTOP)).toBe('native')
  })
  it('writes yuan without trailing zeros and counts down to the close', () => {
    expect([yuan(2900), yuan(2990), yuan(2999), yuan(1)]).toEqual(['29', '29.9', '29.99', '0.01'])
    expect(countdown(1_000_000 + 125_000, 1_000_000)).toBe('02:05')
    expect(countdown(1_000, 2_000)).toBe('')
  })
})

describe('member store', () => {
  it('loads the levels and picks the longest term of the wanted level', async () => {
    const m = new MemberStore('h5', () => DESKTOP)
    await m.load(2)
    expect(m.level).toBe(2)
    expect(m.sku).toBe('svip_month')
    m.pick(1)
    expect(m.offer?.sku).toBe('vip_year')
    expect(m.info?.level).toBe(0)
  })

  it('on a desktop shows the QR code, and becomes paid only when the server says so; the limits apply at once', async () => {
    jest.useFakeTimers()
    quota.setFromCode('15000', '{"appMaskLayer":1}')
    const m = new MemberStore('h5', () => DESKTOP)
    await m.load(1)
    await m.buy()
    expect(h.callsTo('/member/order/create')[0].data).toMatchObject({ sku: 'vip_year', payMethod: 'native' })
    expect(m.stage).toBe('qr')
    // the server still reports it unpaid: the code stays
    await jest.advanceTimersByTimeAsync(2100)
    expect(m.stage).toBe('qr')
    paid = true
    await jest.advanceTimersByTimeAsync(2100)
    await settle()
    expect(m.stage).toBe('paid')
    expect(m.info?.level).toBe(1)
    expect(quota.times.hasNoTimes).toBe(false)
    expect(session.userInfo?.memberLevel).toBe(1)
    m.closeCheckout()
  })

  it('a payment the user cancels leaves the order open, with a way to pay again', async () => {
    const m = new MemberStore('weapp', () => '')
    h.on('POST', '/member/order/create', () => ({
      data: { order: orderOf({ payMethod: 'jsapi' }), payment: { ...nativePayment, method: 'jsapi', params: null } },
    }))
    await m.load(1)
    await m.buy()
    expect(m.stage).toBe('unpaid')
    h.on('POST', '/member/order/pay', () => ({ data: { order: orderOf(), payment: nativePayment } }))
    await m.retry()
    expect(h.callsTo('/member/order/pay')[0].data).toMatchObject({ orderNo: orderOf().orderNo })
    expect(m.stage).toBe('qr')
    m.closeCheckout()
  })

  it('a refused order shows the server’s reason and changes nothing', async () => {
    h.on('POST', '/member/order/create', () => ({ code: '4000', msg: '您有5笔未支付的订单，请先支付或取消后再下单', status: 400 }))
    const m = new MemberStore('h5', () => DESKTOP)
    await m.load(1)
    await m.buy()
    expect(m.stage).toBe('idle')
    expect(m.error).toBe('您有5笔未支付的订单，请先支付或取消后再下单')
  })
})
