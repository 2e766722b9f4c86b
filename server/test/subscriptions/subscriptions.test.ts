/**
 * 订阅 over real HTTP: subscribe messages per notice kind (the monitoring kind shares its sends with 消息通知), saved
 * searches made from the advanced filter with their count of newly established matching companies, the monitoring
 * digest and judicial pushes in 我的订阅, switches, deletion, the limit of 20, bad input refused in Chinese with
 * nothing changed, and another user's subscription answering 4040.
 */
import WebSocket from 'ws'
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { applyFeed } from '../../src/monitor/feed'
import { runSubscriptionPushes } from '../../src/subscriptions/push'
import type { SubscribeMessage, SubscribeProvider } from '../../src/providers/subscribe'
import { SEARCH_SUBSCRIPTIONS_MAX } from '../../../contract/schemas/subscriptions'

const P = {
  notices: '/user/api/v1/subscriptions/notices',
  accept: '/user/api/v1/subscriptions/notices/accept',
  cancel: '/user/api/v1/subscriptions/notices/cancel',
  list: '/user/api/v1/subscriptions/list',
  save: '/user/api/v1/subscriptions/search/save',
  toggle: '/user/api/v1/subscriptions/toggle',
  remove: '/user/api/v1/subscriptions/remove',
  seen: '/user/api/v1/subscriptions/seen',
}

interface Item {
  id: number
  kind: string
  title: string
  desc: string
  enabled: boolean
  createdAt: number
  lastPushAt: number | null
  newCount: number
  removable: boolean
  filter: Record<string, unknown> | null
  summary: string[]
}
interface Notice {
  kind: string
  templateId: string
  subscribed: boolean
  remaining: number
}

let s: TestServer
let a: SignedIn
let b: SignedIn
let company: { pid: string; region_code: string; industry_code: string }

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 300, seed: 5 }) })
  a = await signedInUser(s)
  b = await signedInUser(s)
  company = (await s.sql.prepare('SELECT pid, region_code, industry_code FROM companies ORDER BY id LIMIT 1').get()) as typeof company
}, 60_000)
afterAll(async () => s.close())

const list = async (u: SignedIn, q: Record<string, number> = {}) => (await s.get(P.list, q, { token: u.token })).body
const notices = async (u: SignedIn) => (await s.get(P.notices, undefined, { token: u.token })).body.data.list as Notice[]
const rows = async (u: SignedIn) =>
  JSON.stringify(await s.sql.prepare('SELECT * FROM user_subscriptions WHERE user_id = ? ORDER BY id').all(u.userId))

/** a company of the region established on `date`, as an import of new registrations would add it */
let added = 0
async function addCompany(date: string) {
  added++
  await s.sql
    .prepare(
      `INSERT INTO companies (pid, name, credit_code, legal_person, reg_capital, established, status, company_type, industry_code,
         industry, province_code, city_code, region_code, region_name, captured_at)
       SELECT ?, name || ?, credit_code, legal_person, reg_capital, ?, status, company_type, industry_code, industry,
         province_code, city_code, region_code, region_name, captured_at FROM companies WHERE pid = ?`,
    )
    .run(`sub-new-${added}`, `（新${added}）`, date, company.pid)
}

