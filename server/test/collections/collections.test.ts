/**
 * 收藏 over real HTTP: 默认收藏夹 for everyone, folders made, renamed and deleted (their items move to 默认收藏夹, never
 * lost), items collected with the name from the data, listed per kind and folder, moved and removed several at once,
 * the limits, bad input refused in Chinese with nothing changed, and two users who never see or change each other's.
 */
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { COLLECT_FOLDERS_MAX, COLLECT_ITEMS_MAX, DEFAULT_FOLDER_NAME } from '../../../contract/schemas/collection'

const P = {
  folders: '/user/api/v1/collect/folder/list',
  create: '/user/api/v1/collect/folder/create',
  rename: '/user/api/v1/collect/folder/rename',
  del: '/user/api/v1/collect/folder/delete',
  list: '/user/api/v1/collect/list',
  add: '/user/api/v1/collect/add',
  remove: '/user/api/v1/collect/remove',
  move: '/user/api/v1/collect/move',
  status: '/user/api/v1/collect/status',
}

interface Folder {
  id: number
  name: string
  isDefault: boolean
  companyCount: number
  personCount: number
}
interface Item {
  id: number
  kind: string
  targetId: string
  name: string
  sub: string
  folderId: number
  folderName: string
  collectedAt: number
}

let s: TestServer
let a: SignedIn
let b: SignedIn
let pids: string[]
let persons: Array<{ person_id: string; name: string }>

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 300, seed: 7 }) })
  a = await signedInUser(s)
  b = await signedInUser(s)
  pids = ((await s.sql.prepare('SELECT pid FROM companies ORDER BY id LIMIT 60').all()) as Array<{ pid: string }>).map((r) => r.pid)
  persons = (await s.sql
    .prepare(`SELECT p.person_id, p.name FROM persons p WHERE EXISTS (SELECT 1 FROM roles r WHERE r.person_id = p.person_id) LIMIT 3`)
    .all()) as typeof persons
}, 60_000)
afterAll(async () => s.close())

const folders = async (u: SignedIn) =>
  (await s.get(P.folders, undefined, { token: u.token })).body.data as { list: Folder[]; itemCount: number }
const add = async (u: SignedIn, body: Record<string, unknown>) => (await s.post(P.add, body, { token: u.token })).body
const list = async (u: SignedIn, q: Record<string, string | number>) => (await s.get(P.list, q, { token: u.token })).body
const ids = (l: Item[]) => l.map((i) => i.targetId)
const userRows = async (u: SignedIn) => ({
  folders: await count(s.sql, 'collect_folders', 'user_id = ?', u.userId),
  items: await count(s.sql, 'collections', 'user_id = ?', u.userId),
  state: JSON.stringify(await s.sql.prepare('SELECT id, folder_id FROM collections WHERE user_id = ? ORDER BY id').all(u.userId)),
  names: JSON.stringify(await s.sql.prepare('SELECT id, name FROM collect_folders WHERE user_id = ? ORDER BY id').all(u.userId)),
})

