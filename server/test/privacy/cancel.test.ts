/**
 * Account cancellation over real HTTP with an injected clock: a request needs the code sent to the account's own phone
 * and the agreement; bad input and blocked accounts are refused in Chinese and change nothing; the user or any sign-in
 * withdraws it during the cooling-off; once it ends the account's personal data is erased table by table, its sessions
 * end, its orders and invoices stay with an anonymised account, the old password is refused with 4007, the phone
 * registers a new empty account, and another user is untouched.
 */
import fs from 'node:fs'
import path from 'node:path'
import { startServer, count, expectChinese, lastSmsCode, type TestServer } from '../api/helpers'
import { codeLogin, device, freshPhone } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { applyFeed } from '../../src/monitor/feed'
import { hashPassword } from '../../src/auth/password'
import { ERASED } from '../../src/store/user-data'
import { CANCEL_COOLING_OFF_MS } from '../../../contract/domain/privacy'

const P = {
  status: '/user/api/v1/account/cancel/status',
  send: '/user/api/v1/account/cancel/sendCode',
  request: '/user/api/v1/account/cancel/request',
  withdraw: '/user/api/v1/account/cancel/withdraw',
  pwdLogin: '/sso/pwd/login',
}
const PASSWORD = 'Cancel12345'

interface User {
  phone: string
  token: string
  userId: string
}

let s: TestServer
let pids: string[]
let hash: string

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 300, seed: 7 }) })
  pids = ((await s.sql.prepare('SELECT pid FROM companies ORDER BY id LIMIT 20').all()) as Array<{ pid: string }>).map((r) => r.pid)
  hash = await hashPassword(PASSWORD)
}, 60_000)
afterAll(async () => s.close())

/** A new account signed in by SMS, with a password. */
async function newUser(prefix = '1371'): Promise<User> {
  const phone = freshPhone(prefix)
  const token = await codeLogin(s, phone, `dev-${phone}`)
  const { user_id: userId } = (await s.sql.prepare('SELECT user_id FROM users WHERE phone = ?').get(phone)) as { user_id: string }
  await s.sql.prepare('UPDATE users SET password_hash = ? WHERE user_id = ?').run(hash, userId)
  return { phone, token, userId }
}

const status = async (u: User) => (await s.get(P.status, undefined, { token: u.token })).body
const sendCode = async (u: User) => (await s.post(P.send, {}, { token: u.token })).body

async function requestCancel(u: User) {
  s.clock.advance(61)
  const sent = await sendCode(u)
  expect(sent.code).toBe('0000')
  return (await s.post(P.request, { code: lastSmsCode(s, u.phone), agreed: true }, { token: u.token })).body
}

const pwdLogin = async (phone: string, deviceId = 'dev-pwd') =>
  (await s.post(P.pwdLogin, { phone, password: PASSWORD, ...device(deviceId) })).body