describe('subscribe messages', () => {
  it('lists every notice kind unsubscribed, then banks one send per accepted template', async () => {
    const before = await notices(a)
    expect(before.map((n) => n.kind)).toEqual(['monitor', 'judicial', 'search', 'order'])
    expect(before.every((n) => !n.subscribed && n.remaining === 0)).toBe(true)
    const judicial = before.find((n) => n.kind === 'judicial')!.templateId
    const mon = before.find((n) => n.kind === 'monitor')!.templateId
    const r = await s.post(P.accept, { accepted: [judicial, judicial, mon] }, { token: a.token })
    expect(r.body.code).toBe('0000')
    const after = r.body.data.list as Notice[]
    expect(after.find((n) => n.kind === 'judicial')).toMatchObject({ subscribed: true, remaining: 2 })
    expect(after.find((n) => n.kind === 'monitor')).toMatchObject({ subscribed: true, remaining: 1 })
    expect(after.find((n) => n.kind === 'order')).toMatchObject({ subscribed: false, remaining: 0 })
  })

  it('the monitoring kind is the one 消息通知 records: one place for what the user accepted', async () => {
    const setting = await s.get('/msg/api/v1/notify/setting', undefined, { token: a.token })
    expect(setting.body.data.subscribed).toBe(true)
    const mon = (await notices(a)).find((n) => n.kind === 'monitor')!
    await s.post('/msg/api/v1/notify/subscribe', { accepted: [mon.templateId] }, { token: a.token })
    expect((await notices(a)).find((n) => n.kind === 'monitor')!.remaining).toBe(2)
  })

  it('退订 drops the sends of one kind only', async () => {
    const r = await s.post(P.cancel, { kind: 'monitor' }, { token: a.token })
    expect(r.body.data.list.find((n: Notice) => n.kind === 'monitor')).toMatchObject({ subscribed: false, remaining: 0 })
    expect(r.body.data.list.find((n: Notice) => n.kind === 'judicial')).toMatchObject({ remaining: 2 })
    expect((await s.get('/msg/api/v1/notify/setting', undefined, { token: a.token })).body.data.subscribed).toBe(false)
    // B never sees A's sends
    expect((await notices(b)).every((n) => n.remaining === 0)).toBe(true)
  })

  it('refuses an unknown template or kind in Chinese, banking nothing', async () => {
    const before = JSON.stringify(await notices(a))
    const r = await s.post(P.accept, { accepted: ['not-a-template'] }, { token: a.token })
    expect(r.body.code).toBe('4000')
    expectChinese(r.body.msg)
    const k = await s.post(P.cancel, { kind: 'weather' }, { token: a.token })
    expect(k.body.code).toBe('4000')
    expectChinese(k.body.msg)
    expect(JSON.stringify(await notices(a))).toBe(before)
  })
})

