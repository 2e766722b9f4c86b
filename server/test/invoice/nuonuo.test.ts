/**
 * The 诺诺 (Nuonuo) e-invoice provider against a local stand-in of the platform that checks every signature: what it
 * sends for an invoice, issuing at once or after the platform has said 开票中, the same request sent again giving the
 * invoice already issued, a refusal becoming InvoiceProviderError with the platform's Chinese message, and no answer (or
 * one that is not the platform's word on the invoice) becoming an ordinary error, so the request is sent again later.
 */
import crypto from 'node:crypto'
import { NuonuoInvoiceProvider, nuonuoSign, type NuonuoConfig } from '../../src/invoice/nuonuo'
import { InvoiceProviderError, type InvoiceIssueRequest } from '../../src/invoice/provider'
import { startNuonuoStub, STUB_APP, type NuonuoStub } from './nuonuo-stub'

/** 2026-11-01 10:00 in China */
const REQUESTED_AT = Date.UTC(2026, 10, 1, 2, 0, 0)
let stub: NuonuoStub
let requestIds = 1000

beforeAll(async () => {
  stub = await startNuonuoStub()
})
afterAll(async () => stub.stop())
beforeEach(() => {
  stub.next = {}
})

const provider = (over: Partial<NuonuoConfig> = {}) =>
  new NuonuoInvoiceProvider({
    appKey: STUB_APP.appKey,
    appSecret: STUB_APP.appSecret,
    accessToken: STUB_APP.token,
    taxnum: STUB_APP.taxnum,
    clerk: '张三',
    goodsCode: '3040201010000000000',
    baseUrl: stub.url,
    pollIntervalMs: 10,
    pollAttempts: 3,
    timeoutMs: 1000,
    ...over,
  })

const request = (over: Partial<InvoiceIssueRequest> = {}): InvoiceIssueRequest => ({
  requestId: ++requestIds,
  orderNo: 'M202611010001',
  buyer: {
    kind: 'company',
    name: '深圳市腾讯计算机系统有限公司',
    taxId: '91440300708461136T',
    bank: '招商银行深圳分行',
    account: '75590000000001',
    address: '深圳市南山区',
    phone: '0755-86013388',
  },
  email: 'finance@example.com',
  items: [{ name: '会员服务费', amountFen: 2900 }],
  amountFen: 2900,
  requestedAt: REQUESTED_AT,
  ...over,
})

/** the error a call ends with (it must end with one) */
const failure = (p: Promise<unknown>): Promise<Error> =>
  p.then(
    () => {
      throw new Error('the call succeeded')
    },
    (e: Error) => e,
  )

const billings = () => stub.calls.filter((c) => c.method === 'nuonuo.OpeMplatform.requestBillingNew')

test('the signature is HMAC-SHA1 (base64) with the app secret over a=services&l=v1&p=open&k&i&n&t&f', () => {
  const text = 'a=services&l=v1&p=open&k=SD63236305&i=0123456789abcdef0123456789abcdef&n=12345678&t=1761962400&f={"a":1}'
  expect(
    nuonuoSign(
      '/open/v1/services',
      'SDDED2523BED4643',
      'SD63236305',
      '0123456789abcdef0123456789abcdef',
      '12345678',
      '1761962400',
      '{"a":1}',
    ),
  ).toBe(crypto.createHmac('sha1', 'SDDED2523BED4643').update(text).digest('base64'))
})

test('an order issued at once: a fully digital ordinary invoice for the buyer, mailed, and its number, time and PDF', async () => {
  const r = request()
  const out = await provider().issue(r)
  expect(stub.calls.every((c) => c.signed)).toBe(true)
  const order = billings().at(-1)!.content.order
  expect(order).toMatchObject({
    orderNo: `YQC${r.requestId}`,
    invoiceDate: '2026-11-01 10:00:00',
    invoiceType: '1',
    invoiceLine: 'pc',
    salerTaxNum: STUB_APP.taxnum,
    clerk: '张三',
    buyerName: '深圳市腾讯计算机系统有限公司',
    buyerTaxNum: '91440300708461136T',
    buyerAddress: '深圳市南山区',
    buyerTel: '0755-86013388',
    buyerAccount: '招商银行深圳分行 75590000000001',
    pushMode: '0',
    email: 'finance@example.com',
  })
  expect(order.remark).toContain('M202611010001')
  expect(order.invoiceDetail).toEqual([
    {
      goodsName: '会员服务费',
      goodsCode: '3040201010000000000',
      withTaxFlag: '1',
      num: '1',
      price: '29.00',
      taxRate: '0.06',
      taxIncludedAmount: '29.00',
      taxExcludedAmount: '27.36',
      tax: '1.64',
      invoiceLineProperty: '0',
    },
  ])
  const issued = stub.invoices.get(`YQC${r.requestId}`)!
  expect(out.invoiceNo).toBe(issued.invoiceNo)
  expect(out.invoiceNo).toMatch(/^\d{20}$/)
  expect(out.issuedAt).toBe(issued.invoiceTime)
  expect('pdfBytes' in out && Buffer.from(out.pdfBytes).toString('utf8')).toBe(stub.pdfOf(issued.invoiceNo))
})

