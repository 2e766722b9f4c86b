/**
 * Paid phone exports over real HTTP against the local fake WeChat Pay: the quote (rows = companies with a number,
 * priced per company per level), the order (refused when the count changed or the level cannot buy), the file made
 * once on payment and read back with exceljs, no refund once delivered, a full refund when the file cannot be made.
 */
import { MAX_DELIVERY_ATTEMPTS } from '../../src/export/phone-orders'
import fs from 'node:fs'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import type { LocalWechatPay } from '../../src/pay/local'
import { maskPhone } from '../../src/export/phones'

const P = {
  quote: '/member/entOrPhoneExport/phoneQuote',
  order: '/member/entOrPhoneExport/phoneOrder',
  file: '/member/entOrPhoneExport/phoneExport',
  download: '/member/entOrPhoneExport/download',
  again: '/member/entOrPhoneExport/reEntExport',
  frequency: '/member/entOrPhoneExport/frequency',
  detail: '/member/order/detail',
  refund: '/member/order/refund',
}

let s: TestServer
let pay: LocalWechatPay
type U = SignedIn
const free: U = { token: '', userId: '' }
const vip: U = { token: '', userId: '' }
const svip: U = { token: '', userId: '' }
const other: U = { token: '', userId: '' }

async function user(into: SignedIn, level = 0) {
  Object.assign(into, await signedInUser(s, level, '1392'))
}

/** a keyword that finds companies: the first two characters of a demo company's name */
let keyword = ''

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 200, seed: 11 }), config: { localPayRetryMs: [20, 20] } })
  pay = (await s.app.moneyRuntime.localPay()) as LocalWechatPay
  await Promise.all([user(free), user(vip, 1), user(svip, 2), user(other, 1)])
  keyword = ((await s.sql.prepare('SELECT name FROM companies ORDER BY id LIMIT 1').get()) as { name: string }).name.slice(0, 2)
}, 60_000)
afterAll(async () => s.close())

const quote = async (u: U, body: Record<string, unknown> = { kind: 'search', keyword }) =>
  (await s.post(P.quote, body, { token: u.token })).body
const order = async (u: U, body: Record<string, unknown>) => (await s.post(P.order, body, { token: u.token })).body
const detail = async (u: U, orderNo: string) => (await s.get(P.detail, { orderNo }, { token: u.token })).body.data

/** The companies of the search with a number, counted from the tables directly. */
async function companiesWithNumbers(pids: string[]): Promise<number> {
  let n = 0
  for (const pid of pids) {
    const c = (await s.sql.prepare('SELECT id, phone FROM companies WHERE pid = ?').get(pid)) as { id: number; phone: string }
    const records = await count(s.sql, 'records', `company_id = ? AND dimension IN ('phone', 'suspectedPhone')`, c.id)
    if (c.phone !== '' || records > 0) n++
  }
  return n
}
async function searchPids(): Promise<string[]> {
  const pids: string[] = []
  for (let n = 1; ; n++) {
    const r = await s.app.repos.search.entPerson(keyword, n, 50)
    pids.push(...r.list.map((h) => h.pid))
    if (r.list.length < 50) return pids
  }
}

describe('masking', () => {
  it('keeps the kind of number recognisable and hides its middle', () => {
    expect(maskPhone('13812345678')).toBe('138****5678')
    expect(maskPhone('0571-88886666')).toBe('0571-88****66')
    expect(maskPhone('021-5551234')).toBe('021-55****4')
  })
})

