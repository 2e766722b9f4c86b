/**
 * 名片夹 over real HTTP: a card made, read, changed and deleted; the list searched (name, its pinyin, company, title,
 * phones), sorted (最近添加, 姓名首字母, 公司) and paged on the server; a link to a company that must exist; the limit;
 * bad input refused in Chinese naming the field, changing nothing; and another user's card answering 4040.
 */
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { CARDS_MAX } from '../../../contract/schemas/card'

const P = {
  list: '/user/api/v1/card/list',
  detail: '/user/api/v1/card/detail',
  create: '/user/api/v1/card/create',
  update: '/user/api/v1/card/update',
  remove: '/user/api/v1/card/delete',
}

let s: TestServer
let a: SignedIn
let b: SignedIn
let company: { pid: string; name: string }

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 50, seed: 7 }) })
  a = await signedInUser(s)
  b = await signedInUser(s)
  company = (await s.sql.prepare('SELECT pid, name FROM companies ORDER BY id LIMIT 1').get()) as typeof company
}, 60_000)
afterAll(async () => s.close())

const create = async (u: SignedIn, body: Record<string, unknown>) => (await s.post(P.create, body, { token: u.token })).body
const list = async (u: SignedIn, q: Record<string, string | number> = {}) => (await s.get(P.list, q, { token: u.token })).body
const names = (r: { data: { list: Array<{ name: string }> } }) => r.data.list.map((c) => c.name)

describe('one card', () => {
  let id = 0

  it('is made with every field trimmed and linked to a company of the data', async () => {
    const r = await create(a, {
      name: ' 张伟 ',
      mobile: '13912345678',
      landline: '010-62345678',
      email: 'zhang.wei@example.com',
      company: company.name,
      pid: company.pid,
      title: '销售总监',
      address: '北京市海淀区中关村大街1号',
      note: '2026 年展会认识\n负责华北区',
    })
    expect(r.code).toBe('0000')
    id = r.data.id
    expect(r.data).toEqual({
      id,
      name: '张伟',
      mobile: '13912345678',
      landline: '010-62345678',
      email: 'zhang.wei@example.com',
      company: company.name,
      pid: company.pid,
      title: '销售总监',
      address: '北京市海淀区中关村大街1号',
      note: '2026 年展会认识\n负责华北区',
      initial: 'Z',
      createdAt: s.clock.ms,
      updatedAt: s.clock.ms,
    })
    expect((await s.get(P.detail, { id }, { token: a.token })).body.data).toEqual(r.data)
  })

  it('is changed in full: a field left out is emptied, the link dropped when no pid is sent', async () => {
    s.clock.advance(60)
    const r = (await s.post(P.update, { id, name: '吕娜', mobile: '13712345678', company: '自填的公司' }, { token: a.token })).body
    expect(r.code).toBe('0000')
    expect(r.data).toMatchObject({ id, name: '吕娜', mobile: '13712345678', landline: '', email: '', company: '自填的公司', pid: null })
    expect(r.data.initial).toBe('L')
    expect(r.data.updatedAt).toBe(s.clock.ms)
    expect(r.data.createdAt).toBe(s.clock.ms - 60_000)
  })

  it('is deleted once; then it is gone', async () => {
    expect((await s.post(P.remove, { id }, { token: a.token })).body.data).toEqual({ removed: 1 })
    const again = (await s.post(P.remove, { id }, { token: a.token })).body
    expect(again.code).toBe('4040')
    expectChinese(again.msg)
    expect((await s.get(P.detail, { id }, { token: a.token })).body.code).toBe('4040')
  })

  it('refuses a company pid that is not in the data', async () => {
    const before = await count(s.sql, 'cards')
    const r = await create(a, { name: '王五', mobile: '13812345678', company: '不存在公司', pid: 'no_such_pid' })
    expect(r.code).toBe('4040')
    expect(r.msg).toBe('关联的企业不存在')
    expect(await count(s.sql, 'cards')).toBe(before)
  })
})

