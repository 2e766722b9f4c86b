/**
 * Order notices over real HTTP against the local WeChat Pay: paying, refunding and closing an order (by the user or
 * its time) each leave one message in 消息中心 and, while the user has banked order sends, one WeChat subscribe
 * message; a repeated or concurrent pay notification, and the app asking again, add nothing. Another user sees none.
 */
import { startServer, count, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import type { LocalWechatPay } from '../../src/pay/local'

const ORDER_TEMPLATE = 'yqc-local-order-template'

let s: TestServer
let pay: LocalWechatPay
beforeAll(async () => {
  s = await startServer({ config: { localPayRetryMs: [20, 20] } })
  pay = (await s.app.moneyRuntime.localPay()) as LocalWechatPay
}, 60_000)
afterAll(async () => s.close())

interface Msg {
  id: number
  read: boolean
  dynamic: { kind: string; targetId: string; title: string; content: string; dimensionLabel: string }
}
const messages = async (u: SignedIn) => (await s.get('/msg/api/v1/message/list', { pageSize: 50 }, { token: u.token })).body.data
const noticesOf = async (u: SignedIn, orderNo: string) =>
  ((await messages(u)).list as Msg[]).filter((m) => m.dynamic.kind === 'order' && m.dynamic.targetId === orderNo)
const sends = async (u: SignedIn) => await count(s.sql, 'subscribe_sends', 'user_id = ? AND template_id = ?', u.userId, ORDER_TEMPLATE)
const create = async (u: SignedIn, sku = 'vip_month') => {
  const r = (await s.post('/member/order/create', { sku, payMethod: 'native' }, { token: u.token })).body
  expect(r.code).toBe('0000')
  return r.data.order.orderNo as string
}
const grantOrderSends = async (u: SignedIn, n: number) => {
  const notices = (await s.get('/user/api/v1/subscriptions/notices', undefined, { token: u.token })).body.data.list
  const t = notices.find((n: { kind: string }) => n.kind === 'order').templateId
  expect(
    (await s.post('/user/api/v1/subscriptions/notices/accept', { accepted: Array.from({ length: n }, () => t) }, { token: u.token })).body
      .code,
  ).toBe('0000')
}

test('a paid order is told once in 消息中心 and once on WeChat, however often WeChat repeats it', async () => {
  const u = await signedInUser(s)
  await grantOrderSends(u, 2)
  const orderNo = await create(u)
  const unread = (await messages(u)).unread
  pay.fake.pay(orderNo)
  await pay.fake.settled()
  const [paid] = await noticesOf(u, orderNo)
  expect(paid.read).toBe(false)
  expect(paid.dynamic).toMatchObject({ title: '订单支付成功', dimensionLabel: '订单通知' })
  expect(paid.dynamic.content).toContain('VIP会员 月卡')
  expect(paid.dynamic.content).toMatch(/会员期\d{4}-\d{2}-\d{2}至\d{4}-\d{2}-\d{2}/)
  expect((await messages(u)).unread).toBe(unread + 1)
  expect(await sends(u)).toBe(1)
  const sent = (await s.sql
    .prepare('SELECT page, data FROM subscribe_sends WHERE user_id = ? AND template_id = ?')
    .get(u.userId, ORDER_TEMPLATE)) as {
    page: string
    data: string
  }
  expect(sent.page).toBe(`pagesUser/myOrder/myOrder/myOrder?orderNo=${orderNo}`)
  expect(JSON.parse(sent.data).phrase4.value).toBe('支付成功')

  const attempts = await pay.fake.notify(orderNo, { duplicate: 3, concurrent: true })
  expect(attempts.every((a) => a.status === 204)).toBe(true)
  await s.get('/member/order/detail', { orderNo }, { token: u.token })
  expect(await noticesOf(u, orderNo)).toHaveLength(1)
  expect(await sends(u)).toBe(1)
})

test('without a banked send only 消息中心 is told; a refund is told once, with its WeChat message once a send is banked', async () => {
  const u = await signedInUser(s)
  const orderNo = await create(u)
  pay.fake.pay(orderNo)
  await pay.fake.settled()
  expect(await sends(u)).toBe(0)
  expect((await noticesOf(u, orderNo)).map((m) => m.dynamic.title)).toEqual(['订单支付成功'])
  await grantOrderSends(u, 1)
  s.clock.advance(86400)
  expect((await s.post('/member/order/refund', { orderNo, reason: '不需要了' }, { token: u.token })).body.code).toBe('0000')
  await pay.fake.settled()
  const list = await noticesOf(u, orderNo)
  expect(list.map((m) => m.dynamic.title)).toEqual(['订单退款成功', '订单支付成功'])
  expect(list[0].dynamic.content).toMatch(/退款¥\d+\.\d{2}已原路退回/)
  expect(await sends(u)).toBe(1)
  expect(await count(s.sql, 'subscribe_grants', "user_id = ? AND kind = 'order' AND remaining > 0", u.userId)).toBe(0)
})

test('an order cancelled by the user and one closed by its time are each told once', async () => {
  const u = await signedInUser(s)
  const cancelled = await create(u)
  expect((await s.post('/member/order/cancel', { orderNo: cancelled }, { token: u.token })).body.data.state).toBe('closed')
  expect((await s.post('/member/order/cancel', { orderNo: cancelled }, { token: u.token })).body.code).toBe('4000')
  expect((await noticesOf(u, cancelled)).map((m) => m.dynamic.title)).toEqual(['订单已取消'])

  const timedOut = await create(u, 'svip_month')
  s.clock.advance(16 * 60)
  expect(await s.app.money.closeDue()).toBe(1)
  expect(await s.app.money.closeDue()).toBe(0)
  await s.get('/member/order/detail', { orderNo: timedOut }, { token: u.token })
  const [closed, ...rest] = await noticesOf(u, timedOut)
  expect(rest).toEqual([])
  expect(closed.dynamic).toMatchObject({ title: '订单已关闭' })
  expect(closed.dynamic.content).toContain('超时未支付')
})

test('order notices are the user’s own and open nothing of another’s', async () => {
  const u = await signedInUser(s)
  const other = await signedInUser(s)
  const orderNo = await create(u)
  pay.fake.pay(orderNo)
  await pay.fake.settled()
  const [mine] = await noticesOf(u, orderNo)
  expect(await noticesOf(other, orderNo)).toEqual([])
  const read = await s.post('/msg/api/v1/message/read', { id: mine.id }, { token: other.token })
  expect(read.body.code).toBe('4040')
  expect((await noticesOf(u, orderNo))[0].read).toBe(false)
})