describe('the quote', () => {
  it('counts the companies with a number and prices them per company at the member’s level', async () => {
    const r = await quote(vip)
    expect(r.code).toBe('0000')
    const q = r.data
    const pids = await searchPids()
    expect(q.totalHits).toBe(pids.length)
    expect(q.scanned).toBe(Math.min(pids.length, q.rowsPerExport))
    expect(q.rows).toBe(await companiesWithNumbers(pids.slice(0, q.scanned)))
    expect(q.rows).toBeGreaterThan(0)
    expect(q).toMatchObject({ allowed: true, upgradeLevel: null, level: 1, levelName: 'VIP会员', rowFen: 10, ttlHours: 72 })
    expect(q.priceFen).toBe(q.rows * 10)
    expect(q.phones).toBeGreaterThanOrEqual(q.rows)
    expect(q.preview.length).toBe(Math.min(3, q.rows))
    for (const p of q.preview) for (const n of p.phones) expect(n).toContain('****')
  })

  it('does not charge for a company that has no number', async () => {
    const before = (await quote(vip)).data
    const pid = (await searchPids())[0]
    const c = (await s.sql.prepare('SELECT id, phone FROM companies WHERE pid = ?').get(pid)) as { id: number; phone: string }
    const saved = await s.sql.prepare(`SELECT * FROM records WHERE company_id = ? AND dimension IN ('phone', 'suspectedPhone')`).all(c.id)
    await s.sql.prepare(`UPDATE companies SET phone = '' WHERE id = ?`).run(c.id)
    await s.sql.prepare(`DELETE FROM records WHERE company_id = ? AND dimension IN ('phone', 'suspectedPhone')`).run(c.id)
    try {
      const after = (await quote(vip)).data
      expect(after.rows).toBe(before.rows - 1)
      expect(after.priceFen).toBe(before.priceFen - 10)
    } finally {
      await s.sql.prepare('UPDATE companies SET phone = ? WHERE id = ?').run(c.phone, c.id)
      const insert = s.sql.prepare(
        `INSERT INTO records (${Object.keys(saved[0] as object).join(', ')}) VALUES (${Object.keys(saved[0] as object)
          .map(() => '?')
          .join(', ')})`,
      )
      for (const r of saved) await insert.run(...Object.values(r as object))
    }
    expect((await quote(vip)).data.rows).toBe(before.rows)
  })

  it('shows a free user what VIP would give, without letting them buy', async () => {
    const q = (await quote(free)).data
    expect(q).toMatchObject({ allowed: false, upgradeLevel: 1, level: 1, rowFen: 10 })
    expect(q.rows).toBeGreaterThan(0)
  })

  it('is cheaper per company for SVIP', async () => {
    const q = (await quote(svip)).data
    expect(q).toMatchObject({ allowed: true, level: 2, rowFen: 5 })
    expect(q.priceFen).toBe(q.rows * 5)
  })

  it('works on an advanced filter', async () => {
    const q = (await quote(vip, { kind: 'advanced', status: '存续' })).data
    expect(q.title).toContain('企业电话-')
    expect(q.rows).toBeGreaterThan(0)
    expect(q.scanned).toBeLessThanOrEqual(q.rowsPerExport)
  })

  it('refuses bad input with a Chinese message', async () => {
    for (const body of [{ kind: 'search' }, { kind: 'search', keyword: '  ' }, { kind: 'dimension', pid: 'x' }, {}]) {
      const r = await quote(vip, body)
      expect(r.code).not.toBe('0000')
      expectChinese(r.msg)
    }
    expect((await s.post(P.quote, { kind: 'search', keyword })).body.code).not.toBe('0000')
  })
})