describe('bad input', () => {
  const good = { name: '李雷', mobile: '13800001111' }
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['no name', { mobile: '13800001111' }, '姓名'],
    ['a blank name', { ...good, name: '   ' }, '请输入姓名'],
    ['a name of 31 characters', { ...good, name: '名'.repeat(31) }, '姓名'],
    ['a name over two lines', { ...good, name: '李\n雷' }, '姓名不能包含换行或控制字符'],
    ['no mobile', { name: '李雷' }, '手机号'],
    ['a mobile of 10 digits', { ...good, mobile: '1380000111' }, '请输入正确的11位手机号'],
    ['a mobile not starting 13–19', { ...good, mobile: '23800001111' }, '请输入正确的11位手机号'],
    ['a landline with letters', { ...good, landline: '12ab' }, '请输入正确的座机号码'],
    ['an email without @', { ...good, email: 'not-an-email' }, '请输入正确的邮箱'],
    ['an email that is an object', { ...good, email: { x: 1 } }, '邮箱'],
    ['a company of 101 characters', { ...good, company: 'x'.repeat(101) }, '公司'],
    ['a title that is a number', { ...good, title: 7 }, '职位'],
    ['a note of 501 characters', { ...good, note: '备'.repeat(501) }, '备注'],
    ['a pid with a path in it', { ...good, pid: '../etc' }, '关联企业'],
  ]

  it.each(cases)('%s → 4000 naming the field, nothing stored', async (_label, body, words) => {
    const before = await count(s.sql, 'cards')
    const r = await create(a, body)
    expect(r.code).toBe('4000')
    expectChinese(r.msg)
    expect(r.msg).toContain(words)
    expect(await count(s.sql, 'cards')).toBe(before)
  })

  it('a refused change leaves the card as it was', async () => {
    const c = (await create(a, { ...good, title: '工程师' })).data
    const r = (await s.post(P.update, { id: c.id, name: '韩梅梅', mobile: '12' }, { token: a.token })).body
    expect(r.code).toBe('4000')
    expect((await s.get(P.detail, { id: c.id }, { token: a.token })).body.data).toEqual(c)
    await s.post(P.remove, { id: c.id }, { token: a.token })
  })

  it('refuses a bad sort, page or keyword in Chinese', async () => {
    const bad: Array<Record<string, string | number>> = [{ sort: 'age' }, { pageNum: 0 }, { pageSize: 51 }, { keyword: 'k'.repeat(31) }]
    for (const q of bad) {
      const r = await list(a, q)
      expect(r.code).toBe('4000')
      expectChinese(r.msg)
    }
  })

  it('asks for a login', async () => {
    expect((await s.post(P.create, good)).body.code).toBe('4030')
    expect((await s.get(P.list)).body.code).toBe('4030')
  })
})

