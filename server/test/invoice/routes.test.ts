/**
 * Invoice heads and invoices over real HTTP, for orders paid through the local fake WeChat Pay and issued by the local
 * invoice provider: heads and their rules, one invoice per order for what the order kept, the PDF, the refusals, and
 * another user's heads and invoices.
 */
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import type { LocalWechatPay } from '../../src/pay/local'
import { usccCheckChar } from '../../../contract/domain/tax-id'

let s: TestServer
let pay: LocalWechatPay
let token: string
let other: string

const TENCENT = '91440300708461136T'
const P = '/member/invoice'
const auth = (t = token) => ({ token: t })
const company = (extra: Record<string, unknown> = {}) => ({
  kind: 'company',
  name: '深圳市腾讯计算机系统有限公司',
  taxId: TENCENT,
  ...extra,
})
const heads = async (t = token) => (await s.get(`${P}/head/list`, undefined, auth(t))).body.data
const createHead = async (body: unknown, t = token) => (await s.post(`${P}/head/create`, body, auth(t))).body
const ask = async (body: Record<string, unknown>, t = token) => (await s.post(`${P}/request/create`, body, auth(t))).body

async function paidOrder(t = token): Promise<{ orderNo: string; amountFen: number }> {
  const r = await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'native', couponId: 0 }, auth(t))
  const { orderNo, amountFen } = r.body.data.order
  pay.fake.pay(orderNo)
  await pay.fake.settled()
  expect((await s.get('/member/order/detail', { orderNo }, auth(t))).body.data.state).toBe('paid')
  return { orderNo, amountFen }
}

async function refund(orderNo: string, t = token): Promise<number> {
  expect((await s.post('/member/order/refund', { orderNo, reason: '测试' }, auth(t))).body.code).toBe('0000')
  await pay.fake.settled()
  const o = (await s.get('/member/order/detail', { orderNo }, auth(t))).body.data
  expect(o.state).toBe('refunded')
  return o.refundFen
}

async function download(id: number, t = token) {
  const query = `id=${id}`
  const res = await fetch(`${s.url}/api${P}/request/pdf?${query}`, {
    headers: { sign: s.sign('GET', `${P}/request/pdf`, query), token: t },
  })
  const bytes = Buffer.from(await res.arrayBuffer())
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes }
}

beforeAll(async () => {
  s = await startServer({ config: { localPayRetryMs: [20, 20] } })
  token = await codeLogin(s, freshPhone('1391'))
  other = await codeLogin(s, freshPhone('1392'))
  pay = (await s.app.moneyRuntime.localPay()) as LocalWechatPay
}, 60_000)
afterAll(async () => s.close())