describe('saved searches', () => {
  it('saves the filter of a search result with its name from the summary, listed with no news yet', async () => {
    const empty = await list(a)
    expect(empty.data).toMatchObject({ total: 0, list: [], searchCount: 0, searchLimit: SEARCH_SUBSCRIPTIONS_MAX })
    const r = await s.post(
      P.save,
      { filter: { regionCode: company.region_code, status: '存续,在业' }, summary: ['南山区', '存续、在业'] },
      { token: a.token },
    )
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({
      kind: 'search',
      title: '南山区 · 存续、在业',
      desc: '有新成立的符合条件的企业时提醒你',
      enabled: true,
      newCount: 0,
      removable: true,
      lastPushAt: null,
      createdAt: s.clock.ms,
      filter: { regionCode: company.region_code, status: '存续,在业' },
    })
    const l = await list(a)
    expect(l.data.list.map((i: Item) => i.title)).toEqual(['南山区 · 存续、在业'])
    expect(l.data.searchCount).toBe(1)
  })

  it('refuses the same conditions again, whatever their order', async () => {
    const before = await rows(a)
    const r = await s.post(P.save, { filter: { status: '存续,在业', regionCode: company.region_code } }, { token: a.token })
    expect(r.body.code).toBe('4090')
    expect(r.body.msg).toBe('已订阅过相同条件的搜索')
    expect(await rows(a)).toBe(before)
    // a name of the user's own keeps the conditions as its description
    const named = await s.post(
      P.save,
      { filter: { industry: company.industry_code }, summary: ['某行业'], name: ' 重点行业 ' },
      { token: a.token },
    )
    expect(named.body.data).toMatchObject({ title: '重点行业', desc: '条件：某行业' })
    await s.post(P.remove, { id: named.body.data.id }, { token: a.token })
  })

  it('lists one kind of saved search: keyword queries apart from advanced filters, each paged on its own', async () => {
    const c = await signedInUser(s)
    const made: number[] = []
    for (const keyword of ['腾飞', '星辰', '远航']) {
      const r = await s.post(P.save, { filter: { keyword }, summary: [`关键词：${keyword}`] }, { token: c.token })
      expect(r.body.code).toBe('0000')
      made.push(r.body.data.id)
    }
    const f = await s.post(P.save, { filter: { keyword: '科技', regionCode: company.region_code } }, { token: c.token })
    made.push(f.body.data.id)
    await s.post(P.toggle, { kind: 'judicial', enabled: '1' }, { token: c.token })
    const of = async (q: Record<string, string | number>) => (await s.get(P.list, q, { token: c.token })).body.data
    const queries = await of({ searchKind: 'query', pageNum: 1, pageSize: 2 })
    expect(queries.total).toBe(3)
    expect(queries.list.map((i: Item) => i.title)).toEqual(['关键词：远航', '关键词：星辰'])
    expect((await of({ searchKind: 'query', pageNum: 2, pageSize: 2 })).list.map((i: Item) => i.filter)).toEqual([{ keyword: '腾飞' }])
    const filters = await of({ searchKind: 'filter' })
    // a keyword with another condition is an advanced search; the judicial push and the digest are in neither
    expect(filters.list.map((i: Item) => i.id)).toEqual([made[3]])
    expect(filters.searchCount).toBe(4)
    expect((await of({})).list.map((i: Item) => i.kind)).toContain('judicial')
    const bad = await s.get(P.list, { searchKind: 'all' }, { token: c.token })
    expect(bad.body.code).toBe('4000')
    expectChinese(bad.body.msg)
  })

  it('refuses a bad filter or name in Chinese, saving nothing', async () => {
    const before = await rows(a)
    for (const body of [
      { filter: { regionCode: '999999' } },
      { filter: { capitalMin: 500, capitalMax: 100 } },
      { filter: { status: '倒闭' } },
      { filter: { keyword: 'a"b' } },
      { filter: {}, name: '   ' },
      { filter: 'text' },
      { filter: {} },
      { filter: { $gt: '' } },
      { filter: { keyword: '' } },
    ]) {
      const r = await s.post(P.save, body, { token: a.token })
      expect({ body, code: r.body.code }).toEqual({ body, code: '4000' })
      expectChinese(r.body.msg)
    }
    expect(await rows(a)).toBe(before)
  })

  it('counts companies of the filter established after the last opening; opening it clears the count', async () => {
    const saved = (await s.post(P.save, { filter: { regionCode: company.region_code } }, { token: a.token })).body.data as Item
    // established on the day it was saved: not new (the day had been seen)
    await addCompany('2026-11-01')
    await addCompany('2026-11-03')
    await addCompany('2026-11-04')
    s.clock.advance(3 * 86400)
    const first = (await list(a)).data.list.find((i: Item) => i.id === saved.id) as Item
    expect(first.newCount).toBe(2)
    expect(first.lastPushAt).toBe(s.clock.ms)
    const seen = await s.post(P.seen, { id: saved.id }, { token: a.token })
    expect(seen.body.data).toMatchObject({ id: saved.id, newCount: 0, lastPushAt: s.clock.ms })
    s.clock.advance(86400)
    await addCompany('2026-11-06')
    expect(((await list(a)).data.list.find((i: Item) => i.id === saved.id) as Item).newCount).toBe(1)
  })

  it('counts a company of a saved keyword registered after the day it was saved', async () => {
    const c = await signedInUser(s)
    const target = (await s.sql.prepare("SELECT id, brand FROM companies WHERE brand <> '' ORDER BY id LIMIT 1 OFFSET 40").get()) as {
      id: number
      brand: string
    }
    const saved = (await s.post(P.save, { filter: { keyword: target.brand } }, { token: c.token })).body.data as Item
    expect(saved.newCount).toBe(0)
    s.clock.advance(86400)
    const tomorrow = new Date(s.clock.ms + 8 * 3600_000).toISOString().slice(0, 10)
    await s.sql.prepare('UPDATE companies SET established = ? WHERE id = ?').run(tomorrow, target.id)
    const of = async () => ((await list(c, { searchKind: 'query' } as never)).data.list as Item[]).find((i) => i.id === saved.id)!
    expect((await of()).newCount).toBe(1)
    await s.post(P.seen, { id: saved.id }, { token: c.token })
    expect((await of()).newCount).toBe(0)
  })

  it('switches a search off (no news counted) and on again, then deletes it', async () => {
    const saved = (await list(a)).data.list.find((i: Item) => i.kind === 'search' && i.newCount > 0) as Item
    const off = await s.post(P.toggle, { kind: 'search', id: saved.id, enabled: false }, { token: a.token })
    expect(off.body.data).toMatchObject({ enabled: false, newCount: 0 })
    s.clock.advance(3 * 86400)
    await addCompany('2026-11-07')
    const on = await s.post(P.toggle, { kind: 'search', id: saved.id, enabled: true }, { token: a.token })
    // what came while it was off is not news
    expect(on.body.data).toMatchObject({ enabled: true, newCount: 0 })
    const del = await s.post(P.remove, { id: saved.id }, { token: a.token })
    expect(del.body.data.removed).toBe(1)
    expect((await list(a)).data.list.map((i: Item) => i.id)).not.toContain(saved.id)
    const again = await s.post(P.remove, { id: saved.id }, { token: a.token })
    expect(again.body.code).toBe('4040')
  })

  it(`keeps at most ${SEARCH_SUBSCRIPTIONS_MAX} saved searches`, async () => {
    const have = await count(s.sql, 'user_subscriptions', "user_id = ? AND kind = 'search'", a.userId)
    for (let i = have; i < SEARCH_SUBSCRIPTIONS_MAX; i++) {
      const r = await s.post(P.save, { filter: { capitalMin: i + 1 }, summary: [`资本${i}`] }, { token: a.token })
      expect(r.body.code).toBe('0000')
    }
    const before = await rows(a)
    const r = await s.post(P.save, { filter: { capitalMin: 9999 } }, { token: a.token })
    expect(r.body.code).toBe('4000')
    expect(r.body.msg).toContain(`最多订阅${SEARCH_SUBSCRIPTIONS_MAX}个搜索`)
    expect(await rows(a)).toBe(before)
    // pages of the list
    const p1 = await list(a, { pageNum: 1, pageSize: 15 })
    const p2 = await list(a, { pageNum: 2, pageSize: 15 })
    expect(p1.data.total).toBe(SEARCH_SUBSCRIPTIONS_MAX)
    expect(p1.data.list).toHaveLength(15)
    expect(p2.data.list).toHaveLength(SEARCH_SUBSCRIPTIONS_MAX - 15)
    const ids = [...p1.data.list, ...p2.data.list].map((i: Item) => i.id)
    expect(new Set(ids).size).toBe(SEARCH_SUBSCRIPTIONS_MAX)
  })
})

