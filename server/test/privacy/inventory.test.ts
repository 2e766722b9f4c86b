/**
 * The personal-information inventory over real HTTP: what it says is read from the server's own records of the caller
 * only, identifiers masked, usage counted with the latest of each kind, and sign-in addresses with their host part
 * hidden.
 */
import { startServer, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { USAGE_KINDS } from '../../../contract/domain/privacy'

const INVENTORY = '/user/api/v1/privacy/inventory'

let s: TestServer
let a: SignedIn
let b: SignedIn
let companies: Array<{ pid: string; name: string }>

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 200, seed: 3 }) })
  a = await signedInUser(s)
  b = await signedInUser(s)
  companies = (await s.sql.prepare('SELECT pid, name FROM companies ORDER BY id LIMIT 5').all()) as typeof companies
}, 60_000)
afterAll(async () => s.close())

const inventory = async (u: SignedIn) => (await s.get(INVENTORY, undefined, { token: u.token })).body
const usageOf = (inv: { usage: Array<{ kind: string }> }, kind: string) => inv.usage.find((x) => x.kind === kind)

test('needs a login', async () => {
  expect((await s.get(INVENTORY)).body.code).toBe('4030')
})

test('basic and identity information of a new SMS account, masked', async () => {
  const r = await inventory(a)
  expect(r.code).toBe('0000')
  const row = (await s.sql.prepare('SELECT phone, nickname, created_at FROM users WHERE user_id = ?').get(a.userId)) as {
    phone: string
    nickname: string
    created_at: number
  }
  expect(r.data.basic).toEqual({
    phoneMasked: `${row.phone.slice(0, 3)}****${row.phone.slice(7)}`,
    nickname: row.nickname,
    avatar: '',
    registeredAt: row.created_at * 1000,
    signInMethods: [
      { method: 'sms', available: true },
      { method: 'oneClick', available: true },
      { method: 'password', available: false },
      { method: 'wechat', available: false },
      { method: 'partner', available: false },
    ],
  })
  expect(r.data.identity).toEqual({
    userIdMasked: `${a.userId.slice(0, 4)}****${a.userId.slice(-4)}`,
    wechatOpenIdMasked: '',
    wechatUnionIdCollected: false,
    partnerUidMasked: '',
    inviteCode: null,
  })
  expect(JSON.stringify(r.data)).not.toContain(row.phone)
  expect(r.data.usage.map((u: { kind: string }) => u.kind)).toEqual([...USAGE_KINDS])
  expect(usageOf(r.data, 'searches')).toEqual({ kind: 'searches', count: null, latestAt: null, latest: '' })
  expect(usageOf(r.data, 'footprints')).toEqual({ kind: 'footprints', count: 0, latestAt: null, latest: '' })
})

test('usage: counts and the latest of each kind, read from the tables', async () => {
  const t = { token: a.token }
  await s.post('/user/api/v1/footprint/record', { kind: 'company', targetId: companies[0].pid }, t)
  s.clock.advance(60)
  await s.post('/user/api/v1/footprint/record', { kind: 'company', targetId: companies[1].pid }, t)
  const group = (await s.post('/yqc/api/v1/monitor/group/create', { name: '我的分组' }, t)).body.data.id
  await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: companies[2].pid, groupId: group }, t)
  await s.get('/user/api/v1/invite/accessLog', { page: 'pages/index/index' }, t)
  await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'native' }, t)
  await s.post('/user/api/v1/invite/addInviteCode', { inviteCode: 'YQC2026' }, t)
  expect((await s.post('/user/api/v1/card/create', { name: '李四', mobile: '13500000000' }, t)).body.code).toBe('0000')
  const feedback = { kind: 'suggestion', content: '希望企业详情页能增加导出功能', images: [], contact: '' }
  expect((await s.post('/user/api/v1/feedback/submit', feedback, t)).body.code).toBe('0000')

  const inv = (await inventory(a)).data
  expect(usageOf(inv, 'footprints')).toEqual({ kind: 'footprints', count: 2, latestAt: s.clock.ms, latest: companies[1].name })
  expect(usageOf(inv, 'monitors')).toMatchObject({ count: 1, latest: companies[2].name })
  expect(usageOf(inv, 'pageViews')).toMatchObject({ count: 1, latestAt: Math.floor(s.clock.ms / 1000) * 1000 })
  expect(usageOf(inv, 'orders')).toMatchObject({ count: 1, latest: expect.stringMatching(/^会员订单 ¥\d+\.\d\d · 待支付$/) })
  expect(usageOf(inv, 'cards')).toEqual({ kind: 'cards', count: 1, latestAt: s.clock.ms, latest: '李四' })
  expect(usageOf(inv, 'feedback')).toEqual({ kind: 'feedback', count: 1, latestAt: s.clock.ms, latest: '希望企业详情页能增加导出功能' })
  expect(usageOf(inv, 'uploads')).toMatchObject({ count: 0, latestAt: null })
  expect(inv.identity.inviteCode).toEqual({ code: 'YQC2026', label: '云企查官方推广', usedAt: Math.floor(s.clock.ms / 1000) * 1000 })
  expect(inv.device.pageViews).toEqual({ count: 1, lastAt: Math.floor(s.clock.ms / 1000) * 1000 })
  expect(inv.device.signInAddresses).toEqual([{ ipMasked: '127.0.*.*', logins: 1, lastAt: expect.any(Number) }])
})

test('shows only the caller’s own records', async () => {
  const inv = (await inventory(b)).data
  expect(inv.usage.filter((u: { count: number | null }) => u.count)).toEqual([])
  expect(inv.identity.inviteCode).toBeNull()
  expect(JSON.stringify(inv)).not.toContain(companies[1].name)
})
