/**
 * Organisations over real HTTP: creating one (the creator is its admin, names unique per creator), joining by code
 * (unknown, already a member, full), roles, removing a member, the leave rules (last admin, last member dissolves),
 * resetting the code (the old one stops working), what a non-member and a plain member may do, the limits per account
 * (organisations created, organisations belonged to; concurrent requests at a limit do not both pass), and bad input
 * refused in Chinese.
 */
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { ORG_CODE_PATTERN, ORG_MEMBER_LIMIT } from '../../../contract/domain/organizations'

const P = {
  list: '/user/api/v1/org/list',
  create: '/user/api/v1/org/create',
  detail: '/user/api/v1/org/detail',
  members: '/user/api/v1/org/members',
  preview: '/user/api/v1/org/preview',
  join: '/user/api/v1/org/join',
  rename: '/user/api/v1/org/rename',
  resetCode: '/user/api/v1/org/resetCode',
  remove: '/user/api/v1/org/member/remove',
  makeAdmin: '/user/api/v1/org/member/makeAdmin',
  leave: '/user/api/v1/org/leave',
}

let s: TestServer
let a: SignedIn
let b: SignedIn
let c: SignedIn

beforeAll(async () => {
  s = await startServer()
  a = await signedInUser(s)
  b = await signedInUser(s)
  c = await signedInUser(s)
}, 60_000)
afterAll(async () => s.close())

const get = async (u: SignedIn, path: string, q: Record<string, string | number>) => (await s.get(path, q, { token: u.token })).body
const post = async (u: SignedIn, path: string, body: object) => (await s.post(path, body, { token: u.token })).body
const create = async (u: SignedIn, name: string) => post(u, P.create, { name })
const expectError = (r: { code: string; msg: string }, code: string, msg?: string | RegExp) => {
  expect(r.code).toBe(code)
  expectChinese(r.msg)
  if (msg) expect(r.msg).toMatch(msg)
}

describe('creating', () => {
  it('makes the creator its admin with an unambiguous 8-character code', async () => {
    const r = await create(a, '  云企查  研发部 ')
    expect(r.code).toBe('0000')
    expect(r.data).toMatchObject({ name: '云企查 研发部', role: 'admin', memberCount: 1, createdAt: s.clock.ms })
    expect(r.data.joinCode).toMatch(new RegExp(ORG_CODE_PATTERN))
    expect(r.data.joinCode).not.toMatch(/[01OIL]/)
    expect((await get(a, P.list, {})).data).toEqual([r.data])
  })

  it('refuses a name used before by the same creator, allows it for another', async () => {
    expectError(await create(a, '云企查 研发部'), '4090', '同名')
    expect((await create(b, '云企查 研发部')).code).toBe('0000')
  })

  it('refuses names outside 2-30 characters and wrong types, changing nothing', async () => {
    const before = await count(s.sql, 'organizations')
    expectError(await create(a, '甲'), '4000', '2-30')
    expectError(await create(a, '   '), '4000', '2-30')
    expectError(await create(a, '名'.repeat(31)), '4000', '2-30')
    expectError(await post(a, P.create, { name: 12 }), '4000', '组织名称')
    expectError(await post(a, P.create, {}), '4000', '组织名称')
    expect(await count(s.sql, 'organizations')).toBe(before)
  })

  it('demands a login', async () => {
    const r = await s.post(P.create, { name: '无登录' })
    expect(r.status).toBe(401)
  })
})

