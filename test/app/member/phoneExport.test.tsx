import Taro from '@tarojs/taro'
import { render, screen, fireEvent, within } from '@testing-library/react'
import ExportData from '../../../src/pagesDetail/exportData/exportData'
import ExportPhoneData from '../../../src/pagesDetail/exportPhoneData/exportPhoneData'
import ExportPhonePay from '../../../src/pagesDetail/exportPhoneData/pay'
import { payableFen } from '../../../contract/domain/coupons'
import MyOrder from '../../../src/pagesUser/myOrder/myOrder/myOrder'
import MyDownload from '../../../src/pagesUser/myDownload/myDownload/myDownload'
import { phoneInput, linkParams } from '../../../src/domain/exportParams'
import { benefitValue } from '../../../src/domain/memberBenefits'
import * as files from '../../../src/services/files'
import * as pay from '../../../src/services/pay'
import { browser, OA_STATE } from '../../../src/services/payer'
import { session } from '../../../src/stores/session'
import type { ExportFrequency, ExportItem, PhoneQuote } from '../../../contract/schemas/export'
import type { Coupon, Order } from '../../../contract/schemas/member'
import { setupPage, settle, TOKEN, user } from '../pages/harness'
import { LEVELS, infoOf, nativePayment, orderOf } from './fixtures'

const KEYWORD = '科技'
const ORDER_NO = 'YQ2026112310000099999999'

const quoteOf = (over: Partial<PhoneQuote> = {}): PhoneQuote => ({
  title: '企业搜索“科技”',
  allowed: true,
  upgradeLevel: null,
  level: 1,
  levelName: 'VIP会员',
  totalHits: 5000,
  scanned: 2000,
  rowsPerExport: 2000,
  rows: 120,
  phones: 180,
  rowFen: 10,
  priceFen: 1200,
  ttlHours: 48,
  preview: [
    { name: '北京云端科技有限公司', phones: ['138****0001', '010-6***1234'] },
    { name: '上海星河科技有限公司', phones: ['139****0002'] },
  ],
  ...over,
})

const freq: ExportFrequency = {
  level: 1,
  levelName: 'VIP会员',
  perDay: 20,
  used: 0,
  remaining: 20,
  rowsPerExport: 2000,
  phoneExport: true,
  ttlHours: 72,
  levels: [
    { level: 0, name: '免费用户', perDay: 2, rowsPerExport: 100, phoneExport: false, phoneRowFen: 0 },
    { level: 1, name: 'VIP会员', perDay: 20, rowsPerExport: 2000, phoneExport: true, phoneRowFen: 10 },
    { level: 2, name: 'SVIP会员', perDay: 50, rowsPerExport: 10000, phoneExport: true, phoneRowFen: 5 },
  ],
}

const fileOf = (over: Partial<ExportItem> = {}): ExportItem => ({
  id: 9,
  title: '企业电话：企业搜索“科技”',
  kind: 'phone',
  kindLabel: '企业电话',
  rows: 120,
  capped: true,
  size: 30720,
  fileName: '企业电话-科技.xlsx',
  createdAt: Date.now(),
  expiresAt: Date.now() + 72 * 3600_000,
  state: 'ready',
  ...over,
})

const phoneOrderOf = (over: Partial<Order> = {}): Order =>
  orderOf({
    orderNo: ORDER_NO,
    kind: 'phone_export',
    title: '企业电话导出 120 家',
    sku: 'phone_export',
    months: 0,
    priceFen: 1200,
    discountFen: 500,
    amountFen: 700,
    couponTitle: '满10减5',
    exportRows: 120,
    ...over,
  })

const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: 1,
  title: '满10减5',
  source: 'invite',
  amountFen: 500,
  minFen: 1000,
  issuedAt: 0,
  expiresAt: Date.now() + 86400_000,
  state: 'available',
  usedAt: null,
  ...over,
})

const page = <T,>(list: T[]) => ({ data: { total: list.length, totalText: String(list.length), pageNum: 1, pageSize: 20, list } })

let h: ReturnType<typeof setupPage>
beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, { ...user, memberLevel: 1 })
  h.on('GET', '/member/entOrPhoneExport/frequency', () => ({ data: freq }))
  h.on('GET', '/member/info', () => ({ data: infoOf(1, Date.now() + 30 * 86400_000) }))
  h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ data: { ...user, memberLevel: 1 } }))
})