describe('the order', () => {
  it('refuses a free user with the member limit code, and creates nothing', async () => {
    const before = await count(s.sql, 'orders')
    const q = (await quote(free)).data
    const r = await order(free, { kind: 'search', keyword, rows: q.rows, payMethod: 'native' })
    expect(r.code).toBe('4291')
    expect(r.msg).toContain('VIP会员')
    expect(await count(s.sql, 'orders')).toBe(before)
  })

  it('refuses a count the user was not shown, saying the new price, with the new quote', async () => {
    const before = await count(s.sql, 'orders')
    const q = (await quote(vip)).data
    const r = await order(vip, { kind: 'search', keyword, rows: q.rows + 1, payMethod: 'native' })
    expect(r.code).toBe('4091')
    expect(r.msg).toContain(`当前有 ${q.rows} 家`)
    expect(r.data).toMatchObject({ rows: q.rows, priceFen: q.priceFen })
    expect(await count(s.sql, 'orders')).toBe(before)
  })

  it('sends the payer back to the order’s own page from WeChat’s H5 page', async () => {
    const q = (await quote(vip)).data
    const back = `${s.url}/#/pagesDetail/exportPhoneData/pay?orderNo=%7BorderNo%7D`
    const r = await order(vip, { kind: 'search', keyword, rows: q.rows, payMethod: 'h5', couponId: 0, returnUrl: back })
    expect(r.code).toBe('0000')
    const redirect = new URL(r.data.payment.h5Url).searchParams.get('redirect_url')
    expect(redirect).toBe(`${s.url}/#/pagesDetail/exportPhoneData/pay?orderNo=${r.data.order.orderNo}`)
    await s.post('/member/order/cancel', { orderNo: r.data.order.orderNo }, { token: vip.token })
  })
})