describe('invoice heads', () => {
  let companyId: number
  let personalId: number

  it('starts empty and says how many may be kept', async () => {
    expect(await heads()).toEqual({ list: [], max: 20 })
  })

  it('keeps a company head with its tax id as the code is written; the first head is the default', async () => {
    const r = await createHead(
      company({ taxId: ' 91440300 708461136t ', bank: '招商银行深圳分行', account: '7559 0000 0000 01', phone: '0755-86013388' }),
    )
    expect(r.code).toBe('0000')
    expect(r.data).toMatchObject({ kind: 'company', taxId: TENCENT, account: '75590000000001', address: null, isDefault: true })
    companyId = r.data.id
  })

  it('keeps a personal head with its name only', async () => {
    const r = await createHead({ kind: 'personal', name: '张三', taxId: '', bank: ' ' })
    expect(r.data).toMatchObject({ kind: 'personal', name: '张三', taxId: null, bank: null, isDefault: false })
    personalId = r.data.id
  })

  it('moves the default: one default, listed first', async () => {
    const r = await s.post(`${P}/head/setDefault`, { id: personalId }, auth())
    expect(r.body.data.list.map((h: { id: number; isDefault: boolean }) => [h.id, h.isDefault])).toEqual([
      [personalId, true],
      [companyId, false],
    ])
    const made = await createHead(company({ name: '另一家公司', isDefault: 1 }))
    expect((await heads()).list.filter((h: { isDefault: boolean }) => h.isDefault).map((h: { id: number }) => h.id)).toEqual([made.data.id])
    await s.post(`${P}/head/delete`, { id: made.data.id }, auth())
  })

  it('updates a head', async () => {
    const r = await s.post(`${P}/head/update`, { id: companyId, ...company({ address: '深圳市南山区科技园' }) }, auth())
    expect(r.body.data).toMatchObject({ id: companyId, address: '深圳市南山区科技园', bank: null })
    expect((await heads()).list.find((h: { id: number }) => h.id === companyId).address).toBe('深圳市南山区科技园')
  })

  it('refuses bad input in Chinese and writes nothing', async () => {
    const before = JSON.stringify(await heads())
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [company({ taxId: '9144030070846113' }), /长度应为18位/],
      [company({ taxId: '91440300708461I36T' }), /第15位“I”不是有效字符/],
      [company({ taxId: '91440300708461136X' }), /校验位不正确/],
      [company({ taxId: `9144A300708461136${usccCheckChar('9144A300708461136')}` }), /行政区划码/],
      [company({ taxId: undefined }), /请填写纳税人识别号/],
      [company({ name: '  ' }), /请输入抬头名称/],
      [company({ account: '12ab' }), /银行账号/],
      [company({ phone: '电话' }), /注册电话/],
      [{ kind: 'personal', name: '张三', taxId: TENCENT }, /个人抬头只需填写名称/],
      [{ kind: 'team', name: '张三' }, /抬头类型/],
      [{ kind: 'company', taxId: TENCENT }, /抬头名称/],
      [company({ name: '名'.repeat(101) }), /抬头名称不能超过100个字符/],
    ]
    for (const [body, msg] of cases) {
      const r = await s.post(`${P}/head/create`, body, auth())
      expect({ body, status: r.status, code: r.body.code }).toEqual({ body, status: 400, code: '4000' })
      expect(r.body.msg).toMatch(msg)
      expectChinese(r.body.msg)
    }
    const upd = await s.post(`${P}/head/update`, { id: companyId, ...company({ taxId: '914403001922038217' }) }, auth())
    expect(upd.body.msg).toMatch(/校验位/)
    expect(JSON.stringify(await heads())).toBe(before)
  })

  it('keeps at most 20', async () => {
    const t = await codeLogin(s, freshPhone('1393'))
    for (let i = 0; i < 20; i++) expect((await createHead({ kind: 'personal', name: `个人${i}` }, t)).code).toBe('0000')
    const r = await createHead({ kind: 'personal', name: '第21个' }, t)
    expect(r.code).toBe('4000')
    expect(r.msg).toContain('最多保存20个')
    expect((await heads(t)).list).toHaveLength(20)
  })

  it('deleting the default makes the newest head left the default', async () => {
    const r = await s.post(`${P}/head/delete`, { id: personalId }, auth())
    expect(r.body.data.list.map((h: { id: number; isDefault: boolean }) => [h.id, h.isDefault])).toEqual([[companyId, true]])
    personalId = (await createHead({ kind: 'personal', name: '张三' })).data.id
  })

  it('another user’s head is 4040 and stays as it was', async () => {
    const before = JSON.stringify(await heads())
    for (const [path, body] of [
      ['/head/update', { id: companyId, ...company({ name: '被改了' }) }],
      ['/head/delete', { id: companyId }],
      ['/head/setDefault', { id: personalId }],
    ] as const) {
      const r = await s.post(`${P}${path}`, body, auth(other))
      expect({ path, status: r.status, code: r.body.code }).toEqual({ path, status: 404, code: '4040' })
    }
    expect((await heads(other)).list).toEqual([])
    expect(JSON.stringify(await heads())).toBe(before)
  })
})