describe('the phone export’s parameters', () => {
  it('only a search or a filter result has phones; a link carries the same result set', () => {
    expect(phoneInput({ kind: 'search', keyword: encodeURIComponent(KEYWORD) })).toEqual({ kind: 'search', keyword: KEYWORD })
    expect(phoneInput({ kind: 'advanced', regionCode: '110000', capitalMin: '100', rows: '3' })).toEqual({
      kind: 'advanced',
      regionCode: '110000',
      capitalMin: 100,
    })
    expect(phoneInput({ kind: 'dimension', pid: 'p1', dimension: 'executor' })).toBeNull()
    expect(phoneInput({ kind: 'search' })).toBeNull()
    expect(linkParams({ kind: 'advanced', regionCode: '110000', capitalMin: 100 }, '北京')).toEqual({
      kind: 'advanced',
      title: '北京',
      regionCode: '110000',
      capitalMin: 100,
    })
  })

  it('the member centre prices the phone export per company, and only where a level can buy it', () => {
    expect(benefitValue('phoneExport', LEVELS.levels[1].benefits)).toBe('¥0.10/家')
    expect(benefitValue('phoneExport', LEVELS.levels[2].benefits)).toBe('¥0.05/家')
    expect(benefitValue('phoneExport', LEVELS.levels[0].benefits)).toBe('—')
  })

  it('a coupon never makes the order free', () => {
    expect(payableFen(1200, { amountFen: 500 })).toBe(700)
    expect(payableFen(300, { amountFen: 500 })).toBe(1)
    expect(payableFen(1200, null)).toBe(1200)
  })
})

describe('the export page’s way to the phones', () => {
  it('a search result offers 导出企业电话 with the same parameters', async () => {
    h.params({ kind: 'search', keyword: encodeURIComponent(KEYWORD) })
    render(<ExportData />)
    await settle()
    fireEvent.click(screen.getByTestId('export-phone-link'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: `/pagesDetail/exportPhoneData/exportPhoneData?kind=search&keyword=${encodeURIComponent(KEYWORD)}` }),
    )
  })

  it('a dimension export has no phones to offer', async () => {
    h.params({ kind: 'dimension', pid: 'p1', dimension: 'executor' })
    render(<ExportData />)
    await settle()
    expect(screen.queryByTestId('export-phone-link')).toBeNull()
  })
})