describe('a paid phone export', () => {
  let orderNo = ''
  let rows = 0
  it('is an order of the quoted price, with a QR code to pay', async () => {
    const q = (await quote(vip)).data
    rows = q.rows
    const r = await order(vip, { kind: 'search', keyword, rows, payMethod: 'native', couponId: 0 })
    expect(r.code).toBe('0000')
    orderNo = r.data.order.orderNo
    expect(r.data.order).toMatchObject({
      kind: 'phone_export',
      title: `企业电话导出 ${rows}家`,
      priceFen: q.priceFen,
      amountFen: q.priceFen,
      state: 'created',
      exportRows: rows,
      exportId: null,
    })
    expect(r.data.payment.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('has no file before it is paid', async () => {
    const r = (await s.post(P.file, { orderNo }, { token: vip.token })).body
    expect(r.code).not.toBe('0000')
    expect(r.msg).toContain('尚未支付')
    expect(await count(s.sql, 'exports', 'order_no = ?', orderNo)).toBe(0)
  })

  it('makes its file as soon as WeChat says it is paid, outside the daily count, and leaves the membership alone', async () => {
    const freq = (await s.get(P.frequency, undefined, { token: vip.token })).body.data
    const levelBefore = await s.sql.prepare('SELECT member_level, member_expires_at FROM users WHERE user_id = ?').get(vip.userId)
    pay.fake.pay(orderNo)
    await pay.fake.settled()
    // the file is made in the background on the notification: the app's call joins or finds it
    const r = (await s.post(P.file, { orderNo }, { token: vip.token })).body
    expect(r.code).toBe('0000')
    expect(r.data.item).toMatchObject({ kind: 'phone', kindLabel: '企业电话', rows, capped: false, state: 'ready' })
    expect(r.data.frequency.used).toBe(freq.used)
    expect(await s.sql.prepare('SELECT member_level, member_expires_at FROM users WHERE user_id = ?').get(vip.userId)).toEqual(levelBefore)
    const o = await detail(vip, orderNo)
    expect(o).toMatchObject({ state: 'paid', exportId: r.data.item.id })
    expect(o.refund).toMatchObject({ allowed: false, reason: '电话数据已交付，不支持退款' })
    expect(await count(s.sql, 'exports', 'order_no = ?', orderNo)).toBe(1)
  })

  it('holds one row per company with its numbers and sources, under the user’s watermark', async () => {
    const id = (await detail(vip, orderNo)).exportId
    const q = `id=${id}`
    const res = await fetch(`${s.url}/api${P.download}?${q}`, { headers: { sign: s.sign('GET', P.download, q), token: vip.token } })
    expect(res.status).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load((await res.arrayBuffer()) as ArrayBuffer)
    const ws = wb.getWorksheet('企业电话')!
    expect(String(ws.getCell('A1').value)).toContain(`用户 ${vip.userId}`)
    expect((ws.getRow(2).values as unknown[]).slice(1)).toEqual([
      '企业名称',
      '统一社会信用代码',
      '法定代表人',
      '经营状态',
      '所属地区',
      '联系电话（类型·来源）',
      '疑似电话（类型·来源）',
      '注册地址',
    ])
    expect(ws.rowCount - 2).toBe(rows)
    const name = String(ws.getCell('A3').value)
    const c = (await s.sql.prepare('SELECT phone, credit_code FROM companies WHERE name = ?').get(name)) as {
      phone: string
      credit_code: string
    }
    expect(ws.getCell('B3').value).toBe(c.credit_code)
    expect(String(ws.getCell('F3').value)).toContain(`${c.phone}（固定电话·企业年报）`)
  })

  it('gives the same file to repeated and concurrent calls', async () => {
    const ids = await Promise.all([1, 2, 3].map(async () => (await s.post(P.file, { orderNo }, { token: vip.token })).body.data.item.id))
    expect(new Set(ids).size).toBe(1)
    expect(await count(s.sql, 'exports', 'order_no = ?', orderNo)).toBe(1)
  })

  it('cannot be refunded once delivered, re-exported for free, or fetched by another user', async () => {
    const refund = (await s.post(P.refund, { orderNo, reason: '不想要了' }, { token: vip.token })).body
    expect(refund.msg).toBe('电话数据已交付，不支持退款')
    const id = (await detail(vip, orderNo)).exportId
    const again = (await s.post(P.again, { id }, { token: vip.token })).body
    expect(again.msg).toContain('重新下单')
    const theirs = (await s.post(P.file, { orderNo }, { token: other.token })).body
    expect(theirs.code).toBe('4040')
  })

  it('is invoiced as a data service, not a membership', async () => {
    const head = (await s.post('/member/invoice/head/create', { kind: 'personal', name: '张三' }, { token: vip.token })).body
    expect(head.code).toBe('0000')
    const headId = ((await s.sql.prepare('SELECT id FROM invoice_heads WHERE user_id = ?').get(vip.userId)) as { id: number }).id
    const r = (await s.post('/member/invoice/request/create', { orderNo, headId, email: 'a@example.com' }, { token: vip.token })).body
    expect(r.code).toBe('0000')
    expect(r.data).toMatchObject({ item: '数据服务费', amountFen: (await detail(vip, orderNo)).amountFen })
  })
})

describe('a paid phone export whose file cannot be made', () => {
  it('is tried again, then refunded in full without being asked', async () => {
    const q = (await quote(svip)).data
    const r = await order(svip, { kind: 'search', keyword, rows: q.rows, payMethod: 'native', couponId: 0 })
    const orderNo = r.data.order.orderNo
    // the export folder cannot be created: a file stands where it should be
    const blocker = path.join(s.dir, 'not-a-folder')
    fs.writeFileSync(blocker, 'x')
    const config = s.app.config as { exportDir?: string }
    const saved = config.exportDir
    config.exportDir = path.join(blocker, 'exports')
    try {
      pay.fake.pay(orderNo)
      await pay.fake.settled()
      const file = (await s.post(P.file, { orderNo }, { token: svip.token })).body
      expect(file.code).not.toBe('0000')
      expectChinese(file.msg)
      // the delivery job tries again until the tries run out, then refunds
      for (let i = 0; i < 4; i++) await s.app.phoneOrders.resume()
      await pay.fake.settled()
      const row = (await s.app.repos.orders.get(orderNo))!
      expect(row.delivery_attempts).toBe(MAX_DELIVERY_ATTEMPTS)
      const o = await detail(svip, orderNo)
      expect(o.state).toBe('refunded')
      expect(o.refundFen).toBe(q.priceFen)
      expect(o.exportId).toBeNull()
      expect(pay.fake.refunds.some((x) => x.outTradeNo === orderNo)).toBe(true)
    } finally {
      config.exportDir = saved
    }
  })
})