describe('the list', () => {
  const people = [
    { name: '赵敏', mobile: '13900000001', company: '阿里巴巴（中国）有限公司', title: '产品经理' },
    { name: 'Alice Wang', mobile: '13900000002', company: '', title: '设计师', landline: '021-55556666' },
    { name: '曾小贤', mobile: '13900000003', company: '北京电台', title: '主持人' },
    { name: '安琪', mobile: '13900000004', company: '阿里巴巴（中国）有限公司', title: '销售' },
    { name: '单雄信', mobile: '13900000005', company: '瓦岗寨', title: '将军' },
    { name: '007', mobile: '13900000006', company: '北京电台', title: '特工' },
  ]

  beforeAll(async () => {
    for (const p of people) {
      s.clock.advance(10)
      await create(a, p)
    }
  })

  it('newest first by default, with the total and the limit', async () => {
    const r = await list(a)
    expect(names(r)).toEqual(['007', '单雄信', '安琪', '曾小贤', 'Alice Wang', '赵敏'])
    expect(r.data).toMatchObject({ total: 6, all: 6, max: CARDS_MAX, pageNum: 1, pageSize: 20 })
  })

  it('by initial: A–Z by pinyin (surnames read as surnames), then #', async () => {
    const r = await list(a, { sort: 'name' })
    expect(names(r)).toEqual(['Alice Wang', '安琪', '单雄信', '曾小贤', '赵敏', '007'])
    expect(r.data.list.map((c: { initial: string }) => c.initial)).toEqual(['A', 'A', 'S', 'Z', 'Z', '#'])
  })

  it('by company: grouped by company in pinyin order, cards without one last', async () => {
    const r = await list(a, { sort: 'company' })
    expect(r.data.list.map((c: { company: string; name: string }) => `${c.company}/${c.name}`)).toEqual([
      '阿里巴巴（中国）有限公司/安琪',
      '阿里巴巴（中国）有限公司/赵敏',
      '北京电台/曾小贤',
      '北京电台/007',
      '瓦岗寨/单雄信',
      '/Alice Wang',
    ])
  })

  it('finds by name, pinyin, company, title and phone, on the server', async () => {
    const find = async (keyword: string) => names(await list(a, { keyword }))
    expect(await find('赵')).toEqual(['赵敏'])
    expect(await find('zhaomin')).toEqual(['赵敏'])
    expect(await find('sxx')).toEqual(['单雄信'])
    expect((await find('阿里巴巴')).sort()).toEqual(['安琪', '赵敏'].sort())
    expect(await find('主持')).toEqual(['曾小贤'])
    expect(await find('0000005')).toEqual(['单雄信'])
    expect(await find('02155556666')).toEqual(['Alice Wang'])
    expect(await find('%')).toEqual([])
    const r = await list(a, { keyword: '北京' })
    expect(r.data).toMatchObject({ total: 2, all: 6 })
  })

  it('pages through the same order without repeats', async () => {
    const p1 = await list(a, { sort: 'name', pageSize: 4 })
    const p2 = await list(a, { sort: 'name', pageSize: 4, pageNum: 2 })
    expect(p1.data.total).toBe(6)
    expect([...names(p1), ...names(p2)]).toEqual(['Alice Wang', '安琪', '单雄信', '曾小贤', '赵敏', '007'])
    expect(names(await list(a, { pageNum: 3, pageSize: 4 }))).toEqual([])
  })
})

describe('two users', () => {
  it('B sees none of A’s cards and can neither read, change nor delete one by id', async () => {
    const mine = (await list(a)).data.list as Array<{ id: number; name: string }>
    const target = mine[0]
    expect((await list(b)).data).toMatchObject({ total: 0, all: 0, list: [] })
    expect((await list(b, { keyword: target.name })).data.total).toBe(0)
    for (const r of [
      await s.get(P.detail, { id: target.id }, { token: b.token }),
      await s.post(P.update, { id: target.id, name: '改掉', mobile: '13800002222' }, { token: b.token }),
      await s.post(P.remove, { id: target.id }, { token: b.token }),
    ]) {
      expect({ status: r.status, code: r.body.code, data: r.body.data }).toEqual({ status: 404, code: '4040', data: null })
    }
    expect((await s.get(P.detail, { id: target.id }, { token: a.token })).body.data.name).toBe(target.name)
  })

  it('B’s own cards are B’s', async () => {
    const r = await create(b, { name: '乙的名片', mobile: '13600001111' })
    expect(r.code).toBe('0000')
    expect(names(await list(b))).toEqual(['乙的名片'])
    expect(names(await list(a))).not.toContain('乙的名片')
  })
})

describe('the limit', () => {
  it(`keeps at most ${CARDS_MAX} cards per user, and says so in Chinese`, async () => {
    const c = await signedInUser(s)
    const card = { name: '批量', mobile: '13500000000', landline: '', email: '', company: '', pid: '', title: '', address: '', note: '' }
    for (let i = 0; i < CARDS_MAX - 1; i++) await s.app.repos.cards.create(c.userId, card, s.clock.ms, CARDS_MAX)
    expect((await create(c, { name: '最后一张', mobile: '13500000001' })).code).toBe('0000')
    const r = await create(c, { name: '多一张', mobile: '13500000002' })
    expect(r.code).toBe('4000')
    expect(r.msg).toBe(`名片夹已满（最多${CARDS_MAX}张），请先删除不需要的名片`)
    expect(await count(s.sql, 'cards', 'user_id = ?', c.userId)).toBe(CARDS_MAX)
    expect((await list(c, { keyword: '最后' })).data).toMatchObject({ total: 1, all: CARDS_MAX })
  })
})