describe('joining, roles, removing, leaving', () => {
  let id: number
  let code: string
  beforeAll(async () => {
    const r = await create(a, '销售一组')
    id = r.data.id
    code = r.data.joinCode
  })

  it('previews a code (typed in lower case with spaces) and joins', async () => {
    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`
    expect((await get(b, P.preview, { code: typed })).data).toEqual({ id, name: '销售一组', memberCount: 1 })
    const r = await post(b, P.join, { code: typed })
    expect(r.data).toMatchObject({ id, role: 'member', memberCount: 2, joinCode: '' })
    const list = (await get(b, P.list, {})).data
    expect(list.map((o: { id: number }) => o.id)).toContain(id)
  })

  it('refuses an unknown code, a malformed one and a second join', async () => {
    expectError(await get(c, P.preview, { code: 'ZZZZZZZZ' }), '4040', '不存在')
    expectError(await post(c, P.join, { code: 'ZZZZZZZZ' }), '4040', '不存在')
    expectError(await post(c, P.join, { code: '组织码' }), '4000', '组织码')
    expectError(await get(b, P.preview, { code }), '4090', '已是该组织成员')
    expectError(await post(b, P.join, { code }), '4090', '已是该组织成员')
    expect(await count(s.sql, 'organization_members', 'org_id = ?', id)).toBe(2)
  })

  it('lists members with masked phones, admins first', async () => {
    const r = await get(b, P.members, { id })
    expect(r.data.total).toBe(2)
    expect(r.data.list.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [a.userId, 'admin'],
      [b.userId, 'member'],
    ])
    expect(r.data.list[0].phone).toMatch(/^1\d{2}\*{4}\d{4}$/)
    expect(r.data.list[1].isMe).toBe(true)
    const page2 = await get(b, P.members, { id, pageNum: 2, pageSize: 1 })
    expect(page2.data.list.map((m: { userId: string }) => m.userId)).toEqual([b.userId])
  })

  it('lets a plain member change nothing: 4031 仅管理员可操作', async () => {
    for (const [path, body] of [
      [P.rename, { id, name: '被改名' }],
      [P.resetCode, { id }],
      [P.remove, { id, userId: a.userId }],
      [P.makeAdmin, { id, userId: b.userId }],
    ] as const) {
      const r = await post(b, path, body)
      expectError(r, '4031', '仅管理员可操作')
    }
    expect((await get(a, P.detail, { id })).data).toMatchObject({ name: '销售一组', joinCode: code })
  })

  it('shows a non-member nothing: 4040 for every id route', async () => {
    expectError(await get(c, P.detail, { id }), '4040')
    expectError(await get(c, P.members, { id }), '4040')
    expectError(await post(c, P.rename, { id, name: '外人改名' }), '4040')
    expectError(await post(c, P.resetCode, { id }), '4040')
    expectError(await post(c, P.remove, { id, userId: b.userId }), '4040')
    expectError(await post(c, P.leave, { id }), '4040')
    expect((await get(c, P.list, {})).data).toEqual([])
  })

  it('lets an admin rename, with the same name rules', async () => {
    expectError(await post(a, P.rename, { id, name: 'x' }), '4000', '2-30')
    expect((await post(a, P.rename, { id, name: '销售二组' })).data.name).toBe('销售二组')
    // another organisation of the same creator keeps its name: renaming onto it is refused and changes nothing
    const other = (await post(a, P.create, { name: '销售三组' })).data.id
    expectError(await post(a, P.rename, { id, name: '销售三组' }), '4090', '同名')
    expect((await post(a, P.rename, { id: other, name: '销售三组' })).data.name).toBe('销售三组')
    expect((await get(a, P.detail, { id })).data.name).toBe('销售二组')
    await post(a, P.leave, { id: other })
  })

  it('resets the code: the old one stops working, the new one works', async () => {
    const r = await post(a, P.resetCode, { id })
    expect(r.data.joinCode).not.toBe(code)
    expectError(await get(c, P.preview, { code }), '4040', '不存在')
    expect((await get(c, P.preview, { code: r.data.joinCode })).data.id).toBe(id)
    code = r.data.joinCode
  })

  it('keeps the last admin in while others remain, then lets them go once another is admin', async () => {
    expectError(await post(a, P.leave, { id }), '4090', '唯一的管理员')
    expectError(await post(a, P.makeAdmin, { id, userId: a.userId }), '4000', '自己')
    expectError(await post(a, P.makeAdmin, { id, userId: c.userId }), '4040', '不在此组织')
    expect((await post(a, P.makeAdmin, { id, userId: b.userId })).code).toBe('0000')
    expectError(await post(a, P.makeAdmin, { id, userId: b.userId }), '4090', '已是管理员')
    expect((await get(b, P.detail, { id })).data).toMatchObject({ role: 'admin', joinCode: code })
    expect((await post(a, P.leave, { id })).data).toEqual({ dissolved: false })
    expectError(await get(a, P.detail, { id }), '4040')
  })

  it('removes a member, who then sees nothing of it', async () => {
    expect((await post(c, P.join, { code })).code).toBe('0000')
    expectError(await post(b, P.remove, { id, userId: b.userId }), '4000', '自己')
    expect((await post(b, P.remove, { id, userId: c.userId })).code).toBe('0000')
    expectError(await get(c, P.members, { id }), '4040')
    expectError(await post(b, P.remove, { id, userId: c.userId }), '4040', '不在此组织')
  })

  it('dissolves the organisation when its last member leaves', async () => {
    expect((await post(b, P.leave, { id })).data).toEqual({ dissolved: true })
    expect(await count(s.sql, 'organizations', 'id = ?', id)).toBe(0)
    expectError(await get(c, P.preview, { code }), '4040')
  })
})

describe('limits and cancellation', () => {
  it('refuses to join a full organisation', async () => {
    const r = await create(a, '满员组织')
    const { id, joinCode } = r.data
    const add = s.sql.prepare("INSERT INTO organization_members (org_id, user_id, role, joined_at) VALUES (?, ?, 'member', 0)")
    const user = s.sql.prepare('INSERT INTO users (user_id, nickname, created_at) VALUES (?, ?, 0)')
    for (let i = 1; i < ORG_MEMBER_LIMIT; i++) {
      await user.run(`org-filler-${i}`, `成员${i}`)
      await add.run(id, `org-filler-${i}`)
    }
    expectError(await get(c, P.preview, { code: joinCode }), '4090', `上限${ORG_MEMBER_LIMIT}人`)
    expectError(await post(c, P.join, { code: joinCode }), '4090', '已满')
    expect(await count(s.sql, 'organization_members', 'org_id = ?', id)).toBe(ORG_MEMBER_LIMIT)
  })

  it('erasing the only admin hands the organisation on; erasing the last member dissolves it', async () => {
    const { id, joinCode } = (await create(c, '注销测试')).data
    await post(b, P.join, { code: joinCode })
    await s.sql.prepare('DELETE FROM organization_members WHERE user_id = ?').run(c.userId)
    expect((await get(b, P.detail, { id })).data.role).toBe('admin')
    await s.sql.prepare('DELETE FROM organization_members WHERE user_id = ? AND org_id = ?').run(b.userId, id)
    expect(await count(s.sql, 'organizations', 'id = ?', id)).toBe(0)
  })
})

describe('limits per account', () => {
  const CREATED = '每个账号最多创建5个组织'
  const JOINED = '每个账号最多加入20个组织（含自己创建的），请先退出不需要的组织'
  const created = (u: SignedIn) => count(s.sql, 'organizations', 'created_by = ?', u.userId)
  const memberships = (u: SignedIn) => count(s.sql, 'organization_members', 'user_id = ?', u.userId)
  let fillers = 0
  /** `n` organisations someone else made, with `u` as a plain member */
  const belongTo = async (u: SignedIn, n: number) => {
    const owner = await signedInUser(s)
    for (let i = 0; i < n; i++) {
      fillers += 1
      const org = await s.sql
        .prepare('INSERT INTO organizations (name, join_code, created_by, created_at) VALUES (?, ?, ?, 0)')
        .run(`填充组织${fillers}`, `FILL${fillers}`, owner.userId)
      await s.sql
        .prepare("INSERT INTO organization_members (org_id, user_id, role, joined_at) VALUES (?, ?, 'admin', 0), (?, ?, 'member', 0)")
        .run(org.lastInsertRowid, owner.userId, org.lastInsertRowid, u.userId)
    }
  }

  it('creates at most 5 organisations; a dissolved one frees its place, one left to others does not', async () => {
    const u = await signedInUser(s)
    const v = await signedInUser(s)
    const ids: number[] = []
    for (let i = 1; i <= 5; i++) ids.push((await create(u, `限额组织${i}`)).data.id)
    expectError(await create(u, '限额组织6'), '4090', CREATED)
    expect(await created(u)).toBe(5)
    expect(await memberships(u)).toBe(5)

    expect((await post(u, P.leave, { id: ids[0] })).data).toEqual({ dissolved: true })
    expect((await create(u, '限额组织6')).code).toBe('0000')

    const { joinCode } = (await get(u, P.detail, { id: ids[1] })).data
    expect((await post(v, P.join, { code: joinCode })).code).toBe('0000')
    expect((await post(u, P.makeAdmin, { id: ids[1], userId: v.userId })).code).toBe('0000')
    expect((await post(u, P.leave, { id: ids[1] })).data).toEqual({ dissolved: false })
    expectError(await create(u, '限额组织7'), '4090', CREATED)
    expect(await created(u)).toBe(5)
  })

  it('two creates at the limit at once: one succeeds, the other is refused', async () => {
    const u = await signedInUser(s)
    for (let i = 1; i <= 4; i++) expect((await create(u, `并发组织${i}`)).code).toBe('0000')
    const answers = await Promise.all([create(u, '并发组织A'), create(u, '并发组织B')])
    expect(answers.map((r) => r.code).sort()).toEqual(['0000', '4090'])
    expect(answers.find((r) => r.code === '4090')!.msg).toBe(CREATED)
    expect(await created(u)).toBe(5)
    expect(await memberships(u)).toBe(5)
  })

  it('belongs to at most 20 organisations: joining and creating beyond are refused, leaving one makes room', async () => {
    const u = await signedInUser(s)
    const other = await signedInUser(s)
    await belongTo(u, 19)
    const first = (await create(other, '第二十一个组织')).data
    const second = (await create(other, '第二十二个组织')).data
    expect((await create(u, '自建组织')).code).toBe('0000')
    expect(await memberships(u)).toBe(20)

    expectError(await get(u, P.preview, { code: first.joinCode }), '4090', JOINED)
    expectError(await post(u, P.join, { code: first.joinCode }), '4090', JOINED)
    expectError(await create(u, '又一个组织'), '4090', JOINED)
    expect(await memberships(u)).toBe(20)
    expect(await count(s.sql, 'organization_members', 'org_id = ?', first.id)).toBe(1)
    expect(await created(u)).toBe(1)

    const someId = (await get(u, P.list, {})).data.find((o: { role: string }) => o.role === 'member').id
    expect((await post(u, P.leave, { id: someId })).code).toBe('0000')
    expect((await post(u, P.join, { code: first.joinCode })).code).toBe('0000')
    expectError(await post(u, P.join, { code: second.joinCode }), '4090', JOINED)
  })

  it('two joins at the limit at once: one succeeds, the other is refused', async () => {
    const u = await signedInUser(s)
    const other = await signedInUser(s)
    await belongTo(u, 19)
    const x = (await create(other, '并发加入甲')).data
    const y = (await create(other, '并发加入乙')).data
    const answers = await Promise.all([post(u, P.join, { code: x.joinCode }), post(u, P.join, { code: y.joinCode })])
    expect(answers.map((r) => r.code).sort()).toEqual(['0000', '4090'])
    expect(answers.find((r) => r.code === '4090')!.msg).toBe(JOINED)
    expect(await memberships(u)).toBe(20)
  })

  it('ORGS_CREATED_PER_USER and ORGS_JOINED_PER_USER change the limits', async () => {
    const limits = s.app.config.accountLimits
    Object.assign(limits, { orgsCreated: 1, orgsJoined: 2 })
    try {
      const u = await signedInUser(s)
      expect((await create(u, '唯一组织')).code).toBe('0000')
      expectError(await create(u, '第二组织'), '4090', '每个账号最多创建1个组织')
      const x = (await create(await signedInUser(s), '可加入甲')).data
      const y = (await create(await signedInUser(s), '可加入乙')).data
      expect((await post(u, P.join, { code: x.joinCode })).code).toBe('0000')
      expectError(await post(u, P.join, { code: y.joinCode }), '4090', '每个账号最多加入2个组织（含自己创建的），请先退出不需要的组织')
    } finally {
      Object.assign(limits, { orgsCreated: 5, orgsJoined: 20 })
    }
  })
})
