/**
 * 我的名片 over real HTTP: one card per user, made and changed in place with the same share token; read by anyone through
 * that token and nothing else (not the user id, not a guessed or an old token), showing only what is on the card; saved
 * into a signed-in viewer's 名片夹 once; the owner's own card not saved into their own; a new token ending the old links;
 * deleting the card ending every link.
 */
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'

const P = {
  mine: '/user/api/v1/card/mine',
  save: '/user/api/v1/card/mine/save',
  remove: '/user/api/v1/card/mine/delete',
  reset: '/user/api/v1/card/mine/resetShare',
  shared: '/user/api/v1/card/shared',
  saveShared: '/user/api/v1/card/shared/save',
  list: '/user/api/v1/card/list',
}

let s: TestServer
let owner: SignedIn
let viewer: SignedIn
let ownerPhone: string
let company: { pid: string; name: string }

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 30, seed: 3 }) })
  owner = await signedInUser(s)
  viewer = await signedInUser(s)
  ownerPhone = ((await s.sql.prepare('SELECT phone FROM users WHERE user_id = ?').get(owner.userId)) as { phone: string }).phone
  company = (await s.sql.prepare('SELECT pid, name FROM companies ORDER BY id LIMIT 1').get()) as typeof company
}, 60_000)
afterAll(async () => s.close())

const mine = async (u: SignedIn) => (await s.get(P.mine, undefined, { token: u.token })).body
const shared = async (token: string) => (await s.get(P.shared, { token })).body
const card = {
  name: '周杰',
  mobile: '13711112222',
  email: 'zhou.jie@example.com',
  company: '',
  title: '创始人',
  address: '上海市徐汇区',
}

describe('my own card', () => {
  it('is null before it is made', async () => {
    expect((await mine(owner)).data).toBeNull()
  })

  it('is made once with a random share token, and changed in place keeping it', async () => {
    const made = (await s.post(P.save, { ...card, company: company.name, pid: company.pid }, { token: owner.token })).body
    expect(made.code).toBe('0000')
    expect(made.data).toMatchObject({ name: '周杰', mobile: '13711112222', company: company.name, pid: company.pid, landline: '' })
    expect(made.data.shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(made.data.shareToken).not.toContain(owner.userId)
    s.clock.advance(30)
    const changed = (await s.post(P.save, { ...card, title: '董事长' }, { token: owner.token })).body.data
    expect(changed).toMatchObject({ title: '董事长', pid: null, shareToken: made.data.shareToken, createdAt: made.data.createdAt })
    expect(changed.updatedAt).toBe(s.clock.ms)
    expect(await count(s.sql, 'my_cards', 'user_id = ?', owner.userId)).toBe(1)
    expect((await mine(owner)).data).toEqual(changed)
  })

  it('refuses bad input in Chinese and keeps the card as it was', async () => {
    const before = (await mine(owner)).data
    const r = (await s.post(P.save, { ...card, email: 'x@' }, { token: owner.token })).body
    expect(r.code).toBe('4000')
    expectChinese(r.msg)
    expect((await mine(owner)).data).toEqual(before)
  })

  it('is the owner’s only: another user has none', async () => {
    expect((await mine(viewer)).data).toBeNull()
  })
})

describe('a shared card', () => {
  it('is read by anyone with its token: only the fields on the card, never the account phone or the token', async () => {
    const { shareToken } = (await mine(owner)).data
    const r = await shared(shareToken)
    expect(r.code).toBe('0000')
    expect(Object.keys(r.data).sort()).toEqual(
      ['address', 'company', 'email', 'landline', 'mobile', 'name', 'note', 'pid', 'title', 'updatedAt'].sort(),
    )
    expect(r.data).toMatchObject({ name: '周杰', mobile: '13711112222', title: '董事长' })
    const text = JSON.stringify(r.data)
    expect(text).not.toContain(ownerPhone)
    expect(text).not.toContain(owner.userId)
    expect(text).not.toContain(shareToken)
  })

  it('answers 4040 to a token that is not one, and 4000 to one that cannot be', async () => {
    const none = await shared('A'.repeat(22))
    expect(none.code).toBe('4040')
    expect(none.msg).toBe('名片不存在或分享已失效')
    const bad = await shared(owner.userId.slice(0, 8))
    expect(bad.code).toBe('4000')
    expectChinese(bad.msg)
  })

  it('is saved into a signed-in viewer’s 名片夹 once, with what the card shows', async () => {
    const { shareToken } = (await mine(owner)).data
    expect((await s.post(P.saveShared, { token: shareToken })).body.code).toBe('4030')
    const r = (await s.post(P.saveShared, { token: shareToken }, { token: viewer.token })).body
    expect(r.code).toBe('0000')
    expect(r.data).toMatchObject({ name: '周杰', mobile: '13711112222', title: '董事长', email: 'zhou.jie@example.com', initial: 'Z' })
    const again = (await s.post(P.saveShared, { token: shareToken }, { token: viewer.token })).body
    expect(again.code).toBe('4090')
    expect(again.msg).toBe('这张名片已在你的名片夹中')
    expect(again.data).toEqual({ id: r.data.id })
    const kept = (await s.get(P.list, undefined, { token: viewer.token })).body.data
    expect(kept.total).toBe(1)
  })

  it('is not saved into its owner’s own 名片夹', async () => {
    const { shareToken } = (await mine(owner)).data
    const r = (await s.post(P.saveShared, { token: shareToken }, { token: owner.token })).body
    expect(r.code).toBe('4000')
    expect(r.msg).toBe('这是你自己的名片，无需保存')
    expect(await count(s.sql, 'cards', 'user_id = ?', owner.userId)).toBe(0)
  })

  it('a new token ends the old link; the viewer’s saved copy stays theirs', async () => {
    const old = (await mine(owner)).data.shareToken
    const r = (await s.post(P.reset, {}, { token: owner.token })).body
    expect(r.code).toBe('0000')
    expect(r.data.shareToken).not.toBe(old)
    expect((await shared(old)).code).toBe('4040')
    expect((await shared(r.data.shareToken)).code).toBe('0000')
    expect((await s.get(P.list, undefined, { token: viewer.token })).body.data.total).toBe(1)
  })

  it('deleting the card ends every link; a user without a card has nothing to delete or reset', async () => {
    const { shareToken } = (await mine(owner)).data
    expect((await s.post(P.remove, {}, { token: owner.token })).body.data).toEqual({ removed: 1 })
    expect((await shared(shareToken)).code).toBe('4040')
    expect((await mine(owner)).data).toBeNull()
    for (const path of [P.remove, P.reset]) {
      const r = (await s.post(path, {}, { token: owner.token })).body
      expect(r.code).toBe('4040')
      expect(r.msg).toBe('你还没有创建名片')
    }
  })
})
