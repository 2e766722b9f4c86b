/**
 * Invitation codes are for new accounts only, over real HTTP: one code per account and only in its first days
 * (INVITE_CODE_DAYS, 7 by default), not after skipping the page, not by an account that has invited someone, and a
 * user's own code only from an account older than the one entering it, so two accounts never credit each other.
 * Official codes follow the same account rules. Every refusal is a Chinese 4000 that changes nothing; the status
 * route tells the app beforehand.
 */
import { startServer, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'

const P = {
  mine: '/user/api/v1/invite/mine',
  add: '/user/api/v1/invite/addInviteCode',
  skip: '/user/api/v1/invite/skipInviteCode',
  status: '/user/api/v1/invite/codeStatus',
}
const DAY = 86_400_000
const SKIPPED = '您已跳过填写邀请码，不能再填写'
const INVITER = '您已邀请过好友，不能再填写邀请码'
const LATER_OWNER = '只能填写比您先注册的用户的邀请码'
const tooLate = (days: number) => `邀请码仅限注册${days}天内的新用户填写`

let s: TestServer
beforeAll(async () => {
  s = await startServer({ config: { inviteRewards: { rewardDays: 7, rewardLevel: 1, monthlyCap: 10 } } })
}, 60_000)
afterAll(async () => s.close())

const codeOf = async (u: SignedIn) => (await s.get(P.mine, undefined, { token: u.token })).body.data.code as string
const enter = async (u: SignedIn, code: string) => (await s.post(P.add, { inviteCode: code }, { token: u.token })).body
const status = async (u: SignedIn) => (await s.get(P.status, undefined, { token: u.token })).body

/** everything entering a code may change for `u` and for the owner of the code */
const state = async (u: SignedIn, owner?: SignedIn) => ({
  user: await s.sql.prepare('SELECT promotion_source, date_limit_status FROM users WHERE user_id = ?').get(u.userId),
  uses: await s.sql.prepare('SELECT count(*) AS n FROM invite_uses WHERE user_id = ?').get(u.userId),
  asInvitee: await s.sql.prepare('SELECT count(*) AS n FROM invite_rewards WHERE invitee_id = ?').get(u.userId),
  coupons: await s.sql.prepare('SELECT count(*) AS n FROM coupons WHERE user_id = ?').get(u.userId),
  used: await s.sql.prepare("SELECT code, used_count FROM invite_codes WHERE code IN ('YQC2026', 'PARTNER88') ORDER BY code").all(),
  owner: owner
    ? {
        member: await s.sql.prepare('SELECT member_level, member_expires_at FROM users WHERE user_id = ?').get(owner.userId),
        rewards: await s.sql.prepare('SELECT count(*) AS n FROM invite_rewards WHERE user_id = ?').get(owner.userId),
      }
    : null,
})

/** the refusal is a 4000 with exactly `msg`, the status route says the same, and nothing changed */
async function refused(u: SignedIn, code: string, msg: string, owner?: SignedIn) {
  const before = await state(u, owner)
  const r = await enter(u, code)
  expect({ code: r.code, msg: r.msg }).toEqual({ code: '4000', msg })
  expect(await state(u, owner)).toEqual(before)
}

test('a new user entering an older user’s code is credited, and the status route allows it beforehand', async () => {
  const inviter = await signedInUser(s)
  const code = await codeOf(inviter)
  const friend = await signedInUser(s)
  expect((await status(friend)).data).toEqual({ allowed: true, reason: '' })
  const r = await enter(friend, code)
  expect(r.code).toBe('0000')
  expect(r.data.promotionSource).toBe(3)
  expect(await s.sql.prepare('SELECT state FROM invite_rewards WHERE invitee_id = ?').get(friend.userId)).toEqual({ state: 'credited' })
  expect(await s.sql.prepare('SELECT member_level FROM users WHERE user_id = ?').get(inviter.userId)).toEqual({ member_level: 1 })
  // one code per account
  expect((await status(friend)).data).toEqual({ allowed: false, reason: '您已填写过邀请码，无需重复填写' })
  await refused(friend, 'YQC2026', '您已填写过邀请码，无需重复填写')
})

test('an account enters a code only within its first 7 days; official codes too', async () => {
  const inviter = await signedInUser(s)
  const code = await codeOf(inviter)
  const late = await signedInUser(s)
  const inTime = await signedInUser(s)
  s.clock.ms += 7 * DAY - 3_600_000
  expect((await enter(inTime, 'PARTNER88')).code).toBe('0000')
  s.clock.ms += 3_600_000
  expect((await status(late)).data).toEqual({ allowed: false, reason: tooLate(7) })
  await refused(late, code, tooLate(7), inviter)
  await refused(late, 'YQC2026', tooLate(7))
  await refused(late, 'PARTNER88', tooLate(7))
})

test('INVITE_CODE_DAYS changes the window', async () => {
  const limits = s.app.config.accountLimits
  limits.inviteCodeDays = 3
  try {
    const u = await signedInUser(s)
    s.clock.ms += 3 * DAY
    await refused(u, 'YQC2026', tooLate(3))
    expect((await status(u)).data.reason).toBe(tooLate(3))
  } finally {
    limits.inviteCodeDays = 7
  }
})

test('an account that skipped the invitation page cannot enter a code later', async () => {
  const inviter = await signedInUser(s)
  const code = await codeOf(inviter)
  const u = await signedInUser(s)
  expect((await s.post(P.skip, {}, { token: u.token })).body.code).toBe('0000')
  expect((await status(u)).data).toEqual({ allowed: false, reason: SKIPPED })
  await refused(u, code, SKIPPED, inviter)
  await refused(u, 'YQC2026', SKIPPED)
})

test('an account whose own code someone joined with cannot enter a code', async () => {
  const inviter = await signedInUser(s)
  const inviterCode = await codeOf(inviter)
  const older = await signedInUser(s)
  const olderCode = await codeOf(older)
  // `inviter` is older than `older`; the rule stands on its own: `inviter` has invited someone
  const a = await signedInUser(s)
  const aCode = await codeOf(a)
  const friend = await signedInUser(s)
  expect((await enter(friend, aCode)).code).toBe('0000')
  expect((await status(a)).data).toEqual({ allowed: false, reason: INVITER })
  await refused(a, inviterCode, INVITER, inviter)
  await refused(a, olderCode, INVITER, older)
  await refused(a, 'YQC2026', INVITER)
})

test('a user’s own code works only from an account created before the one entering it', async () => {
  const first = await signedInUser(s)
  const second = await signedInUser(s)
  const secondCode = await codeOf(second)
  await refused(first, secondCode, LATER_OWNER, second)
  // the refusal leaves `first` free to enter a proper code
  expect((await status(first)).data.allowed).toBe(true)
  expect((await enter(first, 'YQC2026')).code).toBe('0000')
})

test('two existing accounts cannot credit each other, in either order', async () => {
  const a = await signedInUser(s)
  const b = await signedInUser(s)
  const aCode = await codeOf(a)
  const bCode = await codeOf(b)

  // the older account first: refused, so the newer one's later entry is the only credit
  await refused(a, bCode, LATER_OWNER, b)
  expect((await enter(b, aCode)).code).toBe('0000')
  await refused(a, bCode, INVITER, b)

  const c = await signedInUser(s)
  const d = await signedInUser(s)
  const cCode = await codeOf(c)
  const dCode = await codeOf(d)
  // the newer account first: credited once; the way back is refused
  expect((await enter(d, cCode)).code).toBe('0000')
  await refused(c, dCode, INVITER, d)

  const credits = await s.sql
    .prepare('SELECT user_id, invitee_id FROM invite_rewards WHERE user_id IN (?, ?, ?, ?) ORDER BY id')
    .all(a.userId, b.userId, c.userId, d.userId)
  expect(credits).toEqual([
    { user_id: a.userId, invitee_id: b.userId },
    { user_id: c.userId, invitee_id: d.userId },
  ])
})

test('a user’s own code is still refused as such', async () => {
  const u = await signedInUser(s)
  await refused(u, await codeOf(u), '不能填写自己的邀请码')
})