describe('monitoring digest and judicial pushes', () => {
  it('shows the digest once the user monitors something, switched with the notification settings', async () => {
    expect((await list(b)).data.list).toEqual([])
    const r = await s.post(P.toggle, { kind: 'digest', enabled: true }, { token: b.token })
    expect(r.body.code).toBe('4000')
    expectChinese(r.body.msg)
    await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: company.pid }, { token: b.token })
    const digest = (await list(b)).data.list[0] as Item
    expect(digest).toMatchObject({ id: 0, kind: 'digest', title: '监控动态日报', enabled: true, removable: false, lastPushAt: null })
    const off = await s.post(P.toggle, { kind: 'digest', enabled: false }, { token: b.token })
    expect(off.body.data.enabled).toBe(false)
    expect((await s.get('/msg/api/v1/notify/setting', undefined, { token: b.token })).body.data.digestEnabled).toBe(false)
  })

  it('judicial pushes: made by switching on, counting the new cases of monitored companies until opened', async () => {
    const on = await s.post(P.toggle, { kind: 'judicial', enabled: true }, { token: b.token })
    expect(on.body.data).toMatchObject({ kind: 'judicial', enabled: true, newCount: 0, lastPushAt: null })
    expect(on.body.data.desc).toBe('1 个监控对象新增立案、开庭、裁判文书、被执行等司法案件时推送')
    const id = on.body.data.id as number
    s.clock.advance(60)
    await applyFeed(
      s.sql,
      JSON.stringify({
        type: 'record',
        dimension: 'executor',
        pid: company.pid,
        date: '2026-11-05',
        title: '被执行',
        refNo: 'SUB1',
        amount: 5,
      }),
      s.clock.ms,
    )
    const row = (await list(b)).data.list.find((i: Item) => i.kind === 'judicial') as Item
    expect(row).toMatchObject({ id, newCount: 1, lastPushAt: s.clock.ms })
    s.clock.advance(60)
    expect((await s.post(P.seen, { id }, { token: b.token })).body.data.newCount).toBe(0)
    // switching it on again keeps the one row
    await s.post(P.toggle, { kind: 'judicial', enabled: true }, { token: b.token })
    expect(await count(s.sql, 'user_subscriptions', "user_id = ? AND kind = 'judicial'", b.userId)).toBe(1)
  })

  it('another user’s subscription answers 4040 and changes nothing', async () => {
    const mine = (await list(b)).data.list.find((i: Item) => i.kind === 'judicial') as Item
    const before = await rows(b)
    for (const [path, body] of [
      [P.toggle, { kind: 'judicial', id: mine.id, enabled: false }],
      [P.remove, { id: mine.id }],
      [P.seen, { id: mine.id }],
    ] as const) {
      const r = await s.post(path, body, { token: a.token })
      expect({ path, status: r.status, code: r.body.code }).toEqual({ path, status: 404, code: '4040' })
    }
    expect(await rows(b)).toBe(before)
    expect(JSON.stringify((await list(a)).data)).not.toContain('监控企业司法推送')
  })

  it('needs a login', async () => {
    const r = await s.get(P.list)
    expect(r.body.code).not.toBe('0000')
  })
})