describe('asking for cancellation', () => {
  it('shows a plain account’s status: nothing pending, the phone the code goes to, no blockers', async () => {
    const u = await newUser()
    const r = await status(u)
    expect(r.code).toBe('0000')
    expect(r.data).toMatchObject({ state: 'none', requestedAt: null, effectiveAt: null, blockers: [] })
    expect(r.data.phoneMasked).toBe(`${u.phone.slice(0, 3)}****${u.phone.slice(7)}`)
    expect(r.data.membership).toEqual({ level: 0, levelName: '免费用户', expiresAt: null, remainingDays: null })
    expect(r.data.affected).toEqual({ monitors: 0, collections: 0, follows: 0, footprints: 0, messages: 0, orders: 0, invoices: 0 })
  })

  it('needs a valid code of the account’s phone and the agreement; every refusal is Chinese and records nothing', async () => {
    const u = await newUser()
    const before = await count(s.sql, 'account_cancellations')
    const noCode = (await s.post(P.request, { code: '123456', agreed: true }, { token: u.token })).body
    expect(noCode.code).toBe('4001')
    expect(noCode.msg).toBe('请先获取验证码')

    s.clock.advance(61)
    const sent = await sendCode(u)
    expect(sent.data).toMatchObject({ ttl: 300, interval: 60, phoneMasked: `${u.phone.slice(0, 3)}****${u.phone.slice(7)}` })
    expect(await s.sql.prepare('SELECT scene FROM sms_codes WHERE phone = ? ORDER BY id DESC').get(u.phone)).toEqual({ scene: 'cancel' })
    const code = lastSmsCode(s, u.phone) as string
    const wrong = (await s.post(P.request, { code: code === '000000' ? '111111' : '000000', agreed: true }, { token: u.token })).body
    expect(wrong.code).toBe('4001')
    expect(wrong.msg).toMatch(/验证码错误，还可尝试\d次/)
    const unagreed = (await s.post(P.request, { code, agreed: false }, { token: u.token })).body
    expect(unagreed).toMatchObject({ code: '4000', msg: '请先阅读并同意《注销须知》' })
    for (const body of [{ code: '12ab56', agreed: true }, { agreed: true }, { code, agreed: 'maybe' }, { code }]) {
      const r = (await s.post(P.request, body, { token: u.token })).body
      expect(r.code).toBe('4000')
      expectChinese(r.msg)
    }
    // a login code of the same phone does not confirm a cancellation
    expect(await count(s.sql, 'account_cancellations')).toBe(before)

    const ok = (await s.post(P.request, { code, agreed: true }, { token: u.token })).body
    expect(ok.code).toBe('0000')
    expect(ok.data).toMatchObject({ state: 'pending', requestedAt: s.clock.ms, effectiveAt: s.clock.ms + CANCEL_COOLING_OFF_MS })
    expect((await status(u)).data.state).toBe('pending')
    const again = (await s.post(P.request, { code, agreed: true }, { token: u.token })).body
    expect(again).toMatchObject({ code: '4090', msg: '注销申请已提交，请勿重复申请' })
    const resend = await sendCode(u)
    expect(resend.code).toBe('4090')
    expect(await count(s.sql, 'account_cancellations')).toBe(before + 1)
  })

  it('needs a login, and a code sent by the public sign-in door for another scene does not count', async () => {
    expect((await s.post(P.send, {})).body.code).toBe('4030')
    expect((await s.get(P.status)).body.code).toBe('4030')
    const u = await newUser()
    s.clock.advance(61)
    await s.post('/sso/sms/sendCode', { phone: u.phone, scene: 'login' })
    const r = (await s.post(P.request, { code: lastSmsCode(s, u.phone), agreed: true }, { token: u.token })).body
    expect(r).toMatchObject({ code: '4001', msg: '请先获取验证码' })
  })

  it('is refused while an order waits for payment, and allowed once it is cancelled', async () => {
    const u = await newUser()
    const order = (await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'native', couponId: 0 }, { token: u.token })).body
    expect(order.code).toBe('0000')
    const st = await status(u)
    expect(st.data.blockers).toEqual(['您有1笔待支付的订单，请先支付或取消后再申请注销'])
    s.clock.advance(61)
    const refused = await sendCode(u)
    expect(refused).toMatchObject({ code: '4000', msg: '您有1笔待支付的订单，请先支付或取消后再申请注销' })
    expect(await count(s.sql, 'sms_codes', "phone = ? AND scene = 'cancel'", u.phone)).toBe(0)
    await s.post('/member/order/cancel', { orderNo: order.data.order.orderNo }, { token: u.token })
    expect((await requestCancel(u)).data.state).toBe('pending')
  })
})

