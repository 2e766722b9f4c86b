/**
 * 奖励流水 over real HTTP: an invitation credits the inviter's days (and adds them to the membership) and the invited
 * user's coupon; the coupon spent on an order and a coupon left to expire are uses; newest first, paged, with running
 * totals that are the same on every page; each user sees only their own ledger; bad input refused in Chinese.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone, signedInUser, type SignedIn } from '../signin/helpers'
import type { LocalWechatPay } from '../../src/pay/local'

const P = {
  mine: '/user/api/v1/invite/mine',
  ledger: '/user/api/v1/invite/ledger',
  add: '/user/api/v1/invite/addInviteCode',
  coupons: '/member/coupons',
  create: '/member/order/create',
}
const DAY = 86_400_000

interface Entry {
  key: string
  kind: string
  direction: string
  amountText: string
  days: number
  amountFen: number
  detail: string
  orderNo: string | null
  rewardId: number | null
  at: number
  totals: Record<string, number>
}

let s: TestServer
let pay: LocalWechatPay
beforeAll(async () => {
  s = await startServer({ config: { localPayRetryMs: [20, 20], inviteRewards: { rewardDays: 7, rewardLevel: 1, monthlyCap: 5 } } })
  pay = (await s.app.moneyRuntime.localPay()) as LocalWechatPay
}, 60_000)
afterAll(async () => s.close())

const ledger = async (token: string, q: Record<string, string | number> = {}) => (await s.get(P.ledger, q, { token })).body
const join = async (code: string) => {
  const phone = freshPhone('1374')
  const token = await codeLogin(s, phone)
  expect((await s.post(P.add, { inviteCode: code }, { token })).body.code).toBe('0000')
  return token
}

describe('奖励流水', () => {
  let a: SignedIn
  let friend: string
  let code: string

  beforeAll(async () => {
    a = await signedInUser(s)
    code = (await s.get(P.mine, undefined, { token: a.token })).body.data.code
    friend = await join(code)
    s.clock.advance(3600)
    await join(code)
  })

  it('credits the inviter’s days and shows them added to the membership, newest first with running totals', async () => {
    const r = await ledger(a.token)
    expect(r.code).toBe('0000')
    const list = r.data.list as Entry[]
    expect(r.data.total).toBe(4)
    expect(list.map((e) => e.kind)).toEqual(['days_added', 'days_credited', 'days_added', 'days_credited'])
    expect(list[1]).toMatchObject({ direction: 'in', amountText: '+7天', days: 7 })
    expect(list[0]).toMatchObject({ direction: 'out', amountText: '-7天' })
    const end = ((await s.sql.prepare('SELECT member_expires_at AS e FROM users WHERE user_id = ?').get(a.userId)) as { e: number }).e
    expect(list[0].detail).toContain('会员有效期顺延至')
    expect(list[0].at).toBeGreaterThan(list[3].at)
    expect(list[3].totals).toMatchObject({ daysEarned: 7, daysAdded: 0 })
    expect(list[2].totals).toMatchObject({ daysEarned: 7, daysAdded: 7 })
    expect(list[0].totals).toMatchObject({ daysEarned: 14, daysAdded: 14 })
    expect(r.data.summary).toEqual({
      daysEarned: 14,
      daysAdded: 14,
      couponFenEarned: 0,
      couponFenUsed: 0,
      couponFenExpired: 0,
      couponFenLeft: 0,
    })
    expect(end).toBeGreaterThan(s.clock.ms + 13 * DAY)
    expect(typeof list[0].rewardId).toBe('number')
  })

  it('pages keep the running totals of the whole ledger', async () => {
    const one = (await ledger(a.token, { pageNum: 1, pageSize: 3 })).data
    const two = (await ledger(a.token, { pageNum: 2, pageSize: 3 })).data
    expect(one.list).toHaveLength(3)
    expect(two.list).toHaveLength(1)
    expect(two.list[0].kind).toBe('days_credited')
    expect(two.list[0].totals.daysEarned).toBe(7)
    expect(one.summary).toEqual(two.summary)
  })

  it('credits the invited user’s coupon and records its use on an order', async () => {
    const before = (await ledger(friend)).data
    expect(before.list.map((e: Entry) => e.kind)).toEqual(['coupon_credited'])
    expect(before.list[0]).toMatchObject({ amountFen: 2000, amountText: '+¥20' })
    expect(before.summary.couponFenLeft).toBe(2000)

    const coupon = (
      (await s.get(P.coupons, { state: 'available' }, { token: friend })).body.data.list as Array<{ id: number; source: string }>
    ).find((c) => c.source === 'invite')!
    s.clock.advance(60)
    const created = (await s.post(P.create, { sku: 'vip_year', payMethod: 'native', couponId: coupon.id }, { token: friend })).body
    expect(created.code).toBe('0000')
    const { orderNo } = created.data.order
    // held by an open order is not yet a use
    expect((await ledger(friend)).data.total).toBe(1)
    pay.fake.pay(orderNo)
    await pay.fake.settled()
    const after = (await ledger(friend)).data
    expect(after.list.map((e: Entry) => e.kind)).toEqual(['coupon_used', 'coupon_credited'])
    expect(after.list[0]).toMatchObject({ direction: 'out', amountText: '-¥20', orderNo })
    expect(after.list[0].detail).toContain(orderNo)
    expect(after.summary).toMatchObject({ couponFenEarned: 2000, couponFenUsed: 2000, couponFenLeft: 0 })
  })

  it('each user sees only their own ledger', async () => {
    const b = await signedInUser(s)
    const theirs = (await ledger(b.token)).data
    expect(theirs).toMatchObject({ total: 0, list: [] })
    expect(theirs.summary.daysEarned).toBe(0)
    const ofFriend = (await ledger(friend)).data.list as Entry[]
    expect(ofFriend.some((e) => e.kind.startsWith('days'))).toBe(false)
    const ofA = (await ledger(a.token)).data.list as Entry[]
    expect(ofA.some((e) => e.kind.startsWith('coupon'))).toBe(false)
  })

  it('refuses bad input in Chinese and a visitor', async () => {
    const bad: Array<Record<string, string | number>> = [{ pageNum: 0 }, { pageSize: 500 }, { pageNum: 'x' }]
    for (const q of bad) {
      const r = await ledger(a.token, q)
      expect(r.code).toBe('4000')
      expectChinese(r.msg)
    }
    expect((await s.get(P.ledger)).body.code).toBe('4030')
  })

  it('a coupon left unspent past its date is shown expired', async () => {
    const phone = freshPhone('1375')
    const g = await codeLogin(s, phone)
    expect((await s.post(P.add, { inviteCode: 'YQC2026' }, { token: g })).body.code).toBe('0000')
    expect((await ledger(g)).data.list.map((e: Entry) => e.kind)).toEqual(['coupon_credited'])
    s.clock.advance(31 * 86400)
    const r = (await ledger(await codeLogin(s, phone))).data
    expect(r.list.map((e: Entry) => e.kind)).toEqual(['coupon_expired', 'coupon_credited'])
    expect(r.summary).toMatchObject({ couponFenEarned: 2000, couponFenExpired: 2000, couponFenLeft: 0 })
  })
})