describe('WeChat pushes of 我的订阅', () => {
  const sent: SubscribeMessage[] = []
  const provider: SubscribeProvider = {
    name: 'test',
    send: async (m) => {
      sent.push(m)
      return true
    },
  }
  const grant = async (u: SignedIn, kind: string) => {
    const t = (await notices(u)).find((n) => n.kind === kind)!.templateId
    await s.post(P.accept, { accepted: [t] }, { token: u.token })
  }
  const remaining = async (u: SignedIn, kind: string) => (await notices(u)).find((n) => n.kind === kind)!.remaining

  it('tells of a saved search’s new companies once per banked send, and only of what was not told yet', async () => {
    const c = await signedInUser(s)
    const saved = (await s.post(P.save, { filter: { regionCode: company.region_code }, name: '区域新企业' }, { token: c.token })).body
      .data as Item
    const day = () => new Date(s.clock.ms + 8 * 3600_000).toISOString().slice(0, 10)
    s.clock.advance(86400)
    await addCompany(day())
    // no send banked: nothing goes out, nothing is marked told
    expect(await runSubscriptionPushes(s.app.repos, s.clock.ms, provider)).toEqual([])
    await grant(c, 'search')
    const pushed = await runSubscriptionPushes(s.app.repos, s.clock.ms, provider)
    expect(pushed).toEqual([{ userId: c.userId, kind: 'search', count: 1 }])
    expect(sent.at(-1)).toMatchObject({
      userId: c.userId,
      templateId: 'yqc-local-search-template',
      page: 'pagesUser/mySubscribe/mySubscribe',
    })
    expect(sent.at(-1)!.data.thing2.value).toBe('新增1家符合条件的企业')
    expect(await remaining(c, 'search')).toBe(0)
    const row = ((await list(c)).data.list as Item[]).find((i) => i.id === saved.id)!
    expect(row).toMatchObject({ newCount: 1, lastPushAt: s.clock.ms })
    // told already, and no send left for what comes next
    await grant(c, 'search')
    expect(await runSubscriptionPushes(s.app.repos, s.clock.ms, provider)).toEqual([])
    expect(await remaining(c, 'search')).toBe(1)
  })

  it('tells of new judicial cases of monitored companies; not while pushes are switched off', async () => {
    const d = await signedInUser(s)
    await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: company.pid }, { token: d.token })
    await s.post(P.toggle, { kind: 'judicial', enabled: true }, { token: d.token })
    await grant(d, 'judicial')
    s.clock.advance(60)
    await applyFeed(
      s.sql,
      JSON.stringify({
        type: 'record',
        dimension: 'executor',
        pid: company.pid,
        date: '2026-11-08',
        title: '被执行',
        refNo: 'SUB2',
        amount: 7,
      }),
      s.clock.ms,
    )
    await s.post('/msg/api/v1/notify/setting', { pushEnabled: false }, { token: d.token })
    expect((await runSubscriptionPushes(s.app.repos, s.clock.ms, provider)).filter((p) => p.userId === d.userId)).toEqual([])
    expect(await remaining(d, 'judicial')).toBe(1)
    await s.post('/msg/api/v1/notify/setting', { pushEnabled: true }, { token: d.token })
    s.clock.advance(60)
    const pushed = (await runSubscriptionPushes(s.app.repos, s.clock.ms, provider)).filter((p) => p.userId === d.userId)
    expect(pushed).toEqual([{ userId: d.userId, kind: 'judicial', count: 1 }])
    expect(sent.at(-1)).toMatchObject({ templateId: 'yqc-local-judicial-template', page: 'pagesMonitore/message/message' })
    expect(await remaining(d, 'judicial')).toBe(0)
    const row = ((await list(d)).data.list as Item[]).find((i) => i.kind === 'judicial')!
    expect(row.lastPushAt).toBe(s.clock.ms)
  })
})

