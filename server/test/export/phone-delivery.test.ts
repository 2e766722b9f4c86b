/**
 * A paid phone export and its refund exclude each other: a refund asked while the file is being written is refused
 * (or wins before the writing starts, and then no file is ever served); a file whose writer died is written again when
 * its lease runs out; a refunded order's file is never served. Over real HTTP against the local fake WeChat Pay.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import type { LocalWechatPay } from '../../src/pay/local'
import { DELIVERY_LEASE_MS } from '../../src/export/phone-orders'

const P = {
  quote: '/member/entOrPhoneExport/phoneQuote',
  order: '/member/entOrPhoneExport/phoneOrder',
  file: '/member/entOrPhoneExport/phoneExport',
  download: '/member/entOrPhoneExport/download',
  detail: '/member/order/detail',
  refund: '/member/order/refund',
}

let s: TestServer
let pay: LocalWechatPay
let svip: SignedIn
let keyword = ''

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 600, seed: 7 }), config: { localPayRetryMs: [20, 20] } })
  pay = (await s.app.moneyRuntime.localPay()) as LocalWechatPay
  svip = await signedInUser(s, 2, '1393')
  keyword = ((await s.sql.prepare('SELECT name FROM companies ORDER BY id LIMIT 1').get()) as { name: string }).name.slice(0, 2)
}, 60_000)
afterAll(async () => s.close())

const auth = () => ({ token: svip.token })
const detail = async (orderNo: string) => (await s.get(P.detail, { orderNo }, auth())).body.data
async function placeOrder(): Promise<string> {
  const q = (await s.post(P.quote, { kind: 'search', keyword }, auth())).body.data
  const r = (await s.post(P.order, { kind: 'search', keyword, rows: q.rows, payMethod: 'native', couponId: 0 }, auth())).body
  if (r.code !== '0000') throw new Error(r.msg)
  return r.data.order.orderNo
}
/** the file of the order as the user downloads it: its HTTP status */
async function download(orderNo: string): Promise<number> {
  const row = await s.app.repos.orders.get(orderNo)
  const exp = (await s.sql.prepare('SELECT id FROM exports WHERE order_no = ? ORDER BY id DESC LIMIT 1').get(orderNo)) as
    { id: number } | undefined
  if (!row || !exp) return 404
  const q = `id=${exp.id}`
  const r = await fetch(`${s.url}/api${P.download}?${q}`, { headers: { sign: s.sign('GET', P.download, q), token: svip.token } })
  await r.arrayBuffer()
  return r.status
}
/** waits until no file of the order is being written (none pending over several looks) */
async function settledDelivery(orderNo: string): Promise<void> {
  let quiet = 0
  for (let i = 0; i < 200 && quiet < 5; i++) {
    await new Promise((r) => setTimeout(r, 30))
    const pending = (await s.sql.prepare(`SELECT count(*) AS n FROM exports WHERE order_no = ? AND state = 'pending'`).get(orderNo)) as {
      n: number
    }
    quiet = Number(pending.n) === 0 ? quiet + 1 : 0
  }
}

describe('a refund asked as the file is being written', () => {
  it('never ends refunded with a file that still downloads, three times over', async () => {
    for (let i = 0; i < 3; i++) {
      const orderNo = await placeOrder()
      pay.fake.pay(orderNo, { notify: false })
      // the notification starts the file; the refund is asked the moment the order shows paid, as it is being written
      const refundOncePaid = async () => {
        while ((await s.app.repos.orders.get(orderNo))?.state !== 'paid') await new Promise((r) => setImmediate(r))
        return (await s.post(P.refund, { orderNo, reason: '不要了' }, auth())).body
      }
      const [, r] = await Promise.all([pay.fake.notify(orderNo), refundOncePaid()])
      await pay.fake.settled()
      await settledDelivery(orderNo)
      await pay.fake.settled()
      const o = await detail(orderNo)
      if (r.code === '0000') {
        expect(['refunding', 'refunded']).toContain(o.state)
        expect(o.deliveryState).not.toBe('delivered')
        expect(await download(orderNo)).not.toBe(200)
      } else {
        expectChinese(r.msg)
        expect(o.state).toBe('paid')
        expect(o.deliveryState).toBe('delivered')
        expect(await download(orderNo)).toBe(200)
      }
    }
  })

  it('is refused while the file is being written, and once it is delivered', async () => {
    const orderNo = await placeOrder()
    pay.fake.pay(orderNo, { notify: false })
    await s.app.repos.orders.markPaid(orderNo, 'T-delivery', s.clock.ms, () => 1)
    // a writer holds the delivery
    expect(await s.app.repos.orders.claimDelivery(orderNo, s.clock.ms, DELIVERY_LEASE_MS, 3)).not.toBeNull()
    const r = (await s.post(P.refund, { orderNo }, auth())).body
    expect(r.code).toBe('4000')
    expect(r.msg).toBe('文件正在生成，暂不能退款，请稍后再试')
    expect((await detail(orderNo)).refund).toMatchObject({ allowed: false, reason: '文件正在生成，暂不能退款，请稍后再试' })
  })
})

describe('a writer that died mid-file', () => {
  it('leaves a lease that runs out; the delivery job writes the file again and it downloads', async () => {
    const orderNo = await placeOrder()
    pay.fake.pay(orderNo, { notify: false })
    await s.app.repos.orders.markPaid(orderNo, 'T-died', s.clock.ms, () => 1)
    // the dead writer: it claimed the order and reserved its export, then stopped
    const claimed = await s.app.repos.orders.claimDelivery(orderNo, s.clock.ms, DELIVERY_LEASE_MS, 3)
    expect(claimed).not.toBeNull()
    await s.app.repos.exports.reserveForOrder({
      userId: svip.userId,
      kind: 'phone',
      title: '企业电话',
      params: '{}',
      level: 2,
      maxRows: 10,
      file: 'partial.xlsx',
      day: '2026-11-01',
      createdAt: s.clock.ms,
      expiresAt: s.clock.ms + 72 * 3600_000,
      sourceId: null,
      orderNo,
    })
    const asked = (await s.post(P.file, { orderNo }, auth())).body
    expect(asked.msg).toBe('文件正在生成，请稍后在“我的下载”中查看')
    const due = async () => (await s.app.repos.orders.deliveriesDue(s.clock.ms, s.clock.ms, 100)).map((r) => r.order_no)
    expect(await due()).not.toContain(orderNo)
    s.clock.ms += DELIVERY_LEASE_MS + 1
    expect(await due()).toContain(orderNo)
    await s.app.phoneOrders.resume()
    const o = await detail(orderNo)
    expect(o).toMatchObject({ state: 'paid', deliveryState: 'delivered' })
    expect(await download(orderNo)).toBe(200)
    const exportsOfOrder = await s.sql.prepare('SELECT state FROM exports WHERE order_no = ? ORDER BY id').all(orderNo)
    expect(exportsOfOrder.map((e: { state: string }) => e.state)).toEqual(['failed', 'ready'])
  })
})

describe('a refunded order’s file', () => {
  it('is never served, even if it was written', async () => {
    const orderNo = await placeOrder()
    pay.fake.pay(orderNo)
    await pay.fake.settled()
    await settledDelivery(orderNo)
    expect(await download(orderNo)).toBe(200)
    // as if the order had been refunded by hand at WeChat and the reconciliation followed it
    await s.sql.prepare(`UPDATE orders SET state = 'refunded' WHERE order_no = ?`).run(orderNo)
    expect(await download(orderNo)).toBe(404)
  })
})