describe('invoices', () => {
  let headId: number
  let orderNo: string
  let amountFen: number
  let invoiceId: number
  const email = 'finance@example.com'

  beforeAll(async () => {
    headId = (await heads()).list.find((h: { kind: string }) => h.kind === 'company').id
    ;({ orderNo, amountFen } = await paidOrder())
  })

  it('issues the invoice of a paid order at once, for the amount paid, to the head as it is now', async () => {
    const r = await ask({ orderNo, headId, email })
    expect(r.code).toBe('0000')
    expect(r.data).toMatchObject({
      orderNo,
      headId,
      email,
      item: '会员服务费',
      amountFen,
      state: 'issued',
      pdfReady: true,
      failReason: null,
      issuedAt: s.clock.ms,
      buyer: { kind: 'company', name: '深圳市腾讯计算机系统有限公司', taxId: TENCENT, address: '深圳市南山区科技园' },
    })
    expect(r.data.invoiceNo).toMatch(/^\d{20}$/)
    invoiceId = r.data.id
  })

  it('lists it and shows its detail', async () => {
    const list = (await s.get(`${P}/request/list`, undefined, auth())).body.data
    expect(list).toMatchObject({ total: 1, totalText: '1', pageNum: 1 })
    expect(list.list[0].id).toBe(invoiceId)
    expect((await s.get(`${P}/request/list`, { state: 'failed' }, auth())).body.data.total).toBe(0)
    const d = await s.get(`${P}/request/detail`, { id: invoiceId }, auth())
    expect(d.body.data).toEqual(list.list[0])
  })

  it('gives the owner the PDF', async () => {
    const r = await download(invoiceId)
    expect(r.status).toBe(200)
    expect(r.type).toBe('application/pdf')
    expect(r.disposition).toMatch(/^attachment; filename="invoice-\d{20}\.pdf"$/)
    expect(r.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // the Chinese text is drawn with an embedded CJK font
    expect(r.bytes.toString('latin1')).toContain('NotoSansCJK')
  })

  it('refuses a second invoice for the same order', async () => {
    const r = await ask({ orderNo, headId: (await heads()).list[1].id, email })
    expect(r.code).toBe('4000')
    expect(r.msg).toBe('该订单已开具发票，每个订单只能开票一次')
    expect(await count(s.sql, 'invoice_requests', 'order_no = ?', orderNo)).toBe(1)
  })

  it('keeps the buyer of an issued invoice when its head is edited or deleted', async () => {
    const spare = (await createHead(company({ name: '临时抬头' }))).data.id
    const { orderNo: o } = await paidOrder()
    const r = await ask({ orderNo: o, headId: spare, email })
    await s.post(`${P}/head/delete`, { id: spare }, auth())
    const d = (await s.get(`${P}/request/detail`, { id: r.data.id }, auth())).body.data
    expect(d).toMatchObject({ headId: null, buyer: { name: '临时抬头', taxId: TENCENT } })
  })

  it('invoices what a partly refunded order kept', async () => {
    // a first membership starts at payment, so two days of it are used when the refund is asked
    const t = await codeLogin(s, freshPhone('1394'))
    const head = (await createHead({ kind: 'personal', name: '王五' }, t)).data.id
    const o = await paidOrder(t)
    s.clock.advance(2 * 86400)
    const refundFen = await refund(o.orderNo, t)
    expect(refundFen).toBeGreaterThan(0)
    expect(refundFen).toBeLessThan(o.amountFen)
    const r = await ask({ orderNo: o.orderNo, headId: head, email }, t)
    expect(r.data).toMatchObject({ state: 'issued', amountFen: o.amountFen - refundFen })
  })

  it('refuses unpaid, closed, fully refunded and unknown orders, in Chinese', async () => {
    const open = (await s.post('/member/order/create', { sku: 'svip_month', payMethod: 'native', couponId: 0 }, auth())).body.data.order
    expect((await ask({ orderNo: open.orderNo, headId, email })).msg).toBe('订单尚未支付，不能开票')
    await s.post('/member/order/cancel', { orderNo: open.orderNo }, auth())
    expect((await ask({ orderNo: open.orderNo, headId, email })).msg).toBe('订单已关闭，不能开票')
    // this user is a member already: the new term starts when the current one ends, so all of it comes back
    const full = await paidOrder()
    expect(await refund(full.orderNo)).toBe(full.amountFen)
    expect((await ask({ orderNo: full.orderNo, headId, email })).msg).toBe('订单已全额退款，不能开票')
    const unknown = await ask({ orderNo: 'YQ000000000000', headId, email })
    expect([unknown.code, unknown.msg]).toEqual(['4040', '订单不存在'])
    expect((await ask({ orderNo, headId: 999999, email })).code).toBe('4040')
    const badEmail = await ask({ orderNo: full.orderNo, headId, email: 'not-an-email' })
    expect([badEmail.code, badEmail.msg]).toEqual(['4000', '请输入正确的接收邮箱'])
    expect(await count(s.sql, 'invoice_requests', 'order_no IN (?, ?)', open.orderNo, full.orderNo)).toBe(0)
  })

  it('another user’s invoice, order or head is 4040', async () => {
    const theirs = (await createHead({ kind: 'personal', name: '李四' }, other)).data.id
    for (const r of [
      await s.get(`${P}/request/detail`, { id: invoiceId }, auth(other)),
      await s.post(`${P}/request/create`, { orderNo, headId: theirs, email }, auth(other)),
      await s.post(`${P}/request/create`, { orderNo: (await paidOrder(other)).orderNo, headId, email }, auth(other)),
    ])
      expect({ status: r.status, code: r.body.code }).toEqual({ status: 404, code: '4040' })
    const pdf = await download(invoiceId, other)
    expect(pdf.status).toBe(404)
    expect(JSON.parse(pdf.bytes.toString('utf8')).code).toBe('4040')
    expect((await s.get(`${P}/request/list`, undefined, auth(other))).body.data.list).toEqual([])
  })

  it('needs a login', async () => {
    expect((await s.get(`${P}/request/list`)).body.code).toBe('4030')
    expect((await download(invoiceId, '')).status).toBe(401)
  })
})
