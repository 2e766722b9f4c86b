/**
 * 推广邀请 over real HTTP: a user's own code made once and stable, the inviter rewarded once per invited user in the
 * same step as the invitation, the monthly cap recorded as 已达上限, the user's own code refused, records and rewards
 * paged and the caller's own only, bad input refused in Chinese.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone, signedInUser, type SignedIn } from '../signin/helpers'

const P = {
  mine: '/user/api/v1/invite/mine',
  records: '/user/api/v1/invite/records',
  rewards: '/user/api/v1/invite/rewards',
  reward: '/user/api/v1/invite/reward',
  add: '/user/api/v1/invite/addInviteCode',
  coupons: '/member/coupons',
}
const DAY = 86_400_000

let s: TestServer
beforeAll(async () => {
  s = await startServer({ config: { inviteRewards: { rewardDays: 7, rewardLevel: 1, monthlyCap: 2 } } })
}, 60_000)
afterAll(async () => s.close())

const mine = async (u: SignedIn) => (await s.get(P.mine, undefined, { token: u.token })).body.data
const join = async (code: string) => {
  const phone = freshPhone('1372')
  const token = await codeLogin(s, phone)
  const r = await s.post(P.add, { inviteCode: code }, { token })
  const userId = ((await s.sql.prepare('SELECT user_id FROM users WHERE phone = ?').get(phone)) as { user_id: string }).user_id
  return { token, userId, phone, r }
}
const membership = async (u: SignedIn) =>
  (await s.sql.prepare('SELECT member_level, member_expires_at FROM users WHERE user_id = ?').get(u.userId)) as {
    member_level: number
    member_expires_at: number | null
  }

test('a user gets one code of their own, made on first ask and the same afterwards', async () => {
  const a = await signedInUser(s)
  const b = await signedInUser(s)
  const first = await mine(a)
  expect(first.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6,8}$/)
  expect((await mine(a)).code).toBe(first.code)
  expect((await mine(b)).code).not.toBe(first.code)
  const rows = await s.sql.prepare('SELECT source, owner_id FROM invite_codes WHERE owner_id = ?').all(a.userId)
  expect(rows).toEqual([{ source: 3, owner_id: a.userId }])
  expect(first).toMatchObject({ invited: 0, credited: 0, daysEarned: 0, creditedThisMonth: 0 })
  expect(first.rules).toMatchObject({ rewardDays: 7, rewardLevel: 1, monthlyCap: 2 })
  expect(first.rulesText.join('')).toContain('7天VIP会员')
  expect(first.rulesText.join('')).toContain('最多获得2次奖励')
})

test('the inviter is rewarded once per invited user; the invited user gets the coupon', async () => {
  const a = await signedInUser(s)
  const { code } = await mine(a)
  const friend = await join(code.toLowerCase())
  expect(friend.r.body.code).toBe('0000')
  expect(await membership(a)).toEqual({ member_level: 1, member_expires_at: s.clock.ms + 7 * DAY })
  const coupons = (await s.get(P.coupons, undefined, { token: friend.token })).body.data.list as Array<{ title: string }>
  expect(coupons.map((c) => c.title)).toContain('邀请奖励券')

  // entering a code again changes nothing
  const again = await s.post(P.add, { inviteCode: code }, { token: friend.token })
  expect(again.body.code).not.toBe('0000')
  expectChinese(again.body.msg)
  expect((await s.get(P.rewards, undefined, { token: a.token })).body.data.total).toBe(1)
  expect(await s.sql.prepare('SELECT count(*) AS n FROM invite_rewards WHERE invitee_id = ?').get(friend.userId)).toEqual({ n: 1 })

  // a second friend extends the membership from its end
  const end = (await membership(a)).member_expires_at as number
  expect((await join(code)).r.body.code).toBe('0000')
  expect((await membership(a)).member_expires_at).toBe(end + 7 * DAY)
  const view = await mine(a)
  expect(view).toMatchObject({ invited: 2, credited: 2, daysEarned: 14, creditedThisMonth: 2 })
  const list = (await s.get(P.rewards, undefined, { token: a.token })).body.data.list
  expect(list[0]).toMatchObject({ state: 'credited', stateText: '已到账', days: 7, level: 1, termStart: end, termEnd: end + 7 * DAY })
  expect(list[0].inviteePhone).toMatch(/^\d{3}\*{4}\d{4}$/)
})

test('past the monthly cap an invitation is recorded as 已达上限 and adds nothing; the next month counts again', async () => {
  const a = await signedInUser(s)
  const { code } = await mine(a)
  await join(code)
  await join(code)
  const end = (await membership(a)).member_expires_at
  const third = await join(code)
  expect(third.r.body.code).toBe('0000')
  expect((await membership(a)).member_expires_at).toBe(end)
  const list = (await s.get(P.rewards, undefined, { token: a.token })).body.data.list
  expect(list[0]).toMatchObject({ state: 'capped', stateText: '已达上限', days: 0, termStart: null, termEnd: null })
  const records = (await s.get(P.records, undefined, { token: a.token })).body.data
  expect(records.total).toBe(3)
  expect(records.list[0].rewardState).toBe('capped')

  s.clock.ms += 35 * DAY
  await join(code)
  const now = s.clock.ms
  expect((await membership(a)).member_expires_at).toBe(Math.max(end as number, now) + 7 * DAY)
  const states = await s.sql.prepare('SELECT state FROM invite_rewards WHERE user_id = ? ORDER BY id').all(a.userId)
  expect(states.map((r) => (r as { state: string }).state)).toEqual(['credited', 'credited', 'capped', 'credited'])
})

test('a user cannot enter their own code, and nothing changes', async () => {
  const d = await signedInUser(s)
  const { code } = await mine(d)
  const r = await s.post(P.add, { inviteCode: code }, { token: d.token })
  expect(r.body.code).not.toBe('0000')
  expect(r.body.msg).toBe('不能填写自己的邀请码')
  expect(await s.sql.prepare('SELECT count(*) AS n FROM invite_uses WHERE user_id = ?').get(d.userId)).toEqual({ n: 0 })
  expect(await s.sql.prepare('SELECT count(*) AS n FROM invite_rewards WHERE user_id = ?').get(d.userId)).toEqual({ n: 0 })
  expect((await membership(d)).member_level).toBe(0)
  // the user may still enter someone else's code
  expect((await s.post(P.add, { inviteCode: 'YQC2026' }, { token: d.token })).body.code).toBe('0000')
})

test('records and rewards are paged and the caller’s own only', async () => {
  const a = await signedInUser(s)
  const b = await signedInUser(s)
  const { code } = await mine(a)
  const first = await join(code)
  s.clock.ms += 1000
  const second = await join(code)
  const page1 = (await s.get(P.records, { pageNum: 1, pageSize: 1 }, { token: a.token })).body.data
  const page2 = (await s.get(P.records, { pageNum: 2, pageSize: 1 }, { token: a.token })).body.data
  expect(page1).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 })
  expect(page1.list[0].phone).toBe(`${second.phone.slice(0, 3)}****${second.phone.slice(-4)}`)
  expect(page2.list[0].phone).toBe(`${first.phone.slice(0, 3)}****${first.phone.slice(-4)}`)
  expect(page1.list[0].rewardState).toBe('credited')

  const rewards = (await s.get(P.rewards, { pageNum: 2, pageSize: 1 }, { token: a.token })).body.data
  expect(rewards.total).toBe(2)
  expect(rewards.list).toHaveLength(1)
  const id = rewards.list[0].id
  expect((await s.get(P.reward, { id }, { token: a.token })).body.data.id).toBe(id)

  expect((await s.get(P.records, undefined, { token: b.token })).body.data.total).toBe(0)
  expect((await s.get(P.rewards, undefined, { token: b.token })).body.data.total).toBe(0)
  const foreign = await s.get(P.reward, { id }, { token: b.token })
  expect(foreign.body.code).toBe('4040')
  expect(foreign.body.msg).toBe('奖励记录不存在')
})

test('bad input is refused in Chinese naming the field; a signed-out caller is refused', async () => {
  const a = await signedInUser(s)
  const bad = await s.get(P.reward, { id: 'abc' }, { token: a.token })
  expect(bad.body.code).not.toBe('0000')
  expect(bad.body.msg).toContain('奖励编号')
  const size = await s.get(P.records, { pageSize: 999 }, { token: a.token })
  expect(size.body.msg).toContain('每页条数')
  const out = await s.get(P.mine)
  expect(out.body.code).not.toBe('0000')
  expectChinese(out.body.msg)
})