describe('withdrawing during the cooling-off', () => {
  it('the user withdraws; withdrawing what is not pending is 4040', async () => {
    const u = await newUser()
    await requestCancel(u)
    const r = (await s.post(P.withdraw, {}, { token: u.token })).body
    expect(r.code).toBe('0000')
    expect(r.data.state).toBe('none')
    const again = (await s.post(P.withdraw, {}, { token: u.token })).body
    expect(again).toMatchObject({ code: '4040', msg: '没有待生效的注销申请' })
    expect(await s.sql.prepare('SELECT state, withdrawn_by FROM account_cancellations WHERE user_id = ?').get(u.userId)).toEqual({
      state: 'withdrawn',
      withdrawn_by: 'user',
    })
  })

  it('a password sign-in on the sixth day withdraws it and says so; a later sign-in says nothing', async () => {
    const u = await newUser()
    await requestCancel(u)
    s.clock.advance(6 * 86400)
    const r = await pwdLogin(u.phone, 'dev-later')
    expect(r.code).toBe('0000')
    expect(r.data.cancelWithdrawn).toBe(true)
    expect((await status({ ...u, token: r.data.token })).data.state).toBe('none')
    const next = await pwdLogin(u.phone, 'dev-later')
    expect(next.data.cancelWithdrawn).toBeUndefined()
    expect(await s.sql.prepare('SELECT withdrawn_by FROM account_cancellations WHERE user_id = ?').get(u.userId)).toEqual({
      withdrawn_by: 'signin',
    })
  })

  it('an SMS sign-in withdraws it too', async () => {
    const u = await newUser()
    await requestCancel(u)
    s.clock.advance(61)
    await s.post('/sso/sms/sendCode', { phone: u.phone, scene: 'login' })
    const r = (await s.post('/sso/sms/codeLogin', { phone: u.phone, code: lastSmsCode(s, u.phone), ...device('dev-sms') })).body
    expect(r.data).toMatchObject({ cancelWithdrawn: true, user: { userId: u.userId } })
  })
})

/** A's and B's data in every kind the cancellation deals with. */
async function fill(u: User, pid: string, other: string) {
  const t = { token: u.token }
  expect((await s.post('/user/api/v1/footprint/record', { kind: 'company', targetId: pid }, t)).body.code).toBe('0000')
  expect((await s.post('/user/api/v1/collect/add', { kind: 'company', targetId: pid }, t)).body.code).toBe('0000')
  expect((await s.post('/user/api/v1/follow/add', { pid: other }, t)).body.code).toBe('0000')
  const group = (await s.post('/yqc/api/v1/monitor/group/create', { name: `分组${u.userId}` }, t)).body.data.id
  expect((await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid, groupId: group }, t)).body.code).toBe('0000')
  expect((await s.post('/yqc/api/v1/risk/own/claim', { pid }, t)).body.code).toBe('0000')
  await s.get('/user/api/v1/invite/accessLog', { page: 'pages/index/index' }, t)
  expect((await s.post('/user/api/v1/invite/addInviteCode', { inviteCode: 'YQC2026' }, t)).body.code).toBe('0000')
  const head = (await s.post('/member/invoice/head/create', { kind: 'personal', name: `抬头${u.phone}` }, t)).body.data.id
  const order = await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'native' }, t)
  const { orderNo } = order.body.data.order
  const pay = (await s.app.moneyRuntime.localPay())!
  pay.fake.pay(orderNo)
  await pay.fake.settled()
  expect((await s.post('/member/invoice/request/create', { orderNo, headId: head, email: 'me@example.com' }, t)).body.code).toBe('0000')
  expect((await s.post('/member/entOrPhoneExport/entExport', { kind: 'advanced', regionCode: '440000' }, t)).body.code).toBe('0000')
  // a shared company code the user asked for, and an invitation code of their own
  const tag = u.userId.slice(-8)
  await s.sql
    .prepare("INSERT INTO entry_codes (id, kind, target, created_by, created_at, expires_at) VALUES (?, 'company', ?, ?, ?, ?)")
    .run(`C${tag}`, pid, u.userId, s.clock.ms, s.clock.ms + 86_400_000)
  await s.sql
    .prepare("INSERT INTO invite_codes (code, source, label, owner_id) VALUES (?, 3, '用户邀请', ?)")
    .run(`I${tag}`.toUpperCase(), u.userId)
  await applyFeed(
    s.sql,
    JSON.stringify({ type: 'record', dimension: 'executor', pid, date: '2026-10-31', title: '被执行', refNo: `C${u.userId}`, amount: 5 }),
    s.clock.ms,
  )
  return { orderNo }
}