describe('folders', () => {
  it('everyone has 默认收藏夹, first and empty', async () => {
    const r = await s.get(P.folders, undefined, { token: a.token })
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({ folderLimit: COLLECT_FOLDERS_MAX, itemCount: 0, itemLimit: COLLECT_ITEMS_MAX })
    expect(r.body.data.list).toEqual([
      expect.objectContaining({ name: DEFAULT_FOLDER_NAME, isDefault: true, companyCount: 0, personCount: 0 }),
    ])
  })

  it('makes a folder with a trimmed name, refuses a taken one and bad names in Chinese, changing nothing', async () => {
    const made = (await s.post(P.create, { name: '  供应商  ' }, { token: a.token })).body
    expect(made.code).toBe('0000')
    expect(made.data).toMatchObject({ name: '供应商', isDefault: false, companyCount: 0 })
    const before = await userRows(a)
    for (const name of ['供应商', DEFAULT_FOLDER_NAME]) {
      const r = (await s.post(P.create, { name }, { token: a.token })).body
      expect(r.code).toBe('4090')
      expect(r.msg).toBe('收藏夹名称已存在')
    }
    for (const body of [{ name: '' }, { name: '   ' }, { name: '一'.repeat(21) }, {}, { name: 12 }, { name: '换\n行' }]) {
      const r = (await s.post(P.create, body, { token: a.token })).body
      expect([r.code, typeof r.msg]).toEqual(['4000', 'string'])
      expectChinese(r.msg)
    }
    expect((await s.post(P.create, { name: '一'.repeat(20) }, { token: a.token })).body.code).toBe('0000')
    expect((await userRows(a)).folders).toBe(before.folders + 1)
  })

  it('renames a folder; 默认收藏夹 cannot be renamed or deleted', async () => {
    const { list: fs } = await folders(a)
    const mine = fs.find((f) => f.name === '供应商')!
    const r = (await s.post(P.rename, { id: mine.id, name: '重点供应商' }, { token: a.token })).body
    expect(r.data).toMatchObject({ id: mine.id, name: '重点供应商' })
    const def = fs.find((f) => f.isDefault)!
    const before = await userRows(a)
    const renameDefault = (await s.post(P.rename, { id: def.id, name: '别的名字' }, { token: a.token })).body
    expect(renameDefault.code).toBe('4000')
    expect(renameDefault.msg).toBe('默认收藏夹不能重命名')
    const delDefault = (await s.post(P.del, { id: def.id }, { token: a.token })).body
    expect(delDefault.code).toBe('4000')
    expect(delDefault.msg).toBe('默认收藏夹不能删除')
    const taken = (await s.post(P.rename, { id: mine.id, name: '一'.repeat(20) }, { token: a.token })).body
    expect(taken.code).toBe('4090')
    const unknown = (await s.post(P.rename, { id: 999_999, name: '新名字' }, { token: a.token })).body
    expect([unknown.code, unknown.msg]).toEqual(['4040', '收藏夹不存在'])
    expect(await userRows(a)).toEqual(before)
  })

  it(`stops at ${COLLECT_FOLDERS_MAX} folders, 默认收藏夹 included`, async () => {
    const have = (await folders(a)).list.length
    for (let i = have; i < COLLECT_FOLDERS_MAX; i++)
      expect((await s.post(P.create, { name: `夹${i}` }, { token: a.token })).body.code).toBe('0000')
    const before = await userRows(a)
    const r = (await s.post(P.create, { name: '再来一个' }, { token: a.token })).body
    expect(r.code).toBe('4000')
    expect(r.msg).toContain(`最多创建${COLLECT_FOLDERS_MAX}个收藏夹`)
    expect(await userRows(a)).toEqual(before)
    // make room again for the tests below
    const extra = (await folders(a)).list.filter((f) => f.name.startsWith('夹'))
    for (const f of extra) await s.post(P.del, { id: f.id }, { token: a.token })
  })
})

describe('collecting', () => {
  it('collects a company into 默认收藏夹 with its name and second line from the data, whatever the client sends', async () => {
    const r = await add(a, { kind: 'company', targetId: pids[0], name: '假名字公司' })
    expect(r.code).toBe('0000')
    const c = (await s.sql.prepare('SELECT name, legal_person, status FROM companies WHERE pid = ?').get(pids[0])) as Record<string, string>
    expect(r.data).toMatchObject({
      kind: 'company',
      targetId: pids[0],
      name: c.name,
      sub: `${c.legal_person} · ${c.status}`,
      folderName: DEFAULT_FOLDER_NAME,
      collectedAt: s.clock.ms,
    })
  })

  it('collects a person into a chosen folder, with the company they are best known by', async () => {
    const f = (await folders(a)).list.find((x) => x.name === '重点供应商')!
    const r = await add(a, { kind: 'person', targetId: persons[0].person_id, folderId: f.id })
    expect(r.data).toMatchObject({ kind: 'person', name: persons[0].name, folderId: f.id, folderName: '重点供应商' })
    expect(r.data.sub).not.toBe('')
  })

  it('answers the status a profile asks, for collected and not collected targets', async () => {
    const yes = (await s.get(P.status, { kind: 'company', targetId: pids[0] }, { token: a.token })).body.data
    expect(yes.collect).toMatchObject({ targetId: pids[0], folderName: DEFAULT_FOLDER_NAME })
    expect(yes.followed).toBe(false)
    const no = (await s.get(P.status, { kind: 'company', targetId: pids[1] }, { token: a.token })).body.data
    expect(no).toEqual({ collect: null, followed: false })
    const person = (await s.get(P.status, { kind: 'person', targetId: persons[0].person_id }, { token: a.token })).body.data
    expect(person.collect.folderName).toBe('重点供应商')
  })

  it('refuses a collected target again, unknown targets and folders, and bad input, changing nothing', async () => {
    const before = await userRows(a)
    const again = await add(a, { kind: 'company', targetId: pids[0] })
    expect([again.code, again.msg]).toEqual(['4090', `已收藏在「${DEFAULT_FOLDER_NAME}」中`])
    const noCompany = await add(a, { kind: 'company', targetId: 'no_such_company' })
    expect([noCompany.code, noCompany.msg]).toEqual(['4040', '企业不存在'])
    const noPerson = await add(a, { kind: 'person', targetId: 'no_such_person' })
    expect([noPerson.code, noPerson.msg]).toEqual(['4040', '人员不存在'])
    const noFolder = await add(a, { kind: 'company', targetId: pids[1], folderId: 999_999 })
    expect([noFolder.code, noFolder.msg]).toEqual(['4040', '收藏夹不存在'])
    for (const body of [
      { kind: 'shop', targetId: pids[1] },
      { kind: 'company' },
      { kind: 'company', targetId: '../x' },
      { kind: 'company', targetId: pids[1], folderId: 'abc' },
      { kind: 'company', targetId: pids[1], folderId: 0 },
    ]) {
      const r = await add(a, body)
      expect(r.code).toBe('4000')
      expectChinese(r.msg)
    }
    expect((await s.post(P.add, { kind: 'company', targetId: pids[1] })).body.code).not.toBe('0000')
    expect(await userRows(a)).toEqual(before)
  })

  it('lists one kind newest first, one folder when asked, in pages', async () => {
    for (let i = 1; i <= 24; i++) {
      s.clock.advance(60)
      expect((await add(a, { kind: 'company', targetId: pids[i] })).code).toBe('0000')
    }
    const p1 = (await list(a, { kind: 'company' })).data
    expect(p1.total).toBe(25)
    expect(p1.list).toHaveLength(20)
    expect(p1.list[0].targetId).toBe(pids[24])
    const p2 = (await list(a, { kind: 'company', pageNum: 2 })).data
    expect(ids(p2.list)).toEqual([pids[4], pids[3], pids[2], pids[1], pids[0]])
    expect((await list(a, { kind: 'person' })).data.total).toBe(1)
    const f = (await folders(a)).list.find((x) => x.name === '重点供应商')!
    expect((await list(a, { kind: 'company', folderId: f.id })).data.total).toBe(0)
    expect((await list(a, { kind: 'person', folderId: f.id })).data.list[0].targetId).toBe(persons[0].person_id)
    const bad = await list(a, { kind: 'everything' })
    expect(bad.code).toBe('4000')
    expectChinese(bad.msg)
  })
})

