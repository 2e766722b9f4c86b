/**
 * 财产线索 over real HTTP: a crafted debtor's clues by kind with counts and 万元 totals (a tender invitation, a judgment
 * lost or withdrawn and a case filed under both parties counted right), a person's shares, refusals in Chinese, two
 * users' debtors kept apart, settings, and new clues from an applied feed kept and messaged exactly once.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { applyFeed } from '../../src/monitor/feed'
import type { DB } from '../../src/store/db'
import { API } from '../../../contract/endpoints'
import type { ClueAlertList, ClueList, ClueSetting, ClueSummary, MyDebtor, MyDebtorList } from '../../../contract/schemas/propertyClues'

let s: TestServer
let a: SignedIn
let b: SignedIn

const DEBTOR = { pid: 'pc-debtor-1', name: '杭州欠款测试贸易有限公司' }
const DEFENDANT = { pid: 'pc-def-1', name: '宁波被告测试实业有限公司' }
const SUED = { pid: 'pc-plaintiff-1', name: '温州原告测试科技有限公司' }
const INVESTEES = [
  { pid: 'pc-inv-1', name: '嘉兴被投资测试一有限公司' },
  { pid: 'pc-inv-2', name: '湖州被投资测试二有限公司' },
  { pid: 'pc-inv-3', name: '绍兴被投资测试三有限公司' },
]
const HOLDER = { personId: 'pcperson01', name: '钱多多' }

function addCompany(db: DB, c: { pid: string; name: string }): number {
  return Number(
    db
      .prepare(
        `INSERT INTO companies (pid, name, credit_code, established, status, company_type, industry_code, industry,
         province_code, city_code, region_code, region_name, captured_at)
       SELECT ?, ?, '91330000TEST0000PC', established, '存续', company_type, 'F', '批发业', '330000', '330100', '330106',
         '浙江省 杭州市 西湖区', captured_at FROM companies ORDER BY id LIMIT 1`,
      )
      .run(c.pid, c.name).lastInsertRowid,
  )
}

function seed(db: DB): void {
  seedDemo(db, { companies: 200, seed: 11 })
  const d = addCompany(db, DEBTOR)
  const def = addCompany(db, DEFENDANT)
  addCompany(db, SUED)
  const inv = INVESTEES.map((c) => addCompany(db, c))
  const own = db.prepare('INSERT INTO ownership (investor_id, investee_id, share, amount, from_date) VALUES (?, ?, ?, ?, ?)')
  own.run(d, inv[0], 60, 100, '2020-05-01')
  own.run(d, inv[1], 10, 50, '2021-06-01')
  const rec = db.prepare(
    `INSERT INTO records (dimension, company_id, date, amount, title, ref_no, parties, status, detail, source, captured_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '测试来源', '2026-10-01 08:00:00')`,
  )
  const won = JSON.stringify([
    { name: DEBTOR.name, role: '原告', pid: DEBTOR.pid },
    { name: DEFENDANT.name, role: '被告', pid: DEFENDANT.pid },
  ])
  const lost = JSON.stringify([
    { name: SUED.name, role: '原告', pid: SUED.pid },
    { name: DEBTOR.name, role: '被告', pid: DEBTOR.pid },
  ])
  const judgment = JSON.stringify({ docType: '民事判决书', court: '杭州市西湖区人民法院', cause: '买卖合同纠纷' })
  rec.run('land', d, '2024-03-01', 300, '西湖区工业园区8号地块', 'L1', '[]', '', JSON.stringify({ usage: '工业用地', area: '1.2000' }))
  rec.run('landMortgage', d, '2023-02-01', 200, '西湖区9号地块', '', '[]', '', JSON.stringify({ usage: '工业用地', mortgagee: '某银行' }))
  rec.run('patent', d, '2025-01-01', null, '一种测试装置', 'CN2025', '[]', '授权', JSON.stringify({ patentType: '发明专利' }))
  rec.run('trademark', d, '2022-01-01', null, '欠款牌', 'TM1', '[]', '注册', '{}')
  rec.run('tender', d, '2025-05-05', 80, '道路改造工程', 'ZB1', '[]', '', JSON.stringify({ noticeType: '中标公告', purchaser: '某区政府' }))
  rec.run('tender', d, '2025-06-06', 999, '办公设备采购项目', 'ZB2', '[]', '', JSON.stringify({ noticeType: '招标公告' }))
  rec.run('judicialAuction', d, '2025-07-07', 500, '工业厂房一处', '', '[]', '已成交', JSON.stringify({ platform: '淘宝司法拍卖' }))
  // a judgment won as plaintiff, filed under both parties: one clue
  rec.run('judgmentDocument', def, '2025-08-08', 120, '买卖合同纠纷一审判决书', '（2025）浙0106民初1号', won, '', judgment)
  rec.run('judgmentDocument', d, '2025-08-08', 120, '买卖合同纠纷一审判决书', '（2025）浙0106民初1号', won, '', judgment)
  // withdrawn, and lost as defendant: no clue
  rec.run(
    'judgmentDocument',
    def,
    '2025-09-09',
    70,
    '撤诉裁定',
    '（2025）浙0106民初2号',
    won,
    '',
    JSON.stringify({ docType: '民事裁定书' }),
  )
  rec.run('judgmentDocument', d, '2025-10-10', 90, '被诉判决', '（2025）浙0106民初3号', lost, '', judgment)
  db.prepare('INSERT INTO persons (person_id, name) VALUES (?, ?)').run(HOLDER.personId, HOLDER.name)
  db.prepare(
    "INSERT INTO roles (company_id, person_id, role, share, amount, from_date) VALUES (?, ?, 'shareholder', 30, 45, '2019-01-01')",
  ).run(inv[2], HOLDER.personId)
}

beforeAll(async () => {
  s = await startServer({ seed })
  a = await signedInUser(s)
  b = await signedInUser(s)
}, 120_000)
afterAll(async () => s.close())

const summary = (debtorKind: string, debtorId: string, token?: string) =>
  s.get<ClueSummary>(API.propertyClues.summary, { debtorKind, debtorId }, token ? { token } : undefined)
const refused = (r: { status: number; body: { code: string; msg: string } }, status = 400, code = '4000') => {
  expect({ status: r.status, code: r.body.code }).toEqual({ status, code })
  expectChinese(r.body.msg)
}

describe('clues of a debtor', () => {
  it('groups a company’s assets by kind with counts and totals, open to visitors', async () => {
    const r = await summary('company', DEBTOR.pid)
    expect(r.body.code).toBe('0000')
    const by = Object.fromEntries(r.body.data.kinds.map((k) => [k.kind, [k.count, k.amount]]))
    expect(by).toEqual({
      equity: [2, 150],
      land: [1, 300],
      mortgage: [1, 200],
      ip: [2, 0],
      tender: [1, 80],
      receivable: [1, 120],
      auction: [1, 500],
      other: [0, 0],
    })
    expect(r.body.data).toMatchObject({ count: 9, amount: 1350, mine: null })
    expect(r.body.data.debtor).toMatchObject({ kind: 'company', id: DEBTOR.pid, name: DEBTOR.name })
  })

  it('lists the clues newest first with amount, date and source, by kind and page by page', async () => {
    const all = await s.get<ClueList>(API.propertyClues.list, { debtorKind: 'company', debtorId: DEBTOR.pid, pageSize: 5 })
    expect(all.body.data.total).toBe(9)
    expect(all.body.data.list.length).toBe(5)
    const dates = all.body.data.list.map((c) => c.date)
    expect([...dates].sort().reverse()).toEqual(dates)
    const second = await s.get<ClueList>(API.propertyClues.list, { debtorKind: 'company', debtorId: DEBTOR.pid, pageSize: 5, pageNum: 2 })
    expect(second.body.data.list.length).toBe(4)
    const recv = await s.get<ClueList>(API.propertyClues.list, { debtorKind: 'company', debtorId: DEBTOR.pid, kind: 'receivable' })
    expect(recv.body.data.list).toEqual([
      expect.objectContaining({ kind: 'receivable', amount: 120, date: '2025-08-08', source: '测试来源', refNo: '（2025）浙0106民初1号' }),
    ])
    const equity = await s.get<ClueList>(API.propertyClues.list, { debtorKind: 'company', debtorId: DEBTOR.pid, kind: 'equity' })
    expect(equity.body.data.list.map((c) => [c.pid, c.amount, c.note])).toEqual([
      [INVESTEES[1].pid, 50, '持股 10% · 认缴出资 50万元'],
      [INVESTEES[0].pid, 100, '持股 60% · 认缴出资 100万元'],
    ])
  })

  it('finds a person’s shares', async () => {
    const r = await summary('person', HOLDER.personId)
    expect(r.body.data.kinds.find((k) => k.kind === 'equity')).toMatchObject({ count: 1, amount: 45 })
    expect(r.body.data.debtor.name).toBe(HOLDER.name)
  })

  it('refuses a bad kind, a malformed id and an unknown debtor in Chinese', async () => {
    refused(await summary('boat', DEBTOR.pid))
    refused(await summary('company', 'bad id!'))
    refused(await s.get(API.propertyClues.list, { debtorKind: 'company', debtorId: DEBTOR.pid, kind: 'gold' }))
    refused(await summary('company', 'pc-nobody'), 404, '4040')
    refused(await summary('person', 'nobody01'), 404, '4040')
  })
})

describe('the user’s debtors', () => {
  let collected: MyDebtor
  it('collects and monitors, each user seeing only their own', async () => {
    const c = await s.post<MyDebtor>(API.propertyClues.collect, { debtorKind: 'company', debtorId: DEBTOR.pid }, { token: a.token })
    expect(c.body.code).toBe('0000')
    collected = c.body.data
    expect(collected).toMatchObject({ collected: true, monitored: false, clueCount: 9, clueAmount: 1350 })
    const again = await s.post<MyDebtor>(API.propertyClues.collect, { debtorKind: 'company', debtorId: DEBTOR.pid }, { token: a.token })
    expect(again.body.data.id).toBe(collected.id)
    const m = await s.post<MyDebtor>(API.propertyClues.monitor, { debtorKind: 'company', debtorId: DEBTOR.pid }, { token: a.token })
    expect(m.body.data).toMatchObject({ id: collected.id, collected: true, monitored: true })
    const list = await s.get<MyDebtorList>(API.propertyClues.debtors, { list: 'monitor' }, { token: a.token })
    expect(list.body.data.list.map((d) => d.debtor.name)).toEqual([DEBTOR.name])
    expect((await s.get<MyDebtorList>(API.propertyClues.debtors, { list: 'collect' }, { token: b.token })).body.data.total).toBe(0)
    expect((await summary('company', DEBTOR.pid, a.token)).body.data.mine).toEqual({ id: collected.id, collected: true, monitored: true })
    expect((await summary('company', DEBTOR.pid, b.token)).body.data.mine).toBeNull()
  })

  it('answers 4040 to another user’s debtor id and changes nothing', async () => {
    const id = collected.id
    refused(await s.get(API.propertyClues.debtor, { id }, { token: b.token }), 404, '4040')
    refused(await s.post(API.propertyClues.uncollect, { id }, { token: b.token }), 404, '4040')
    refused(await s.post(API.propertyClues.unmonitor, { id }, { token: b.token }), 404, '4040')
    refused(await s.post(API.propertyClues.relate, { id, caseNo: 'B的案号', note: '' }, { token: b.token }), 404, '4040')
    refused(await s.get(API.propertyClues.alerts, { debtorRowId: id }, { token: b.token }), 404, '4040')
    const mine = await s.get<MyDebtor>(API.propertyClues.debtor, { id }, { token: a.token })
    expect(mine.body.data).toMatchObject({ collected: true, monitored: true, caseNo: '' })
  })

  it('relates a debtor to the user’s own case, refusing bad input', async () => {
    const id = collected.id
    refused(await s.post(API.propertyClues.relate, { id, caseNo: ' ', note: '' }, { token: a.token }))
    refused(await s.post(API.propertyClues.relate, { id, caseNo: 'x'.repeat(41), note: '' }, { token: a.token }))
    const r = await s.post<MyDebtor>(
      API.propertyClues.relate,
      { id, caseNo: '（2024）浙0106民初9号', note: '货款 80 万' },
      { token: a.token },
    )
    expect(r.body.data).toMatchObject({ caseNo: '（2024）浙0106民初9号', note: '货款 80 万' })
    refused(await s.post(API.propertyClues.collect, { debtorKind: 'company', debtorId: 'pc-nobody' }, { token: a.token }), 404, '4040')
    refused(await s.post(API.propertyClues.monitor, { debtorKind: 'ship', debtorId: DEBTOR.pid }, { token: a.token }))
  })

  it('uncollects, keeping a monitored debtor, and deletes a row with neither', async () => {
    const p = await s.post<MyDebtor>(API.propertyClues.collect, { debtorKind: 'person', debtorId: HOLDER.personId }, { token: a.token })
    expect((await s.post(API.propertyClues.uncollect, { id: p.body.data.id }, { token: a.token })).body.code).toBe('0000')
    refused(await s.get(API.propertyClues.debtor, { id: p.body.data.id }, { token: a.token }), 404, '4040')
    expect((await s.post(API.propertyClues.uncollect, { id: collected.id }, { token: a.token })).body.code).toBe('0000')
    const left = await s.get<MyDebtor>(API.propertyClues.debtor, { id: collected.id }, { token: a.token })
    expect(left.body.data).toMatchObject({ collected: false, monitored: true })
    refused(await s.post(API.propertyClues.uncollect, { id: collected.id }, { token: a.token }), 404, '4040')
  })

  it('needs a login for the user’s lists', async () => {
    const r = await s.get(API.propertyClues.debtors, { list: 'collect' })
    expect(r.status).toBe(401)
  })
})

describe('settings and new clues from the feed', () => {
  it('keeps settings per user and refuses bad ones', async () => {
    const d = await s.get<ClueSetting>(API.propertyClues.setting, undefined, { token: b.token })
    expect(d.body.data).toEqual({
      kinds: ['equity', 'land', 'mortgage', 'ip', 'tender', 'receivable', 'auction', 'other'],
      pushEnabled: true,
    })
    refused(await s.post(API.propertyClues.setting, {}, { token: b.token }))
    refused(await s.post(API.propertyClues.setting, { kinds: [] }, { token: b.token }))
    refused(await s.post(API.propertyClues.setting, { kinds: ['gold'] }, { token: b.token }))
    const saved = await s.post<ClueSetting>(
      API.propertyClues.setting,
      { kinds: ['receivable', 'ip', 'equity'], pushEnabled: false },
      { token: b.token },
    )
    expect(saved.body.data).toEqual({ kinds: ['equity', 'ip', 'receivable'], pushEnabled: false })
    expect((await s.get<ClueSetting>(API.propertyClues.setting, undefined, { token: a.token })).body.data.pushEnabled).toBe(true)
  })

  it('keeps each new clue of a monitored debtor once and messages it once', async () => {
    await s.post(API.propertyClues.monitor, { debtorKind: 'company', debtorId: DEBTOR.pid }, { token: b.token })
    const line = (o: Record<string, unknown>) => JSON.stringify(o)
    const feed = [
      line({ type: 'record', dimension: 'tender', pid: DEBTOR.pid, date: '2026-10-30', title: '新中标项目', refNo: 'ZBNEW', amount: 66 }),
      line({ type: 'record', dimension: 'patent', pid: DEBTOR.pid, date: '2026-10-29', title: '一种新装置', refNo: 'CNNEW' }),
      line({
        type: 'record',
        dimension: 'judgmentDocument',
        pid: DEFENDANT.pid,
        date: '2026-10-28',
        title: '新判决',
        refNo: '（2026）浙0106民初5号',
        amount: 33,
        status: '一审判决',
        parties: [
          { name: DEBTOR.name, role: '原告', pid: DEBTOR.pid },
          { name: DEFENDANT.name, role: '被告', pid: DEFENDANT.pid },
        ],
      }),
      // the debtor as defendant: a debt, not an asset
      line({
        type: 'record',
        dimension: 'judgmentDocument',
        pid: DEBTOR.pid,
        date: '2026-10-27',
        title: '被诉新判决',
        refNo: '（2026）浙0106民初6号',
        amount: 44,
        status: '一审判决',
        parties: [
          { name: SUED.name, role: '原告', pid: SUED.pid },
          { name: DEBTOR.name, role: '被告', pid: DEBTOR.pid },
        ],
      }),
      line({ type: 'ownership', investorPid: DEBTOR.pid, investeePid: INVESTEES[2].pid, share: 20, amount: 30, fromDate: '2026-10-26' }),
      // a debtor nobody monitors
      line({ type: 'record', dimension: 'patent', pid: SUED.pid, date: '2026-10-29', title: '他人专利', refNo: 'CNOTHER' }),
    ].join('\n')
    const messagesOf = async (userId: string) =>
      (await s.sql.prepare("SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND dimension = 'propertyClue'").get(userId)) as {
        n: number
      }
    const first = await applyFeed(s.sql, feed, s.clock.ms)
    expect(first.ok).toBe(true)
    expect(first.messageIds.length).toBeGreaterThanOrEqual(4)
    const alertsA = await s.get<ClueAlertList>(API.propertyClues.alerts, undefined, { token: a.token })
    expect(alertsA.body.data.total).toBe(4)
    expect(alertsA.body.data.list.map((x) => [x.clue.kind, x.clue.amount]).sort()).toEqual(
      [
        ['equity', 30],
        ['ip', null],
        ['receivable', 33],
        ['tender', 66],
      ].sort(),
    )
    expect(alertsA.body.data.unread).toBe(4)
    expect((await messagesOf(a.userId)).n).toBe(4)
    // B watches equity, IP and receivables only, with pushes off: kept, not messaged
    const alertsB = await s.get<ClueAlertList>(API.propertyClues.alerts, undefined, { token: b.token })
    expect(alertsB.body.data.list.map((x) => x.clue.kind).sort()).toEqual(['equity', 'ip', 'receivable'])
    expect((await messagesOf(b.userId)).n).toBe(0)

    const msgs = await s.get<{
      list: Array<{ dynamic: { title: string; targetName: string; dimension: string; dimensionLabel: string } }>
    }>('/msg/api/v1/message/list', undefined, {
      token: a.token,
    })
    const clueMsgs = msgs.body.data.list.map((m) => m.dynamic).filter((d) => d.dimension === 'propertyClue')
    expect(clueMsgs.length).toBe(4)
    expect(
      clueMsgs.every((d) => d.targetName === DEBTOR.name && d.title.startsWith('新增财产线索') && d.dimensionLabel === '财产线索'),
    ).toBe(true)

    // the same feed again, and again: nothing new
    await applyFeed(s.sql, feed, s.clock.ms + 1000)
    await applyFeed(s.sql, feed, s.clock.ms + 2000)
    expect((await s.get<ClueAlertList>(API.propertyClues.alerts, undefined, { token: a.token })).body.data.total).toBe(4)
    expect((await messagesOf(a.userId)).n).toBe(4)
    expect((await s.get<ClueAlertList>(API.propertyClues.alerts, undefined, { token: b.token })).body.data.total).toBe(3)

    // and the clues show in the debtor's summary
    const after = await summary('company', DEBTOR.pid)
    expect(after.body.data.count).toBe(13)

    const id = alertsA.body.data.list[0].id
    refused(await s.post(API.propertyClues.alertsRead, { id }, { token: b.token }), 404, '4040')
    const read = await s.post<{ unread: number }>(API.propertyClues.alertsRead, { id }, { token: a.token })
    expect(read.body.data.unread).toBe(3)
    const all = await s.post<{ unread: number }>(API.propertyClues.alertsRead, {}, { token: a.token })
    expect(all.body.data.unread).toBe(0)
  })
})
