import * as pay from '../../../src/services/pay'
import { CheckoutStore } from '../../../src/stores/checkout'
import { session } from '../../../src/stores/session'
import type { Order, OrderCreateResult } from '../../../contract/schemas/member'
import { setupPage, settle, TOKEN, user } from '../pages/harness'
import { nativePayment, orderOf } from './fixtures'

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36'
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1'

let h: ReturnType<typeof setupPage>
/** what the server says of the order when asked */
let state: Order['state']

const placed = (over: Partial<Order> = {}): OrderCreateResult => ({ order: orderOf(over), payment: nativePayment })

beforeEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
  h = setupPage()
  session.login(TOKEN, user)
  state = 'created'
  h.on('GET', '/member/order/detail', () => ({ data: orderOf({ state, paidAt: state === 'paid' ? Date.now() : null }) }))
  h.on('POST', '/member/order/pay', () => ({ data: placed() }))
  h.on('POST', '/member/order/cancel', () => ({ data: orderOf({ state: 'closed', closedAt: Date.now() }) }))
})

afterEach(() => jest.useRealTimers())

describe('checkout store', () => {
  it('places the order with this client’s pay method and is paid only once the server says so', async () => {
    jest.spyOn(pay, 'runPayment').mockResolvedValue('done')
    const c = new CheckoutStore('h5', () => IPHONE)
    const paid = jest.fn()
    c.onPaid = paid
    state = 'paid'
    const place = jest.fn(async () => placed())
    await c.start(place)
    expect(place).toHaveBeenCalledWith('h5')
    expect(h.callsTo('/member/order/detail')[0].query).toEqual({ orderNo: orderOf().orderNo })
    expect(c.stage).toBe('paid')
    expect(c.order?.state).toBe('paid')
    expect(paid).toHaveBeenCalledTimes(1)
    expect(paid.mock.calls[0][0]).toMatchObject({ orderNo: orderOf().orderNo, state: 'paid' })
  })

  it('the payment step saying done is not enough: an order the server still holds open is unpaid', async () => {
    jest.spyOn(pay, 'runPayment').mockResolvedValue('done')
    const c = new CheckoutStore('weapp', () => '')
    const paid = jest.fn()
    c.onPaid = paid
    await c.start(async () => placed())
    expect(c.stage).toBe('unpaid')
    expect(paid).not.toHaveBeenCalled()
  })

  it('a cancelled payment leaves the order open (unpaid); cancelling it closes the checkout and reports the order', async () => {
    jest.spyOn(pay, 'runPayment').mockResolvedValue('cancelled')
    const c = new CheckoutStore('weapp', () => '')
    const changed = jest.fn()
    c.onChange = changed
    await c.start(async () => placed({ payMethod: 'jsapi' }))
    expect(c.stage).toBe('unpaid')
    expect(c.order?.orderNo).toBe(orderOf().orderNo)
    const cancelled = await c.cancel()
    expect(h.callsTo('/member/order/cancel')[0].data).toEqual({ orderNo: orderOf().orderNo })
    expect(cancelled?.state).toBe('closed')
    expect(changed).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'closed' }))
    expect(c.stage).toBe('idle')
    expect(c.order).toBeNull()
  })

  it('a QR code is watched until the order is paid, then the watching stops', async () => {
    jest.useFakeTimers()
    const c = new CheckoutStore('h5', () => DESKTOP)
    const paid = jest.fn()
    c.onPaid = paid
    await c.start(async (method) => placed({ payMethod: method }))
    expect(c.stage).toBe('qr')
    expect(c.payment?.qrDataUrl).toBe(nativePayment.qrDataUrl)
    await jest.advanceTimersByTimeAsync(2100)
    expect(h.callsTo('/member/order/detail')).toHaveLength(1)
    expect(c.stage).toBe('qr')
    state = 'paid'
    await jest.advanceTimersByTimeAsync(2100)
    expect(c.stage).toBe('paid')
    expect(paid).toHaveBeenCalledTimes(1)
    const asked = h.callsTo('/member/order/detail').length
    await jest.advanceTimersByTimeAsync(10_000)
    expect(h.callsTo('/member/order/detail')).toHaveLength(asked)
    expect(jest.getTimerCount()).toBe(0)
  })

  it('我已支付 on a QR code checks at once, and a paid answer cancels the pending watch', async () => {
    jest.useFakeTimers()
    const c = new CheckoutStore('h5', () => DESKTOP)
    c.showQr(orderOf(), nativePayment)
    expect(jest.getTimerCount()).toBe(1)
    state = 'paid'
    await c.check()
    expect(c.stage).toBe('paid')
    expect(jest.getTimerCount()).toBe(0)
  })

  it('a QR code whose order times out ends closed, and the watching stops', async () => {
    jest.useFakeTimers()
    const c = new CheckoutStore('h5', () => DESKTOP)
    c.showQr(orderOf(), nativePayment)
    expect(c.stage).toBe('qr')
    state = 'closed'
    await jest.advanceTimersByTimeAsync(2100)
    expect(c.stage).toBe('closed')
    const asked = h.callsTo('/member/order/detail').length
    await jest.advanceTimersByTimeAsync(10_000)
    expect(h.callsTo('/member/order/detail')).toHaveLength(asked)
    c.closeCheckout()
    expect(c.stage).toBe('idle')
    expect(c.order).toBeNull()
  })

  it('retry pays the open order again, WeChat returning the payer to the page the checkout names', async () => {
    const run = jest.spyOn(pay, 'runPayment').mockResolvedValueOnce('cancelled')
    const c = new CheckoutStore('h5', () => DESKTOP)
    c.returnTo = (o) => `/pagesDetail/exportPhoneData/pay?kind=search&keyword=x&rows=3&orderNo=${o.orderNo}`
    await c.start(async () => placed())
    expect(c.stage).toBe('unpaid')
    run.mockRestore()
    await c.retry()
    expect(h.callsTo('/member/order/pay')[0].data).toEqual({
      orderNo: orderOf().orderNo,
      payMethod: 'native',
      returnUrl: expect.stringContaining(`#/pagesDetail/exportPhoneData/pay?kind=search&keyword=x&rows=3&orderNo=${orderOf().orderNo}`),
    })
    expect(c.stage).toBe('qr')
    c.closeCheckout()
  })

  it('a refused order leaves the checkout idle with the server’s reason; a refused retry stays unpaid', async () => {
    const c = new CheckoutStore('h5', () => DESKTOP)
    h.on('POST', '/member/entOrPhoneExport/phoneOrder', () => ({ code: '4000', msg: '导出结果已变化，请刷新报价后重新下单', status: 400 }))
    const { phoneOrder } = await import('../../../src/services/exports')
    await c.start((payMethod) => phoneOrder({ kind: 'search', keyword: '科技', rows: 3, payMethod }))
    expect(c.stage).toBe('idle')
    expect(c.order).toBeNull()
    expect(c.error).toBe('导出结果已变化，请刷新报价后重新下单')

    jest.spyOn(pay, 'runPayment').mockResolvedValue('cancelled')
    await c.start(async () => placed())
    expect(c.error).toBe('')
    h.on('POST', '/member/order/pay', () => ({ code: '4000', msg: '订单已关闭', status: 400 }))
    await c.retry()
    expect(c.stage).toBe('unpaid')
    expect(c.error).toBe('订单已关闭')
  })

  it('a second tap while an order is being placed places no second order', async () => {
    let release: (r: OrderCreateResult) => void = () => undefined
    jest.spyOn(pay, 'runPayment').mockResolvedValue('cancelled')
    const c = new CheckoutStore('h5', () => DESKTOP)
    const place = jest.fn(() => new Promise<OrderCreateResult>((r) => (release = r)))
    const first = c.start(place)
    expect(c.busy).toBe(true)
    await c.start(place)
    expect(place).toHaveBeenCalledTimes(1)
    release(placed())
    await first
    expect(c.stage).toBe('unpaid')
  })

  it('resumes an order placed before (back from WeChat’s page): paid runs the paid hook', async () => {
    const c = new CheckoutStore('h5', () => IPHONE)
    const paid = jest.fn()
    c.onPaid = paid
    state = 'paid'
    await c.resume(orderOf().orderNo)
    await settle()
    expect(c.stage).toBe('paid')
    expect(paid).toHaveBeenCalledTimes(1)

    state = 'created'
    const d = new CheckoutStore('h5', () => IPHONE)
    await d.resume(orderOf().orderNo)
    expect(d.stage).toBe('unpaid')
  })
})
