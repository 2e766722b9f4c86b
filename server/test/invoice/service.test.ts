/**
 * The invoice service with providers that refuse, answer with a file, or give no answer; the local provider
 * without a CJK font and with the longest heads; and the rule of what an order may be invoiced for.
 */
import fs from 'node:fs'
import path from 'node:path'
import { startServer, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import type { LocalWechatPay } from '../../src/pay/local'
import { InvoiceService, invoiceableFen, STUCK_MS } from '../../src/invoice/service'
import { LocalInvoiceProvider } from '../../src/invoice/local'
import { InvoiceProviderError, type InvoiceIssueRequest, type InvoiceProvider, type IssuedInvoice } from '../../src/invoice/provider'

let s: TestServer
let pay: LocalWechatPay
let token: string
let userId: string
let headId: number

beforeAll(async () => {
  s = await startServer({ config: { localPayRetryMs: [20, 20] } })
  const phone = freshPhone('1395')
  token = await codeLogin(s, phone)
  userId = ((await s.sql.prepare('SELECT user_id FROM users WHERE phone = ?').get(phone)) as { user_id: string }).user_id
  pay = (await s.app.moneyRuntime.localPay()) as LocalWechatPay
  headId = (await s.app.repos.invoices.createHead(
    userId,
    { kind: 'company', name: '华为技术有限公司', tax_id: '914403001922038216', bank: null, account: null, address: null, phone: null },
    true,
    20,
    s.clock.ms,
  ))!.id
}, 60_000)
afterAll(async () => s.close())

async function paidOrder(): Promise<string> {
  const r = await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'native', couponId: 0 }, { token })
  const { orderNo } = r.body.data.order
  pay.fake.pay(orderNo)
  await pay.fake.settled()
  return orderNo
}

const service = (provider: InvoiceProvider) =>
  new InvoiceService({ repo: s.app.repos.invoices, provider, now: () => s.clock.ms, log: () => undefined })

class ScriptedProvider implements InvoiceProvider {
  readonly name = 'scripted'
  calls: InvoiceIssueRequest[] = []
  constructor(private readonly answer: (r: InvoiceIssueRequest) => Promise<IssuedInvoice>) {}
  issue(r: InvoiceIssueRequest) {
    this.calls.push(r)
    return this.answer(r)
  }
}

test('a provider refusal is kept as the failure, and the order may be asked for again', async () => {
  const orderNo = await paidOrder()
  const failing = new ScriptedProvider(async () => {
    throw new InvoiceProviderError('TAX_DOWN', '税务平台维护中，请稍后重试')
  })
  const failed = await service(failing).request(userId, { orderNo, headId, email: 'a@example.com' })
  expect(failed).toMatchObject({ state: 'failed', failReason: '税务平台维护中，请稍后重试', pdfReady: false, invoiceNo: null })
  await expect(service(failing).pdf(userId, failed.id)).rejects.toThrow('开票失败，没有发票文件')

  const issued = await service(new LocalInvoiceProvider({ now: () => s.clock.ms })).request(userId, {
    orderNo,
    headId,
    email: 'a@example.com',
  })
  expect(issued.state).toBe('issued')
  expect((await s.app.repos.invoices.requests(userId, null, 0, 10)).rows.filter((r) => r.order_no === orderNo).map((r) => r.state)).toEqual(
    ['issued', 'failed'],
  )
})

test('a provider answering with a file: the file is what the owner downloads', async () => {
  const file = path.join(s.dir, 'from-provider.pdf')
  fs.writeFileSync(file, '%PDF-1.7 provider file')
  const provider = new ScriptedProvider(async () => ({ invoiceNo: '24440000000000000001', issuedAt: s.clock.ms, pdfPath: file }))
  const r = await service(provider).request(userId, { orderNo: await paidOrder(), headId, email: 'a@example.com' })
  expect(r).toMatchObject({ state: 'issued', invoiceNo: '24440000000000000001' })
  expect((await service(provider).pdf(userId, r.id)).pdf.toString()).toBe('%PDF-1.7 provider file')
  expect(provider.calls[0]).toMatchObject({
    requestId: r.id,
    buyer: { kind: 'company', name: '华为技术有限公司', taxId: '914403001922038216' },
    items: [{ name: '会员服务费', amountFen: r.amountFen }],
  })
})

test('a request whose outcome is unknown stays requested and is re-sent under the same id once stale, not before', async () => {
  const orderNo = await paidOrder()
  const broken = new ScriptedProvider(async () => {
    throw new Error('socket hang up')
  })
  const first = await service(broken).request(userId, { orderNo, headId, email: 'a@example.com' })
  expect(first).toMatchObject({ state: 'requested', failReason: null, pdfReady: false })
  const local = new LocalInvoiceProvider({ now: () => s.clock.ms })
  await expect(service(local).request(userId, { orderNo, headId, email: 'a@example.com' })).rejects.toThrow('该订单的发票正在开具')
  s.clock.advance(STUCK_MS / 1000 + 1)
  const r = await service(local).request(userId, { orderNo, headId, email: 'a@example.com' })
  expect(r).toMatchObject({ id: first.id, state: 'issued' })
  expect(local.received.map((q) => q.requestId)).toEqual([first.id])
})

test('without a CJK font the local provider fails with a clear message, and the request with it', async () => {
  const provider = new LocalInvoiceProvider({ now: () => s.clock.ms, fonts: [{ path: '/nonexistent/NotoSansCJK-Regular.ttc' }] })
  const r = await service(provider).request(userId, { orderNo: await paidOrder(), headId, email: 'a@example.com' })
  expect(r.state).toBe('failed')
  expect(r.failReason).toContain('本机没有中文字体，无法生成发票PDF：请安装 fonts-noto-cjk')
  expect(r.failReason).toContain('/nonexistent/NotoSansCJK-Regular.ttc')
})

test('the longest head still fits one page', async () => {
  const out = await new LocalInvoiceProvider({ now: () => s.clock.ms }).issue({
    requestId: 1,
    orderNo: 'YQ2026110110000012345678',
    email: 'a@example.com',
    amountFen: 29900,
    requestedAt: s.clock.ms,
    buyer: {
      kind: 'company',
      name: '深'.repeat(100),
      taxId: '914403001922038216',
      bank: '银'.repeat(100),
      account: '1'.repeat(32),
      address: '址'.repeat(200),
      phone: '0'.repeat(30),
    },
    items: [{ name: '会员服务费', amountFen: 29900 }],
  })
  const text = Buffer.from('pdfBytes' in out ? out.pdfBytes : fs.readFileSync(out.pdfPath)).toString('latin1')
  expect(text.startsWith('%PDF-')).toBe(true)
  expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1)
})

test('what an order may be invoiced for', () => {
  const o = (state: string, refund: number | null = null) => invoiceableFen({ state: state as never, amount_fen: 3900, refund_fen: refund })
  expect(o('paid')).toEqual({ ok: true, fen: 3900 })
  // a refund the provider refused leaves its amount on a paid order: nothing was given back
  expect(o('paid', 1000)).toEqual({ ok: true, fen: 3900 })
  expect(o('refunded', 1000)).toEqual({ ok: true, fen: 2900 })
  expect(o('refunded', 3900)).toEqual({ ok: false, reason: '订单已全额退款，不能开票' })
  expect(o('refunding', 1000)).toEqual({ ok: false, reason: '订单退款处理中，请退款完成后再申请开票' })
  expect(o('created')).toEqual({ ok: false, reason: '订单尚未支付，不能开票' })
  expect(o('closed')).toEqual({ ok: false, reason: '订单已关闭，不能开票' })
})