describe('导出企业电话: the quote', () => {
  it('shows the totals, the cap, the price and a masked sample, and goes to pay with the rows', async () => {
    h.params({ kind: 'search', keyword: encodeURIComponent(KEYWORD) })
    h.on('POST', '/member/entOrPhoneExport/phoneQuote', () => ({ data: quoteOf() }))
    render(<ExportPhoneData />)
    expect(screen.getByRole('status')).toBeTruthy()
    await settle()
    expect(h.callsTo('/member/entOrPhoneExport/phoneQuote')[0].data).toEqual({ kind: 'search', keyword: KEYWORD })
    expect(screen.getByText(`企业搜索“${KEYWORD}”的结果`)).toBeTruthy()
    expect(screen.getByTestId('phone-totals').textContent).toBe('结果共 5000 家，前 2000 家中有 120 家有联系电话，共 180 个号码')
    expect(screen.getByTestId('phone-cap').textContent).toContain('2000/2000')
    expect(screen.getByTestId('phone-capped').textContent).toContain('仅包含前 2000 家企业；SVIP会员每次可包含 10000 家')
    expect(screen.getByTestId('phone-price').textContent).toBe('¥0.10/家 × 120 家 =¥12.00')
    const preview = screen.getByTestId('phone-preview')
    expect(preview.textContent).toContain('北京云端科技有限公司')
    expect(preview.textContent).toContain('138****0001')
    expect(screen.getByText(/电话号码（含来源）、疑似电话/)).toBeTruthy()
    expect(screen.getByText('· 文件在我的下载中保存48小时；')).toBeTruthy()
    expect(screen.getByText('· 数据一经导出不支持退款；')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    fireEvent.click(screen.getByTestId('phone-pay'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: `/pagesDetail/exportPhoneData/pay?kind=search&keyword=${encodeURIComponent(KEYWORD)}&rows=120` }),
    )
  })

  it('a level that cannot buy phones gets the way to the level that can, and no pay button', async () => {
    h.params({ kind: 'advanced', regionCode: '110000', title: encodeURIComponent('北京') })
    // the server quotes a free user at the lowest level that can buy phones
    h.on('GET', '/member/entOrPhoneExport/frequency', () => ({ data: { ...freq, level: 0, levelName: '免费用户', phoneExport: false } }))
    h.on('POST', '/member/entOrPhoneExport/phoneQuote', () => ({ data: quoteOf({ allowed: false, upgradeLevel: 1 }) }))
    render(<ExportPhoneData />)
    await settle()
    expect(h.callsTo('/member/entOrPhoneExport/phoneQuote')[0].data).toEqual({ kind: 'advanced', regionCode: '110000' })
    expect(screen.getByText('高级搜索的筛选结果：北京')).toBeTruthy()
    const card = screen.getByTestId('phone-upgrade')
    expect(card.textContent).toContain('导出企业电话需开通VIP会员')
    expect(card.textContent).toContain('你当前为免费用户，开通VIP会员后按 ¥0.10/家 计费，本结果约 ¥12.00')
    expect(screen.getByTestId('phone-cap').textContent).toContain('开通VIP会员后：每次最多 2000 家')
    expect(screen.queryByTestId('phone-pay')).toBeNull()
    expect(screen.queryByTestId('phone-price')).toBeNull()
    fireEvent.click(screen.getByTestId('phone-upgrade-btn'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesUser/memberCenter/memberCenter?level=1' }))
  })

  it('no company with a phone: says so, and nothing to pay', async () => {
    h.params({ kind: 'search', keyword: encodeURIComponent(KEYWORD) })
    h.on('POST', '/member/entOrPhoneExport/phoneQuote', () => ({
      data: quoteOf({ totalHits: 30, scanned: 30, rows: 0, phones: 0, priceFen: 0, preview: [] }),
    }))
    render(<ExportPhoneData />)
    await settle()
    expect(screen.getByTestId('phone-none').textContent).toBe('该结果中暂无可导出的联系电话')
    expect(screen.queryByTestId('phone-pay')).toBeNull()
    expect(screen.queryByTestId('phone-capped')).toBeNull()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
  })
})

describe('确认支付: the phone export’s payment', () => {
  beforeEach(() => {
    h.params({ kind: 'search', keyword: encodeURIComponent(KEYWORD), rows: '120' })
    h.on('GET', '/member/coupons', () => ({
      data: {
        list: [coupon(), coupon({ id: 2, title: '立减3元', amountFen: 300, minFen: 0 }), coupon({ id: 3, amountFen: 2000, minFen: 5000 })],
      },
    }))
  })

  it('applies the best coupon, places the order with the rows and pay method, and makes the file once paid', async () => {
    let state: Order['state'] = 'created'
    h.on('POST', '/member/entOrPhoneExport/phoneOrder', () => ({ data: { order: phoneOrderOf(), payment: nativePayment } }))
    h.on('GET', '/member/order/detail', () => ({ data: phoneOrderOf({ state, paidAt: state === 'paid' ? Date.now() : null }) }))
    h.on('POST', '/member/entOrPhoneExport/phoneExport', () => ({ data: { item: fileOf(), frequency: freq } }))
    render(<ExportPhonePay />)
    await settle()
    const summary = screen.getByTestId('phone-summary')
    expect(summary.textContent).toContain('企业电话导出 120 家')
    expect(summary.textContent).toContain('¥0.10/家')
    expect(screen.getByTestId('phone-original').textContent).toBe('¥12.00')
    expect(screen.getByTestId('phone-coupon').textContent).toBe('满10减5 -¥5.00')
    expect(screen.getByTestId('phone-pay-amount').textContent).toBe('¥7.00')
    expect(screen.getByTestId('phone-method').textContent).toContain('微信支付')

    fireEvent.click(screen.getByTestId('phone-confirm'))
    await settle()
    expect(h.callsTo('/member/entOrPhoneExport/phoneOrder')).toHaveLength(1)
    expect(h.callsTo('/member/entOrPhoneExport/phoneOrder')[0].data).toMatchObject({
      kind: 'search',
      keyword: KEYWORD,
      rows: 120,
      payMethod: 'native',
      couponId: 1,
    })
    // WeChat's H5 page comes back to this page with the order the server numbered
    expect(String(h.callsTo('/member/entOrPhoneExport/phoneOrder')[0].data.returnUrl)).toMatch(
      /pagesDetail\/exportPhoneData\/pay\?.*orderNo=(%7BorderNo%7D|\{orderNo\})/,
    )
    // a desktop browser: the QR code, and the server still says unpaid
    expect(screen.getByTestId('mc-sheet').textContent).toContain('微信扫码支付 ¥7')
    expect(h.callsTo('/member/entOrPhoneExport/phoneExport')).toHaveLength(0)

    state = 'paid'
    fireEvent.click(screen.getByTestId('checkout-check'))
    await settle(20)
    expect(h.callsTo('/member/entOrPhoneExport/phoneExport')[0].data).toEqual({ orderNo: ORDER_NO })
    expect(screen.getByTestId('phone-paid').textContent).toContain('实付 ¥7.00')
    const file = screen.getByTestId('export-result')
    expect(file.textContent).toContain('企业电话-科技.xlsx')
    expect(file.textContent).toContain('120 家')
    expect(file.textContent).toContain('30.0 KB')
    expect(within(file).getByText('我的下载')).toBeTruthy()
    expect(screen.getByTestId('mc-sheet').textContent).toContain('导出完成')
    expect(screen.queryByTestId('phone-confirm')).toBeNull()

    // 完成 closes the sheet; the file stays on the page
    fireEvent.click(within(screen.getByTestId('mc-sheet')).getByText('完成'))
    await settle()
    expect(screen.queryByTestId('mc-sheet')).toBeNull()
    expect(screen.getByTestId('export-result')).toBeTruthy()
  })

  it("in WeChat's browser: back from the authorisation, the order is placed with its code and paid without another tap", async () => {
    const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.47 NetType/WIFI'
    const AUTHORISE = 'https://open.weixin.qq.com/connect/oauth2/authorize?x#wechat_redirect'
    const route = `#/pagesDetail/exportPhoneData/pay?kind=search&keyword=${encodeURIComponent(KEYWORD)}&rows=120`
    let address = `https://yqc.example.com/${route}`
    sessionStorage.clear()
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA)
    jest.spyOn(browser, 'href').mockImplementation(() => address)
    jest.spyOn(browser, 'forget').mockImplementation((url) => {
      address = url
    })
    const go = jest.spyOn(browser, 'go').mockImplementation(() => undefined)
    const sheet = jest.spyOn(pay, 'runPayment').mockResolvedValue('done')
    h.on('GET', '/sso/wx/oa/authorizeUrl', () => ({ data: { url: AUTHORISE } }))
    h.on('POST', '/member/entOrPhoneExport/phoneOrder', () => ({ data: { order: phoneOrderOf(), payment: { method: 'jsapi' } } }))
    h.on('GET', '/member/order/detail', () => ({ data: phoneOrderOf({ state: 'paid', paidAt: Date.now() }) }))
    h.on('POST', '/member/entOrPhoneExport/phoneExport', () => ({ data: { item: fileOf(), frequency: freq } }))

    const before = render(<ExportPhonePay />)
    await settle()
    fireEvent.click(screen.getByTestId('phone-confirm'))
    await settle()
    expect(go).toHaveBeenCalledWith(AUTHORISE)
    expect(h.callsTo('/member/entOrPhoneExport/phoneOrder')).toHaveLength(0)
    before.unmount()

    // WeChat sends the browser back to this very address with a code: a new page
    address = `https://yqc.example.com/?code=oa-back1234&state=${OA_STATE}${route}`
    const after = render(<ExportPhonePay />)
    await settle(20)
    expect(h.callsTo('/member/entOrPhoneExport/phoneOrder').map((c) => c.data)).toEqual([
      expect.objectContaining({ kind: 'search', keyword: KEYWORD, rows: 120, payMethod: 'jsapi', couponId: 1, oaCode: 'oa-back1234' }),
    ])
    expect(sheet).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('phone-paid').textContent).toContain('实付 ¥7.00')
    expect(address).toBe(`https://yqc.example.com/${route}`)
    after.unmount()

    // once: the same address again (a reload) places nothing
    address = `https://yqc.example.com/?code=oa-back1234&state=${OA_STATE}${route}`
    render(<ExportPhonePay />)
    await settle(20)
    expect(h.callsTo('/member/entOrPhoneExport/phoneOrder')).toHaveLength(1)
    expect(screen.getByTestId('phone-confirm')).toBeTruthy()
  })

  it('places no order before the coupons are known, so the amount shown is the amount ordered', async () => {
    let finish: () => void = () => undefined
    const held = new Promise<void>((r) => (finish = r))
    const harness = h.spies.request.getMockImplementation() as (o: { url: string }) => Promise<unknown>
    h.spies.request.mockImplementation(((opts: { url: string }) =>
      opts.url.includes('/member/coupons') ? held.then(() => harness(opts)) : harness(opts)) as never)
    render(<ExportPhonePay />)
    await settle(20)
    fireEvent.click(screen.getByTestId('phone-confirm'))
    await settle()
    expect(h.callsTo('/member/entOrPhoneExport/phoneOrder')).toHaveLength(0)
    finish()
    await settle(20)
    fireEvent.click(screen.getByTestId('phone-confirm'))
    await settle()
    expect(h.callsTo('/member/entOrPhoneExport/phoneOrder')).toHaveLength(1)
    expect(h.callsTo('/member/entOrPhoneExport/phoneOrder')[0].data).toMatchObject({ couponId: 1 })
  })

  it('shows 正在生成文件… while the file is made', async () => {
    h.params({ kind: 'search', keyword: encodeURIComponent(KEYWORD), rows: '120', orderNo: ORDER_NO })
    h.on('GET', '/member/order/detail', () => ({ data: phoneOrderOf({ state: 'paid', paidAt: Date.now() }) }))
    h.on('POST', '/member/entOrPhoneExport/phoneExport', () => ({ data: { item: fileOf(), frequency: freq } }))
    // the file is held back until the page has shown its progress
    let finish: () => void = () => undefined
    const held = new Promise<void>((r) => (finish = r))
    const harness = h.spies.request.getMockImplementation() as (o: { url: string }) => Promise<unknown>
    h.spies.request.mockImplementation(((opts: { url: string }) =>
      opts.url.includes('/phoneExport') ? held.then(() => harness(opts)) : harness(opts)) as never)
    render(<ExportPhonePay />)
    await settle(20)
    expect(screen.getByTestId('phone-making').textContent).toContain('正在生成文件…')
    expect(screen.getByTestId('mc-sheet').textContent).toContain('正在生成文件…')
    finish()
    await settle(20)
    expect(h.callsTo('/member/entOrPhoneExport/phoneExport')).toHaveLength(1)
    expect(screen.queryByTestId('phone-making')).toBeNull()
    expect(screen.getByTestId('export-result').textContent).toContain('企业电话-科技.xlsx')
  })

  it('a refused order because the count changed shows why and leads back to a fresh quote', async () => {
    h.on('POST', '/member/entOrPhoneExport/phoneOrder', () => ({
      code: '4091',
      msg: '数据已更新：当前有 118 家企业有联系电话，共 ¥11.80，请确认后重新下单',
      status: 409,
    }))
    render(<ExportPhonePay />)
    await settle()
    fireEvent.click(screen.getByTestId('phone-confirm'))
    await settle()
    expect(screen.getByTestId('phone-refused').textContent).toContain('当前有 118 家企业有联系电话')
    expect(screen.queryByTestId('mc-sheet')).toBeNull()
    expect(screen.queryByTestId('phone-confirm')).toBeNull()
    fireEvent.click(screen.getByTestId('phone-requote'))
    await settle()
    expect(h.spies.redirectTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: `/pagesDetail/exportPhoneData/exportPhoneData?kind=search&keyword=${encodeURIComponent(KEYWORD)}` }),
    )
  })

  it('another refusal shows why and keeps the pay button', async () => {
    h.on('POST', '/member/entOrPhoneExport/phoneOrder', () => ({ code: '4000', msg: '该优惠券已被使用，请重新选择', status: 400 }))
    render(<ExportPhonePay />)
    await settle()
    fireEvent.click(screen.getByTestId('phone-confirm'))
    await settle()
    expect(screen.getByTestId('phone-refused').textContent).toContain('该优惠券已被使用')
    expect(screen.queryByTestId('phone-requote')).toBeNull()
    expect(screen.getByTestId('phone-confirm')).toBeTruthy()
  })

  it('no usable coupon: the full price; a level that cannot buy gets no pay button', async () => {
    h.on('GET', '/member/coupons', () => ({ data: { list: [coupon({ minFen: 5000 })] } }))
    const { unmount } = render(<ExportPhonePay />)
    await settle()
    expect(screen.getByTestId('phone-pay-amount').textContent).toBe('¥12.00')
    expect(screen.queryByTestId('phone-coupon')).toBeNull()
    unmount()

    h.on('GET', '/member/info', () => ({ data: infoOf(0) }))
    render(<ExportPhonePay />)
    await settle()
    expect(screen.getByTestId('phone-cannot')).toBeTruthy()
    expect(screen.queryByTestId('phone-confirm')).toBeNull()
  })
})

