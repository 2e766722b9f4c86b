/**
 * 司法案件 and 信用挖掘 over real HTTP: the case search by party, court, cause, kind and date with paging (a case stored
 * once per party company is listed once), the refusals in Chinese, monitored parties of two users kept apart, a new case
 * from an applied feed giving one alert exactly once per case, the WeChat push of those alerts, and the companies
 * with credit-risk signals filtered and counted.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { queryPlan } from '../pg/query-plan'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { applyFeed } from '../../src/monitor/feed'
import { runWatchPushes } from '../../src/judicial-watch/push'
import { SqlCaseRepo } from '../../src/store/judicial-cases'
import type { SubscribeMessage, SubscribeProvider } from '../../src/providers/subscribe'
import type { DB } from '../../src/store/db'
import { API } from '../../../contract/endpoints'
import type {
  CaseOverview,
  CaseSearchResult,
  CreditOverview,
  CreditSearchResult,
  WatchAlertList,
  WatchParty,
  WatchPartyList,
  WatchSetting,
} from '../../../contract/schemas/judicialData'

let s: TestServer

const DEFENDANT = { pid: 'jd-case-1', name: '苏州明澜司法测试科技有限公司' }
const PLAINTIFF = { pid: 'jd-case-2', name: '无锡恒泰原告测试贸易有限公司' }
const SESSIONS = 25
const WATCHED = '常州新监控测试实业有限公司'

function addCompany(db: DB, c: { pid: string; name: string }, region: [string, string, string], industry: string): number {
  return Number(
    db
      .prepare(
        `INSERT INTO companies (pid, name, credit_code, established, status, company_type, industry_code, industry,
         province_code, city_code, region_code, region_name, captured_at)
       SELECT ?, ?, '91320000TEST0000JD', established, status, company_type, ?, '测试行业', ?, ?, ?, '江苏省 苏州市 姑苏区', captured_at
       FROM companies ORDER BY id LIMIT 1`,
      )
      .run(c.pid, c.name, industry, ...region).lastInsertRowid,
  )
}

function seed(db: DB): void {
  seedDemo(db, { companies: 200, seed: 7 })
  const d = addCompany(db, DEFENDANT, ['320000', '320500', '320508'], 'T')
  const p = addCompany(db, PLAINTIFF, ['320000', '320200', '320213'], 'T')
  addCompany(db, { pid: 'jd-watch-1', name: WATCHED }, ['320000', '320400', '320402'], 'T')
  const rec = db.prepare(
    `INSERT INTO records (dimension, company_id, date, title, ref_no, parties, status, detail, source, captured_at)
     VALUES (?, ?, ?, ?, ?, ?, '', ?, '测试', '2026-10-01 08:00:00')`,
  )
  const parties = JSON.stringify([
    { name: PLAINTIFF.name, role: '原告', pid: PLAINTIFF.pid },
    { name: DEFENDANT.name, role: '被告', pid: DEFENDANT.pid },
  ])
  for (let i = 0; i < SESSIONS; i++) {
    const date = `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + i).padStart(2, '0')}`
    const detail = JSON.stringify({ court: '苏州市姑苏区人民法院', cause: i % 2 ? '买卖合同纠纷' : '借款合同纠纷', courtroom: '第3法庭' })
    // the same session stored for each party company
    for (const cid of [d, p])
      rec.run('courtSession', cid, date, `${PLAINTIFF.name}与${DEFENDANT.name}纠纷`, `（2025）苏0508民初${100 + i}号`, parties, detail)
  }
  rec.run(
    'caseFiling',
    null,
    '2024-04-04',
    '李雷与韩梅梅劳动争议',
    '（2024）苏0213民初77号',
    JSON.stringify([
      { name: '李雷', role: '原告' },
      { name: '韩梅梅', role: '被告' },
    ]),
    JSON.stringify({ court: '无锡市梁溪区人民法院', cause: '劳动争议' }),
  )
  // credit-risk signals of the defendant
  for (const [dim, date] of [
    ['dishonestExecutor', '2025-03-01'],
    ['executor', '2025-03-02'],
    ['executor', '2025-04-02'],
    ['taxArrears', '2024-01-05'],
  ])
    rec.run(dim, d, date, DEFENDANT.name, `（2025）苏0508执${date}号`, parties, '{}')
}

beforeAll(async () => {
  s = await startServer({ seed })
}, 120_000)
afterAll(async () => s.close())

const search = (q: Record<string, string | number>) => s.get<CaseSearchResult>(API.judicialData.search, q)
const refused = async (q: Record<string, string | number>) => {
  const r = await search(q)
  expect({ status: r.status, code: r.body.code }).toEqual({ status: 400, code: '4000' })
  expectChinese(r.body.msg)
  return r.body.msg
}

describe('cases', () => {
  it('counts each kind once per case and lists the newest cases, open to visitors', async () => {
    const r = await s.get<CaseOverview>(API.judicialData.overview)
    expect(r.body.code).toBe('0000')
    const session = r.body.data.kinds.find((k) => k.kind === 'courtSession')!
    const distinct = (
      (await s.sql
        .prepare(
          "SELECT COUNT(*) AS n FROM (SELECT DISTINCT COALESCE(NULLIF(ref_no, ''), 'r' || id), date FROM records WHERE dimension = 'courtSession')",
        )
        .get()) as { n: number }
    ).n
    expect(session).toMatchObject({ label: '开庭公告', total: distinct })
    expect(r.body.data.total).toBe(r.body.data.kinds.reduce((n, k) => n + k.total, 0))
    const dates = r.body.data.recent.map((c) => c.date)
    expect(dates.length).toBe(8)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('finds a party’s cases once each, newest first, page by page', async () => {
    const first = await search({ party: '明澜司法测试', pageSize: 10 })
    expect(first.body.code).toBe('0000')
    expect(first.body.data.total).toBe(SESSIONS)
    const all: string[] = []
    for (let page = 1; page <= 3; page++) {
      const r = await search({ party: '明澜司法测试', pageSize: 10, pageNum: page })
      expect(r.body.data.list.length).toBe(page < 3 ? 10 : 5)
      all.push(...r.body.data.list.map((c) => c.refNo))
    }
    expect(new Set(all).size).toBe(SESSIONS)
    const one = first.body.data.list[0]
    expect(one).toMatchObject({ kind: 'courtSession', kindLabel: '开庭公告', court: '苏州市姑苏区人民法院' })
    expect(one.parties.map((p) => p.name)).toEqual([PLAINTIFF.name, DEFENDANT.name])
    const dates = first.body.data.list.map((c) => c.date)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect((await search({ party: '明澜司法测试', pageNum: 4, pageSize: 10 })).body.data.list).toEqual([])
  })

  it('filters by court, cause, kind and dates, and finds a 2-character person name', async () => {
    const cause = await search({ party: '明澜司法测试', cause: '买卖合同' })
    expect(cause.body.data.total).toBe(12)
    expect(cause.body.data.list.every((c) => c.cause === '买卖合同纠纷')).toBe(true)
    const court = await search({ court: '姑苏区人民法院', kind: 'courtSession', start: '2025-03-01', end: '2025-06-30' })
    expect(court.body.data.list.every((c) => c.date >= '2025-03-01' && c.date <= '2025-06-30' && c.kind === 'courtSession')).toBe(true)
    expect(court.body.data.total).toBeGreaterThan(0)
    expect((await search({ party: '明澜司法测试', kind: 'judgmentDocument' })).body.data.total).toBe(0)
    const person = await search({ party: '李雷' })
    expect(person.body.data.list.map((c) => c.refNo)).toContain('（2024）苏0213民初77号')
    expect(person.body.data.list.every((c) => c.parties.some((p) => p.name.includes('李雷')))).toBe(true)
    // a piece of a 3-character name, with a date that leaves the case out
    expect((await search({ party: '梅梅' })).body.data.list.map((c) => c.refNo)).toContain('（2024）苏0213民初77号')
    expect((await search({ party: '梅梅', start: '2024-05-01' })).body.data.list.map((c) => c.refNo)).not.toContain(
      '（2024）苏0213民初77号',
    )
  })

  it('reads every search from the index tables, never the records table', async () => {
    const repo = new SqlCaseRepo(s.app.sql)
    for (const f of [
      { party: '明澜司法测试', court: '', cause: '' },
      { party: '', court: '', cause: '', kind: 'courtSession' as const, start: '2025-01-01' },
      { party: '李雷', court: '', cause: '', start: '2024-01-01' },
    ]) {
      const { sql, args } = await repo.searchSql(f)
      const plan = await queryPlan(s.sql, sql, args)
      expect(plan).not.toMatch(/SCAN records|on records/)
      expect(plan).not.toMatch(/SCAN e\b(?! USING)|Seq Scan/)
    }
  })

  it('refuses bad conditions in Chinese and searches nothing', async () => {
    expect(await refused({})).toContain('当事人')
    expect(await refused({ party: '李' })).toContain('不能少于')
    expect(await refused({ party: '明澜*' })).toContain('特殊符号')
    expect(await refused({ kind: 'lawsuit' })).toMatch(/案件类型/)
    expect(await refused({ start: '2025-13-01' })).toMatch(/日期/)
    expect(await refused({ start: '2025-06-01', end: '2025-01-01' })).toBe('开始日期不能晚于结束日期')
    await refused({ party: '明澜司法测试', pageNum: 0 })
    await refused({ party: '明澜司法测试', pageSize: 51 })
  })
})

describe('monitored parties', () => {
  let a: SignedIn
  let b: SignedIn
  beforeAll(async () => {
    a = await signedInUser(s)
    b = await signedInUser(s)
  })

  it('adds, lists and removes a party; the same name twice and bad names are refused', async () => {
    const add = await s.post<WatchParty>(API.judicialData.partyAdd, { name: ' 明澜 司法测试 ' }, { token: a.token })
    expect(add.body.code).toBe('0000')
    expect(add.body.data).toMatchObject({ name: '明澜司法测试', cases: 0, unread: 0, latest: '' })
    const again = await s.post(API.judicialData.partyAdd, { name: '明澜司法测试' }, { token: a.token })
    expect(again.body.code).toBe('4090')
    expectChinese(again.body.msg)
    for (const name of ['李', '', 'a"b']) {
      const r = await s.post(API.judicialData.partyAdd, { name }, { token: a.token })
      expect(r.status).toBe(400)
      expectChinese(r.body.msg)
    }
    const list = await s.get<WatchPartyList>(API.judicialData.parties, undefined, { token: a.token })
    expect(list.body.data.list.map((p) => p.name)).toEqual(['明澜司法测试'])
    expect(list.body.data.max).toBe(50)
    // a visitor is asked to sign in
    expect((await s.get(API.judicialData.parties)).status).toBe(401)
  })

  it('keeps one user’s parties from another', async () => {
    const mine = (await s.get<WatchPartyList>(API.judicialData.parties, undefined, { token: a.token })).body.data.list[0]
    expect((await s.get<WatchPartyList>(API.judicialData.parties, undefined, { token: b.token })).body.data.list).toEqual([])
    const foreign = await s.post(API.judicialData.partyRemove, { id: mine.id }, { token: b.token })
    expect({ status: foreign.status, code: foreign.body.code }).toEqual({ status: 404, code: '4040' })
    expect((await s.get(API.judicialData.alerts, { partyId: mine.id }, { token: b.token })).body.code).toBe('4040')
    expect((await s.get<WatchPartyList>(API.judicialData.parties, undefined, { token: a.token })).body.data.list).toHaveLength(1)
    expect((await s.post(API.judicialData.partyRemove, { id: mine.id }, { token: a.token })).body.code).toBe('0000')
    expect((await s.get<WatchPartyList>(API.judicialData.parties, undefined, { token: a.token })).body.data.list).toEqual([])
    expect((await s.post(API.judicialData.partyRemove, { id: mine.id }, { token: a.token })).body.code).toBe('4040')
  })

  it('saves push settings; bad settings are refused and change nothing', async () => {
    const first = await s.get<WatchSetting>(API.judicialData.setting, undefined, { token: a.token })
    expect(first.body.data).toMatchObject({ enabled: true, frequency: 'instant', dailyTime: '09:00', wxRemaining: 0 })
    expect(first.body.data.kinds).toHaveLength(4)
    const saved = await s.post<WatchSetting>(
      API.judicialData.setting,
      { frequency: 'daily', dailyTime: '18:30', kinds: ['judgmentDocument', 'caseFiling'] },
      { token: a.token },
    )
    expect(saved.body.data).toMatchObject({ frequency: 'daily', dailyTime: '18:30', kinds: ['caseFiling', 'judgmentDocument'] })
    for (const body of [{ dailyTime: '25:00' }, { kinds: [] }, { frequency: 'hourly' }, {}]) {
      const r = await s.post(API.judicialData.setting, body, { token: a.token })
      expect(r.status).toBe(400)
      expectChinese(r.body.msg)
    }
    const now = await s.get<WatchSetting>(API.judicialData.setting, undefined, { token: a.token })
    expect(now.body.data).toEqual(saved.body.data)
    expect((await s.get<WatchSetting>(API.judicialData.setting, undefined, { token: b.token })).body.data.frequency).toBe('instant')
    await s.post(
      API.judicialData.setting,
      { frequency: 'instant', kinds: ['caseFiling', 'courtSession', 'courtAnnouncement', 'judgmentDocument'] },
      { token: a.token },
    )
  })

  it('a new case from an applied feed gives one alert, exactly once per case, and one WeChat push', async () => {
    const party = (await s.post<WatchParty>(API.judicialData.partyAdd, { name: WATCHED }, { token: a.token })).body.data
    const line = (dimension: string, date: string) =>
      JSON.stringify({
        type: 'record',
        dimension,
        pid: 'jd-watch-1',
        date,
        title: `${PLAINTIFF.name}与${WATCHED}买卖合同纠纷`,
        refNo: '（2026）苏0402民初9001号',
        parties: [
          { name: PLAINTIFF.name, role: '原告', pid: PLAINTIFF.pid },
          { name: WATCHED, role: '被告', pid: 'jd-watch-1' },
        ],
        detail: { court: '常州市天宁区人民法院', cause: '买卖合同纠纷' },
      })
    const feed = [
      line('caseFiling', '2026-10-28'),
      JSON.stringify({ ...JSON.parse(line('caseFiling', '2026-10-28')), pid: PLAINTIFF.pid }),
    ].join('\n')
    expect((await applyFeed(s.sql, feed, s.clock.ms)).ok).toBe(true)
    const alerts = () => s.get<WatchAlertList>(API.judicialData.alerts, undefined, { token: a.token })
    const one = await alerts()
    expect(one.body.data.total).toBe(1)
    expect(one.body.data.unread).toBe(1)
    expect(one.body.data.list[0]).toMatchObject({
      partyName: WATCHED,
      read: false,
      case: { refNo: '（2026）苏0402民初9001号', kind: 'caseFiling' },
    })
    // the same feed again, and a later stage of the same case: still one
    await applyFeed(s.sql, feed, s.clock.ms)
    await applyFeed(s.sql, line('courtSession', '2026-10-30'), s.clock.ms)
    expect((await alerts()).body.data.total).toBe(1)
    expect((await s.get<WatchAlertList>(API.judicialData.alerts, undefined, { token: b.token })).body.data.total).toBe(0)
    const listed = (await s.get<WatchPartyList>(API.judicialData.parties, undefined, { token: a.token })).body.data.list
    expect(listed.find((p) => p.id === party.id)).toMatchObject({ cases: 1, unread: 1, latest: '2026-10-28' })

    // WeChat: nothing banked → the case stays in the app; banked → one message, once
    const sent: SubscribeMessage[] = []
    const provider: SubscribeProvider = { name: 'test', send: async (m) => (sent.push(m), true) }
    const notices = (await s.get('/user/api/v1/subscriptions/notices', undefined, { token: a.token })).body.data.list
    const template = notices.find((n: { kind: string }) => n.kind === 'judicial').templateId
    await s.post('/user/api/v1/subscriptions/notices/accept', { accepted: [template] }, { token: a.token })
    expect((await s.get<WatchSetting>(API.judicialData.setting, undefined, { token: a.token })).body.data.wxRemaining).toBe(1)
    const pushed = await runWatchPushes(s.app.repos, s.clock.ms, provider)
    expect(pushed.filter((p) => p.userId === a.userId)).toEqual([{ userId: a.userId, count: 1, sent: true }])
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ userId: a.userId, page: 'pagesJudicial/judicialData/monitor/index' })
    expect(sent[0].data.thing1.value).toBe(WATCHED.slice(0, 20))
    expect((await runWatchPushes(s.app.repos, s.clock.ms, provider)).filter((p) => p.userId === a.userId)).toEqual([])

    // reading: B cannot, A can
    const id = one.body.data.list[0].id
    expect((await s.post(API.judicialData.alertsRead, { id }, { token: b.token })).body.code).toBe('4040')
    const read = await s.post<{ unread: number }>(API.judicialData.alertsRead, { id }, { token: a.token })
    expect(read.body.data.unread).toBe(0)
    expect((await alerts()).body.data.list[0].read).toBe(true)
  })

  it('a case kind switched off in the settings gives no alert', async () => {
    await s.post(API.judicialData.setting, { kinds: ['judgmentDocument'] }, { token: b.token })
    await s.post(API.judicialData.partyAdd, { name: '韩梅梅' }, { token: b.token })
    const r = await applyFeed(
      s.sql,
      JSON.stringify({
        type: 'record',
        dimension: 'caseFiling',
        pid: PLAINTIFF.pid,
        date: '2026-10-29',
        title: '韩梅梅劳动争议',
        refNo: '（2026）苏0213民初5号',
        parties: [{ name: '韩梅梅', role: '原告' }],
        detail: { court: '无锡市梁溪区人民法院', cause: '劳动争议' },
      }),
      s.clock.ms,
    )
    expect(r.ok).toBe(true)
    expect((await s.get<WatchAlertList>(API.judicialData.alerts, undefined, { token: b.token })).body.data.total).toBe(0)
  })
})

describe('credit mining', () => {
  const dig = (q: Record<string, string | number>) => s.get<CreditSearchResult>(API.creditDig.search, q)

  it('counts the companies with each signal', async () => {
    const r = await s.get<CreditOverview>(API.creditDig.overview)
    expect(r.body.code).toBe('0000')
    const n = (
      (await s.sql
        .prepare("SELECT COUNT(DISTINCT company_id) AS n FROM records WHERE dimension = 'taxArrears' AND company_id IS NOT NULL")
        .get()) as { n: number }
    ).n
    expect(r.body.data.kinds.find((k) => k.kind === 'taxArrears')).toMatchObject({ label: '欠税', companies: n })
    expect(r.body.data.companies).toBeGreaterThanOrEqual(n)
  })

  it('filters by region, industry, signal and date, each company with its signals counted', async () => {
    const r = await dig({ province: '320500', industry: 'T' })
    expect(r.body.data.total).toBe(1)
    const c = r.body.data.list[0]
    expect(c).toMatchObject({ pid: DEFENDANT.pid, name: DEFENDANT.name, total: 4, latest: '2025-04-02' })
    expect(c.signals).toEqual([
      { kind: 'executor', label: '被执行', count: 2 },
      { kind: 'dishonestExecutor', label: '失信被执行', count: 1 },
      { kind: 'taxArrears', label: '欠税', count: 1 },
    ])
    const dated = await dig({ province: '320000', industry: 'T', start: '2025-01-01', end: '2025-03-31' })
    expect(dated.body.data.list[0]).toMatchObject({ pid: DEFENDANT.pid, total: 2 })
    expect((await dig({ province: '320000', industry: 'T', kind: 'businessAnomaly' })).body.data.total).toBe(0)
  })

  it('pages the whole list, latest signal first', async () => {
    const p1 = await dig({ kind: 'executor', pageSize: 5 })
    const p2 = await dig({ kind: 'executor', pageSize: 5, pageNum: 2 })
    expect(p1.body.data.total).toBeGreaterThan(5)
    const latest = [...p1.body.data.list, ...p2.body.data.list].map((c) => c.latest)
    expect([...latest].sort().reverse()).toEqual(latest)
    expect(new Set([...p1.body.data.list, ...p2.body.data.list].map((c) => c.pid)).size).toBe(
      p1.body.data.list.length + p2.body.data.list.length,
    )
  })

  it('refuses bad filters in Chinese', async () => {
    const bad: Array<Record<string, string>> = [
      { province: '999999' },
      { province: '32' },
      { industry: 'zz' },
      { kind: 'debt' },
      { start: '2025-02-01', end: '2025-01-01' },
    ]
    for (const q of bad) {
      const r = await dig(q)
      expect(r.status).toBe(400)
      expectChinese(r.body.msg)
    }
  })
})