describe('moving, removing, deleting folders', () => {
  it('moves several items at once into a folder; the counts follow', async () => {
    const f = (await folders(a)).list.find((x) => x.name === '重点供应商')!
    const some = (await list(a, { kind: 'company', pageSize: 3 })).data.list as Item[]
    const r = (await s.post(P.move, { ids: some.map((i) => i.id), folderId: f.id }, { token: a.token })).body
    expect(r.data).toEqual({ moved: 3 })
    const after = (await folders(a)).list.find((x) => x.id === f.id)!
    expect([after.companyCount, after.personCount]).toEqual([3, 1])
    expect((await folders(a)).list.find((x) => x.isDefault)!.companyCount).toBe(22)
    expect((await s.get(P.status, { kind: 'company', targetId: some[0].targetId }, { token: a.token })).body.data.collect.folderId).toBe(
      f.id,
    )
  })

  it('refuses a move or remove naming an item that is not the caller’s, or a bad list, doing nothing', async () => {
    const mine = (await list(a, { kind: 'company', pageSize: 2 })).data.list as Item[]
    const f = (await folders(a)).list.find((x) => x.isDefault)!
    const before = await userRows(a)
    const move = (await s.post(P.move, { ids: [mine[0].id, 999_999], folderId: f.id }, { token: a.token })).body
    expect([move.code, move.msg]).toEqual(['4040', '收藏不存在或已取消'])
    const remove = (await s.post(P.remove, { ids: [mine[1].id, 999_999] }, { token: a.token })).body
    expect(remove.code).toBe('4040')
    for (const body of [{ ids: [] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, { ids: 'x' }, { ids: [0] }]) {
      const r = (await s.post(P.remove, body, { token: a.token })).body
      expect(r.code).toBe('4000')
      expectChinese(r.msg)
    }
    const noFolder = (await s.post(P.move, { ids: [mine[0].id], folderId: 999_999 }, { token: a.token })).body
    expect(noFolder.code).toBe('4040')
    expect(await userRows(a)).toEqual(before)
  })

  it('deleting a folder moves its items to 默认收藏夹, none lost', async () => {
    const f = (await folders(a)).list.find((x) => x.name === '重点供应商')!
    const before = await count(s.sql, 'collections', 'user_id = ?', a.userId)
    const r = (await s.post(P.del, { id: f.id }, { token: a.token })).body
    expect(r.data).toEqual({ moved: 4 })
    expect(await count(s.sql, 'collections', 'user_id = ?', a.userId)).toBe(before)
    const fs = (await folders(a)).list
    expect(fs.find((x) => x.id === f.id)).toBeUndefined()
    expect(fs.find((x) => x.isDefault)).toMatchObject({ companyCount: 25, personCount: 1 })
    const again = (await s.post(P.del, { id: f.id }, { token: a.token })).body
    expect(again.code).toBe('4040')
  })

  it('removes several items at once', async () => {
    const some = (await list(a, { kind: 'company', pageSize: 5 })).data.list as Item[]
    const r = (await s.post(P.remove, { ids: [...some.map((i) => i.id), some[0].id] }, { token: a.token })).body
    expect(r.data).toEqual({ removed: 5 })
    expect((await list(a, { kind: 'company' })).data.total).toBe(20)
    expect((await s.get(P.status, { kind: 'company', targetId: some[0].targetId }, { token: a.token })).body.data.collect).toBeNull()
  })
})

describe('the item limit', () => {
  it(`stops at ${COLLECT_ITEMS_MAX} items per user, with a Chinese reason`, async () => {
    const u = await signedInUser(s)
    const def = (await folders(u)).list[0].id
    const all = (
      (await s.sql.prepare('SELECT pid FROM companies ORDER BY id LIMIT ?').all(COLLECT_ITEMS_MAX)) as Array<{ pid: string }>
    ).map((r) => r.pid)
    const extra = COLLECT_ITEMS_MAX - all.length
    const people = (
      (await s.sql.prepare('SELECT person_id FROM persons ORDER BY id LIMIT ?').all(extra + 1)) as Array<{ person_id: string }>
    ).map((r) => r.person_id)
    const ins = s.sql.prepare('INSERT INTO collections (user_id, kind, target_id, folder_id, collected_at) VALUES (?, ?, ?, ?, ?)')
    await s.sql.atomically(async () => {
      for (const pid of all) await ins.run(u.userId, 'company', pid, def, 1)
      for (const p of people.slice(0, extra)) await ins.run(u.userId, 'person', p, def, 1)
    })
    expect((await folders(u)).itemCount).toBe(COLLECT_ITEMS_MAX)
    const r = await add(u, { kind: 'person', targetId: people[extra] })
    expect(r.code).toBe('4000')
    expect(r.msg).toContain(`收藏已达上限（${COLLECT_ITEMS_MAX}条）`)
    expect(await count(s.sql, 'collections', 'user_id = ?', u.userId)).toBe(COLLECT_ITEMS_MAX)
  })
})

describe('two users', () => {
  it('B sees none of A’s folders and items, and cannot touch them by id', async () => {
    const aFolder = (await s.post(P.create, { name: 'A的收藏夹' }, { token: a.token })).body.data as Folder
    const aItems = (await list(a, { kind: 'company', pageSize: 2 })).data.list as Item[]
    const before = await userRows(a)

    const bFolders = await folders(b)
    expect(bFolders.list.map((f) => f.name)).toEqual([DEFAULT_FOLDER_NAME])
    expect(bFolders.list[0].id).not.toBe((await folders(a)).list[0].id)
    expect((await list(b, { kind: 'company' })).data.total).toBe(0)
    expect((await s.get(P.status, { kind: 'company', targetId: aItems[0].targetId }, { token: b.token })).body.data.collect).toBeNull()

    const nf = (r: { code: string; data: unknown }) => expect([r.code, r.data]).toEqual(['4040', null])
    nf(await list(b, { kind: 'company', folderId: aFolder.id }))
    nf((await s.post(P.rename, { id: aFolder.id, name: '被改了' }, { token: b.token })).body)
    nf((await s.post(P.del, { id: aFolder.id }, { token: b.token })).body)
    nf(await add(b, { kind: 'company', targetId: pids[50], folderId: aFolder.id }))
    nf((await s.post(P.remove, { ids: aItems.map((i) => i.id) }, { token: b.token })).body)
    const bDefault = bFolders.list[0].id
    nf((await s.post(P.move, { ids: [aItems[0].id], folderId: bDefault }, { token: b.token })).body)
    const bItem = (await add(b, { kind: 'company', targetId: pids[50] })).data as Item
    nf((await s.post(P.move, { ids: [bItem.id], folderId: aFolder.id }, { token: b.token })).body)
    expect(await userRows(a)).toEqual(before)
    // B's own collection of the same company is B's alone
    expect((await s.get(P.status, { kind: 'company', targetId: pids[50] }, { token: a.token })).body.data.collect).toBeNull()
  })

  it('every route refuses a caller without a login', async () => {
    for (const [path, body] of [
      [P.create, { name: 'x' }],
      [P.add, { kind: 'company', targetId: pids[0] }],
      [P.remove, { ids: [1] }],
    ] as const) {
      const r = await s.post(path, body)
      expect(r.status).toBe(401)
    }
    expect((await s.get(P.folders)).status).toBe(401)
  })
})