describe('消息中心 of saved searches', () => {
  const feedCompany = (n: number, date: string, regionCode: string) =>
    JSON.stringify({
      type: 'company',
      pid: `sub-feed-${n}`,
      name: `深圳市订阅新增${n}号科技有限公司`,
      brand: `订阅新增${n}号科技`,
      status: '存续',
      regionCode,
      industryCode: 'I',
      established: date,
      regCapital: 100,
    })
  const messages = async (u: SignedIn) =>
    (await s.get('/msg/api/v1/message/list', { pageNum: 1, pageSize: 50 }, { token: u.token })).body.data.list as Array<{
      id: number
      read: boolean
      dynamic: { kind: string; targetId: string; targetName: string; title: string; content: string; dimensionLabel: string }
    }>

  it('a feed registering matching companies gives one message per search, told once; opening the search counts anew', async () => {
    const u = await signedInUser(s)
    const saved = (await s.post(P.save, { filter: { regionCode: company.region_code }, name: '本区新企业' }, { token: u.token })).body
      .data as Item
    const other = await signedInUser(s)
    await s.post(P.save, { filter: { regionCode: '650102' }, name: '远方新企业' }, { token: other.token })
    // the user's open page, and a monitoring send banked: the news shows on the page, the send stays for monitoring
    const monitorTemplate = (await notices(u)).find((n) => n.kind === 'monitor')!.templateId
    await s.post(P.accept, { accepted: [monitorTemplate] }, { token: u.token })
    const frames: Array<{ type: string; data?: { dynamic: { kind: string; title: string } }; count?: number }> = []
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/api/msg/ws?token=${u.token}`)
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (d) => {
        frames.push(JSON.parse(String(d)))
        resolve()
      })
      ws.on('error', reject)
    })
    const day = () => new Date(s.clock.ms + 8 * 3600_000).toISOString().slice(0, 10)
    s.clock.advance(86400)
    const feed = [feedCompany(1, day(), company.region_code), feedCompany(2, day(), company.region_code)].join('\n')
    const r = await applyFeed(s.sql, feed, s.clock.ms)
    expect(r.ok).toBe(true)
    await s.app.monitor.hub.dispatch()
    await new Promise((done) => setTimeout(done, 100))
    ws.close()
    expect(frames.find((f) => f.type === 'message')).toMatchObject({ data: { dynamic: { kind: 'search', title: '订阅新增2家企业' } } })
    expect((await notices(u)).find((n) => n.kind === 'monitor')!.remaining).toBe(1)
    const mine = (await messages(u)).filter((m) => m.dynamic.kind === 'search')
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      read: false,
      dynamic: {
        targetId: String(saved.id),
        targetName: '本区新企业',
        title: '订阅新增2家企业',
        content: '「本区新企业」新增2家符合条件的企业，自上次查看以来共2家',
        dimensionLabel: '订阅通知',
      },
    })
    // another user's search in another region heard nothing
    expect((await messages(other)).filter((m) => m.dynamic.kind === 'search')).toEqual([])

    // the same feed again changes nothing; one more company tells of the one
    await applyFeed(s.sql, feed, s.clock.ms)
    expect((await messages(u)).filter((m) => m.dynamic.kind === 'search')).toHaveLength(1)
    s.clock.advance(3600)
    await applyFeed(s.sql, feedCompany(3, day(), company.region_code), s.clock.ms)
    const after = (await messages(u)).filter((m) => m.dynamic.kind === 'search')
    expect(after.map((m) => m.dynamic.title)).toEqual(['订阅新增1家企业', '订阅新增2家企业'])
    expect(after[0].dynamic.content).toContain('共3家')

    // opened: what is new starts from the next day and is told from one again
    await s.post(P.seen, { id: saved.id }, { token: u.token })
    s.clock.advance(86400)
    await applyFeed(s.sql, feedCompany(4, day(), company.region_code), s.clock.ms)
    const opened = (await messages(u)).filter((m) => m.dynamic.kind === 'search')
    expect(opened).toHaveLength(3)
    expect(opened[0].dynamic.content).toBe('「本区新企业」新增1家符合条件的企业，自上次查看以来共1家')

    // a switched-off search hears nothing, and switched on again counts from that day
    await s.post(P.toggle, { kind: 'search', id: saved.id, enabled: false }, { token: u.token })
    s.clock.advance(86400)
    await applyFeed(s.sql, feedCompany(5, day(), company.region_code), s.clock.ms)
    expect((await messages(u)).filter((m) => m.dynamic.kind === 'search')).toHaveLength(3)
    await s.post(P.toggle, { kind: 'search', id: saved.id, enabled: true }, { token: u.token })
    s.clock.advance(86400)
    await applyFeed(s.sql, feedCompany(6, day(), company.region_code), s.clock.ms)
    const last = (await messages(u)).filter((m) => m.dynamic.kind === 'search')
    expect(last).toHaveLength(4)
    expect(last[0].dynamic.content).toBe('「本区新企业」新增1家符合条件的企业，自上次查看以来共1家')
  })
})