test('a personal buyer is sent with a name and no tax number or bank', async () => {
  await provider().issue(
    request({ buyer: { kind: 'personal', name: '张小明', taxId: null, bank: null, account: null, address: null, phone: null } }),
  )
  const order = billings().at(-1)!.content.order
  expect(order.buyerName).toBe('张小明')
  for (const k of ['buyerTaxNum', 'buyerAccount', 'buyerAddress', 'buyerTel']) expect(order[k] ?? '').toBe('')
})

test('开票中 first: the provider asks again until the invoice is issued', async () => {
  stub.next = { pending: 2 }
  const r = request()
  const out = await provider().issue(r)
  const queries = stub.calls.filter((c) => c.method === 'nuonuo.OpeMplatform.queryInvoiceResult')
  expect(queries.length).toBeGreaterThanOrEqual(3)
  expect(out.invoiceNo).toBe(stub.invoices.get(`YQC${r.requestId}`)!.invoiceNo)
})

test('still 开票中 when the provider stops asking: an ordinary error; sent again, the same invoice, never a second one', async () => {
  stub.next = { pending: 10 }
  const r = request()
  const first = await failure(provider().issue(r))
  expect(first).toBeInstanceOf(Error)
  expect(first).not.toBeInstanceOf(InvoiceProviderError)
  stub.invoices.get(`YQC${r.requestId}`)!.pending = 0
  stub.next = {}
  const again = await provider().issue(r)
  expect(again.invoiceNo).toBe(stub.invoices.get(`YQC${r.requestId}`)!.invoiceNo)
  expect([...stub.invoices.keys()].filter((k) => k === `YQC${r.requestId}`)).toHaveLength(1)
})

test('the same request after it was issued gives back the invoice already issued', async () => {
  const r = request()
  const p = provider()
  const a = await p.issue(r)
  const before = stub.invoices.size
  const b = await p.issue(r)
  expect(b.invoiceNo).toBe(a.invoiceNo)
  expect(b.issuedAt).toBe(a.issuedAt)
  expect(stub.invoices.size).toBe(before)
})

test('an order number the platform holds for another amount is refused, not taken for this invoice', async () => {
  const r = request()
  await provider().issue(r)
  const other = request({ requestId: r.requestId, amountFen: 9900, items: [{ name: '会员服务费', amountFen: 9900 }] })
  const e = await failure(provider().issue(other))
  expect(e).toBeInstanceOf(InvoiceProviderError)
  expect(e.message).toMatch(/[\u4e00-\u9fa5]/)
})

test('a refusal of the order is final, with the platform’s own Chinese message', async () => {
  stub.next = { refuse: { code: 'E9105', describe: '购方名称不能为空' } }
  const e = await failure(provider().issue(request()))
  expect(e).toBeInstanceOf(InvoiceProviderError)
  expect((e as InvoiceProviderError).code).toBe('E9105')
  expect(e.message).toBe('购方名称不能为空')
})

test('an invoice the tax platform failed to issue (22) is refused with its failCause', async () => {
  stub.next = { failCause: '购方税号有误' }
  const e = await failure(provider().issue(request()))
  expect(e).toBeInstanceOf(InvoiceProviderError)
  expect(e.message).toBe('购方税号有误')
})

test('no answer is an ordinary error (the request is sent again later), within the time limit', async () => {
  stub.next = { silent: true }
  const started = Date.now()
  const e = await failure(provider({ timeoutMs: 300 }).issue(request()))
  expect(e).toBeInstanceOf(Error)
  expect(e).not.toBeInstanceOf(InvoiceProviderError)
  expect(Date.now() - started).toBeLessThan(5000)
})

test('a call the platform cannot verify (wrong secret) is an ordinary error, not the buyer’s refusal', async () => {
  const e = await failure(provider({ appSecret: 'wrong-secret' }).issue(request()))
  expect(e).toBeInstanceOf(Error)
  expect(e).not.toBeInstanceOf(InvoiceProviderError)
  expect(e.message).toContain('070301')
})

test('a platform that cannot be reached is an ordinary error', async () => {
  const e = await failure(provider({ baseUrl: 'http://127.0.0.1:1/open/v1/services' }).issue(request()))
  expect(e).toBeInstanceOf(Error)
  expect(e).not.toBeInstanceOf(InvoiceProviderError)
})

test('fromEnv needs the app key, secret, token, tax number, clerk and goods code', () => {
  const env = {
    NUONUO_APP_KEY: 'k',
    NUONUO_APP_SECRET: 's',
    NUONUO_TOKEN: 't',
    NUONUO_TAXNUM: '339902999999789113',
    NUONUO_CLERK: '张三',
    NUONUO_GOODS_CODE: '3040201010000000000',
  }
  expect(NuonuoInvoiceProvider.fromEnv(env)).toBeInstanceOf(NuonuoInvoiceProvider)
  for (const k of Object.keys(env)) expect(NuonuoInvoiceProvider.fromEnv({ ...env, [k]: undefined })).toBeNull()
  expect(() => NuonuoInvoiceProvider.fromEnv({ ...env, NUONUO_TAX_RATE: '6%' })).toThrow(/NUONUO_TAX_RATE/)
})