/** The rows of each listed table that belong to the user (by user id, phone or quota subject). */
async function rowsOf(u: User): Promise<Record<string, number>> {
  const key = { userId: u.userId, phone: u.phone, quotaSubject: `u:${u.userId}` }
  const out: Record<string, number> = {}
  for (const t of ERASED)
    out[`${t.table}${t.where ? ` (${t.where})` : ''}`] = await count(s.sql, t.table, `${t.column} = ?`, key[t.key ?? 'userId'])
  return out
}

describe('when the cooling-off ends', () => {
  let a: User
  let b: User
  let orderA: string
  let exportFile: string
  let bBefore: Record<string, number>

  beforeAll(async () => {
    a = await newUser('1372')
    b = await newUser('1373')
    orderA = (await fill(a, pids[3], pids[4])).orderNo
    await fill(b, pids[5], pids[6])
    exportFile = path.join(
      s.app.config.exportDir ?? s.app.repos.exports.defaultDir(),
      ((await s.sql.prepare('SELECT file FROM exports WHERE user_id = ?').get(a.userId)) as { file: string }).file,
    )
    expect(fs.existsSync(exportFile)).toBe(true)
    const st = await status(a)
    expect(st.data.membership).toMatchObject({ level: 1, levelName: 'VIP会员', remainingDays: 30 })
    // messages: the monitored company's case and the notice of the paid order
    expect(st.data.affected).toEqual({ monitors: 1, collections: 1, follows: 1, footprints: 1, messages: 2, orders: 1, invoices: 1 })
    expect((await requestCancel(a)).data.state).toBe('pending')
    const aBefore = await rowsOf(a)
    const held = Object.keys(aBefore).filter((k) => aBefore[k] > 0)
    expect(held).toEqual(
      expect.arrayContaining([
        'collections',
        'collect_folders',
        'follows',
        'footprints',
        'messages',
        'monitors',
        'monitor_groups',
        'own_claims',
        'invoice_heads',
        'exports (order_no IS NULL)',
        'access_logs',
        'invite_uses',
        'sms_codes',
        'sessions',
      ]),
    )
    bBefore = await rowsOf(b)
  }, 60_000)

  it('nothing happens a minute before its time', async () => {
    const { effective_at } = (await s.sql.prepare('SELECT effective_at FROM account_cancellations WHERE user_id = ?').get(a.userId)) as {
      effective_at: number
    }
    s.clock.ms = effective_at - 60_000
    try {
      // the requests of the earlier tests are older: they go now
      await s.app.services.cancellation.settleDue()
      expect(await s.app.services.cancellation.settleDue()).toBe(0)
      expect((await status(a)).data.state).toBe('pending')
    } finally {
      s.clock.ms = effective_at + 1000
    }
  })

  it('a sign-in attempt settles it first: the old password is refused with 4007 in Chinese', async () => {
    const r = await pwdLogin(a.phone)
    expect(r.code).toBe('4007')
    expect(r.msg).toBe('该账号已注销，如需继续使用，请通过短信验证码注册新账号')
    expect(await s.sql.prepare('SELECT state FROM account_cancellations WHERE user_id = ?').get(a.userId)).toEqual({ state: 'done' })
  })

  it('erases every listed kind of the account’s data, ends its sessions, removes its export file', async () => {
    const left = await rowsOf(a)
    const expected = Object.fromEntries(Object.keys(left).map((k) => [k, 0]))
    // a coupon spent on the kept order stays with it
    expect({ ...left, 'coupons (order_no IS NULL)': 0 }).toEqual(expected)
    expect(await count(s.sql, 'coupons', 'user_id = ? AND order_no IS NULL', a.userId)).toBe(0)
    expect(await count(s.sql, 'sessions', 'user_id = ?', a.userId)).toBe(0)
    const old = await s.get(P.status, undefined, { token: a.token })
    expect(old.body.code).toBe('4030')
    await new Promise((r) => setTimeout(r, 50))
    expect(fs.existsSync(exportFile)).toBe(false)
  })

  it('lets go of the codes it made: the shared company code still opens for others, the invitation code is nobody’s', async () => {
    const tag = a.userId.slice(-8)
    expect(await s.sql.prepare('SELECT created_by FROM entry_codes WHERE id = ?').get(`C${tag}`)).toEqual({ created_by: null })
    expect(await s.sql.prepare('SELECT owner_id FROM invite_codes WHERE code = ?').get(`I${tag}`.toUpperCase())).toEqual({ owner_id: null })
    expect(await count(s.sql, 'entry_codes', 'created_by = ?', b.userId)).toBe(1)
    expect(await count(s.sql, 'invite_codes', 'owner_id = ?', b.userId)).toBe(1)
  })

  it('keeps the orders and invoices, pointing at an anonymised account', async () => {
    const user = (await s.sql.prepare('SELECT * FROM users WHERE user_id = ?').get(a.userId)) as Record<string, unknown>
    expect(user).toMatchObject({
      phone: null,
      password_hash: null,
      nickname: '已注销用户',
      avatar: '',
      wx_open_id: null,
      member_level: 0,
      member_expires_at: null,
    })
    expect(user.cancelled_at).toBe(s.clock.ms)
    expect(await s.sql.prepare('SELECT user_id, state FROM orders WHERE order_no = ?').get(orderA)).toEqual({
      user_id: a.userId,
      state: 'paid',
    })
    expect(await count(s.sql, 'invoice_requests', 'user_id = ?', a.userId)).toBe(1)
    expect(await count(s.sql, 'invoice_pdfs', 'request_id IN (SELECT id FROM invoice_requests WHERE user_id = ?)', a.userId)).toBe(1)
    // the phone is kept only as a keyed digest
    const c = (await s.sql.prepare('SELECT phone_digest FROM account_cancellations WHERE user_id = ?').get(a.userId)) as {
      phone_digest: string
    }
    expect(c.phone_digest).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(await s.sql.prepare('SELECT * FROM account_cancellations WHERE user_id = ?').all(a.userId))).not.toContain(
      a.phone,
    )
    // PostgreSQL refuses a dangling reference when it is written; SQLite is asked
    if (s.sql.dialect === 'sqlite') expect(await s.sql.prepare('PRAGMA foreign_key_check').all()).toEqual([])
  })

  it('leaves another user’s data exactly as it was', async () => {
    expect(await rowsOf(b)).toEqual(bBefore)
    expect(bBefore.footprints).toBe(1)
    expect(bBefore.monitors).toBe(1)
    expect((await status(b)).data.state).toBe('none')
  })

  it('the phone registers a new, empty account by SMS', async () => {
    const token = await codeLogin(s, a.phone, 'dev-new')
    const info = (await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token })).body.data
    expect(info.userId).not.toBe(a.userId)
    expect(info.hasPassword).toBe(false)
    const inv = (await s.get('/user/api/v1/privacy/inventory', undefined, { token })).body.data
    expect(inv.usage.filter((x: { count: number | null }) => x.count)).toEqual([])
    // and with a new account on the number, its password is checked like any other
    const r = await pwdLogin(a.phone)
    expect(r.code).toBe('4002')
  })
})

describe('the timer’s sweep', () => {
  it('erases due accounts without a sign-in, but waits while an order awaits payment', async () => {
    const u = await newUser('1374')
    await requestCancel(u)
    const order = (await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'native' }, { token: u.token })).body
    expect(order.code).toBe('0000')
    s.clock.advance(CANCEL_COOLING_OFF_MS / 1000 + 1)
    // requests of the earlier tests are due as well; this one waits for its order
    await s.app.services.cancellation.settleDue()
    expect(await s.app.services.cancellation.settleDue()).toBe(0)
    expect(await s.sql.prepare('SELECT phone FROM users WHERE user_id = ?').get(u.userId)).toEqual({ phone: u.phone })
    await s.app.money.closeDue()
    expect(await s.app.services.cancellation.settleDue()).toBe(1)
    expect(await s.sql.prepare('SELECT phone, nickname FROM users WHERE user_id = ?').get(u.userId)).toEqual({
      phone: null,
      nickname: '已注销用户',
    })
  })
})