describe('a phone export in my orders and my downloads', () => {
  it('a paid phone order has no term line and downloads its file', async () => {
    const download = jest.spyOn(Taro, 'downloadFile').mockResolvedValue({ statusCode: 200, tempFilePath: 'blob:file' } as never)
    const open = jest.spyOn(files, 'openFile').mockResolvedValue(undefined)
    const paid = phoneOrderOf({ state: 'paid', paidAt: Date.now(), exportId: 9, deliveryState: 'delivered' })
    h.on('GET', '/member/order/list', () => page([paid]))
    h.on('POST', '/member/entOrPhoneExport/phoneExport', () => ({ data: { item: fileOf(), frequency: freq } }))
    render(<MyOrder />)
    await settle(20)
    const card = screen.getByTestId('order-card')
    expect(card.textContent).toContain('企业电话导出 120 家')
    expect(card.textContent).toContain('导出 120 家企业的联系电话')
    expect(card.textContent).not.toContain('会员期')
    const button = screen.getByTestId('order-download')
    expect(button.textContent).toBe('下载文件')
    fireEvent.click(button)
    await settle(20)
    expect(h.callsTo('/member/entOrPhoneExport/phoneExport')[0].data).toEqual({ orderNo: ORDER_NO })
    expect(download.mock.calls[0][0].url).toContain('/member/entOrPhoneExport/download?id=9')
    expect(open).toHaveBeenCalledWith('blob:file', '企业电话-科技.xlsx')
  })

  it('a paid phone order whose file is not made yet offers 生成文件; a membership order has no such button', async () => {
    jest.spyOn(Taro, 'downloadFile').mockResolvedValue({ statusCode: 200, tempFilePath: 'blob:file' } as never)
    jest.spyOn(files, 'openFile').mockResolvedValue(undefined)
    const paid = phoneOrderOf({ state: 'paid', paidAt: Date.now(), exportId: null })
    const membership = orderOf({
      orderNo: 'YQ2026112310000011111111',
      state: 'paid',
      paidAt: Date.now(),
      termStart: Date.now(),
      termEnd: Date.now(),
    })
    h.on('GET', '/member/order/list', () => page([paid, membership]))
    h.on('POST', '/member/entOrPhoneExport/phoneExport', () => ({ data: { item: fileOf({ id: 11 }), frequency: freq } }))
    render(<MyOrder />)
    await settle(20)
    expect(screen.getAllByTestId('order-download')).toHaveLength(1)
    fireEvent.click(screen.getByText('生成文件'))
    await settle(20)
    expect(h.callsTo('/member/entOrPhoneExport/phoneExport')).toHaveLength(1)
    expect(screen.getByTestId('order-download').textContent).toBe('下载文件')
  })

  it('paying an open order from the list shows the checkout’s QR code over the list', async () => {
    const open = phoneOrderOf()
    h.on('GET', '/member/order/list', () => page([open]))
    h.on('GET', '/member/order/detail', () => ({ data: open }))
    h.on('POST', '/member/order/pay', () => ({ data: { order: open, payment: nativePayment } }))
    render(<MyOrder />)
    await settle(20)
    fireEvent.click(screen.getByText('继续支付'))
    await settle(20)
    expect(h.callsTo('/member/order/pay')[0].data).toMatchObject({ orderNo: ORDER_NO, payMethod: 'native' })
    expect(screen.getByTestId('mc-sheet').textContent).toContain('微信扫码支付 ¥7')
    expect(h.spies.navigateTo).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText('稍后支付'))
    await settle()
    expect(screen.queryByTestId('mc-sheet')).toBeNull()
  })

  it('my downloads: a phone export cannot be exported again (it is bought again)', async () => {
    h.on('GET', '/member/entOrPhoneExport/myDownload', () =>
      page([
        fileOf(),
        fileOf({ id: 8, state: 'expired' }),
        fileOf({ id: 5, kind: 'search', kindLabel: '企业搜索', title: '企业搜索“科技”', fileName: '企业搜索-科技.xlsx' }),
      ]),
    )
    render(<MyDownload />)
    await settle()
    const items = screen.getAllByTestId('download-item')
    expect(items).toHaveLength(3)
    expect(items[0].textContent).toContain('企业电话 · 120 家')
    expect(items[0].textContent).not.toContain('重新导出')
    expect(items[0].textContent).toContain('下载')
    expect(items[1].textContent).not.toContain('重新导出')
    expect(items[1].textContent).toContain('企业电话导出过期后需重新购买')
    expect(items[2].textContent).toContain('重新导出')
  })
})
