/** Risk scans and person due diligence over real HTTP: answers, quotas (15000 / 15001), bad input, namesakes. */
import { startServer, expectChinese, count, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import type {
  BeneficialOwners,
  ChangeDetailResult,
  CompanyScan,
  JobAnalysis,
  OwnScanState,
  PersonBasicInfo,
  PersonResume,
  PersonScan,
  QuotaState,
  RiskChangeList,
  RiskItemRecords,
  RiskItemsResult,
} from '../../../contract/api/api-risk'

let s: TestServer
const QUOTA = { company: { visitor: 2, levels: [3, 10] }, person: { visitor: 1, levels: [2] } }

beforeAll(async () => {
  // behind a trusted proxy, so each test device can come from its own address (X-Forwarded-For)
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 1500, seed: 7 }), config: { quota: QUOTA, trustProxy: true } })
}, 120_000)
afterAll(async () => {
  await s.close()
})

let cidSeq = 0
/** a fresh anonymous device at its own address: its own visitor quota */
const visitor = () => {
  const n = ++cidSeq
  return { headers: { cid: `test-device-${n}`, 'Visitor-Id': 'yqc-visitor', 'X-Forwarded-For': `10.0.${n >> 8}.${n & 255}` } }
}
const one = async <T>(sql: string, ...args: unknown[]) => (await s.sql.prepare(sql).get(...args)) as T
const pidOf = async (id: number) => (await one<{ pid: string }>('SELECT pid FROM companies WHERE id = ?', id)).pid

/** a logged-in user with an unlimited-enough level, for the calls that are not about quotas */
let richToken = ''
async function rich(): Promise<{ token: string }> {
  if (!richToken) {
    const phone = freshPhone('1391')
    richToken = await codeLogin(s, phone)
    await s.sql.prepare('UPDATE users SET member_level = 1 WHERE phone = ?').run(phone)
    await s.sql.prepare('UPDATE users SET member_level = 1 WHERE phone = ?').run(phone)
  }
  return { token: richToken }
}

describe('company scan', () => {
  test('totals, the four groups, items with explanations and subjects, the monthly series, owners and the quota', async () => {
    const pid = await pidOf(1)
    const r = await s.get<CompanyScan>('/yqc/api/v1/risk/scan', { pid }, await rich())
    expect(r.status).toBe(200)
    expect(r.body.code).toBe('0000')
    const d = r.body.data
    expect(d.pid).toBe(pid)
    expect(d.groups.map((g) => g.label)).toEqual(['自身风险', '关联风险', '历史风险', '提示信息'])
    const sum = d.groups.reduce((n, g) => n + g.itemTotal, 0)
    expect(d.totals.total).toBe(sum)
    expect(d.totals.high + d.totals.warn + d.totals.info).toBe(sum)
    expect(sum).toBeGreaterThan(0)
    for (const g of d.groups) {
      for (const i of g.items) {
        expect(i.group).toBe(g.group)
        expect(i.explanation).toMatch(/\d{4}-\d{2}-\d{2} /)
        expectChinese(i.explanation)
        expect(i.count).toBe(Math.max(i.recordIds.length, i.changeIds.length) >= 50 ? i.count : i.recordIds.length + i.changeIds.length)
        if (g.group === 'self' || g.group === 'notice') expect(i.subject).toMatchObject({ kind: 'company', pid, relation: '本企业' })
        else if (g.group === 'related')
          expect(['法定代表人', '持股5%以上股东', '控股企业', '对外投资企业', '同一法定代表人的企业']).toContain(i.subject.relation)
      }
    }
    expect(d.monthly).toHaveLength(12)
    expect(d.monthly[11].month).toBe('2026-11')
    expect(d.owners.pid).toBe(pid)
    expect(d.owners.threshold).toBe(25)
    expect(d.quota).toMatchObject({ kind: 'company', subject: 'user', memberLevel: 1, limit: 10, consumed: true })
    // same company again the same day: no second unit, same answer
    const again = await s.get<CompanyScan>('/yqc/api/v1/risk/scan', { pid }, await rich())
    expect(again.body.data.quota.consumed).toBe(false)
    expect(again.body.data.quota.used).toBe(d.quota.used)
    expect(JSON.stringify(again.body.data.groups)).toBe(JSON.stringify(d.groups))
  })

  test('items (whole, by group and level) and the records behind one item', async () => {
    const pid = await pidOf(1)
    const all = await s.get<RiskItemsResult>('/yqc/api/v1/risk/items', { pid, pageSize: 50 }, await rich())
    expect(all.body.code).toBe('0000')
    expect(all.body.data.total).toBe(all.body.data.totals.total)
    const high = await s.get<RiskItemsResult>('/yqc/api/v1/risk/items', { pid, level: 'high', pageSize: 50 }, await rich())
    expect(high.body.data.total).toBe(all.body.data.totals.high)
    expect(high.body.data.list.every((i) => i.level === 'high')).toBe(true)
    const item = all.body.data.list.find((i) => i.recordIds.length > 0)!
    const rec = await s.get<RiskItemRecords>('/yqc/api/v1/risk/itemRecords', { pid, key: item.key }, await rich())
    expect(rec.body.code).toBe('0000')
    expect(rec.body.data.item.key).toBe(item.key)
    expect(rec.body.data.records.total).toBe(item.count)
    expect(rec.body.data.records.list.map((x) => x.id)).toEqual(item.recordIds.slice(0, 20))
    for (const x of rec.body.data.records.list) {
      expect(x.dimension).toBe(item.dimension)
      if (item.subject.kind === 'company') expect(x.pid).toBe(item.subject.pid)
      else expect(x.personId).toBe(item.subject.personId)
    }
    const change = all.body.data.list.find((i) => i.changeIds.length > 0)
    if (change) {
      const ch = await s.get<RiskItemRecords>('/yqc/api/v1/risk/itemRecords', { pid, key: change.key }, await rich())
      expect(ch.body.data.changes.list.map((c) => c.id)).toEqual(change.changeIds.slice(0, 20).map((id) => `c${id}`))
      expect(ch.body.data.changes.list.every((c) => c.field === change.changeField)).toBe(true)
    }
  })

  test('changeList: 17 types with period counts; changeDetail: 13 types', async () => {
    const row = await one<{ company_id: number }>(
      `SELECT company_id FROM records WHERE dimension = 'executor' AND company_id IS NOT NULL GROUP BY company_id ORDER BY COUNT(*) DESC, company_id LIMIT 1`,
    )
    const pid = await pidOf(row.company_id)
    const all = await s.get<RiskChangeList>('/yqc/api/v1/risk/changeList', { pid, type: 'executor' }, await rich())
    expect(all.body.code).toBe('0000')
    const pc = all.body.data.periodCounts
    expect(all.body.data.total).toBe(await count(s.sql, 'records', "dimension = 'executor' AND company_id = ?", row.company_id))
    expect(pc.all).toBe(all.body.data.total)
    expect(pc.all).toBeGreaterThanOrEqual(pc['3y'])
    expect(pc['3y']).toBeGreaterThanOrEqual(pc['1y'])
    expect(pc['1y']).toBeGreaterThanOrEqual(pc['3m'])
    expect(pc['3m']).toBeGreaterThanOrEqual(pc['1m'])
    expect(pc['1m']).toBeGreaterThanOrEqual(pc.today)
    const y = await s.get<RiskChangeList>('/yqc/api/v1/risk/changeList', { pid, type: 'executor', period: '1y' }, await rich())
    expect(y.body.data.total).toBe(pc['1y'])
    expect(y.body.data.list.every((x) => x.date >= '2025-11-01' && x.date <= '2026-11-01')).toBe(true)
    expect(Object.values(y.body.data.subjects).every((sub) => sub.relation === '本企业')).toBe(true)
    const rel = await s.get<RiskChangeList>('/yqc/api/v1/risk/changeList', { pid, type: 'businessAnomaly', scope: 'related' }, await rich())
    expect(rel.body.code).toBe('0000')
    for (const x of rel.body.data.list) expect(rel.body.data.subjects[String(x.id)]).toBeTruthy()

    const ch = await one<{ company_id: number }>(
      `SELECT company_id FROM changes WHERE field = '股东' GROUP BY company_id ORDER BY COUNT(*) DESC, company_id LIMIT 1`,
    )
    const d = await s.get<ChangeDetailResult>(
      '/yqc/api/v1/risk/changeDetail',
      { pid: await pidOf(ch.company_id), type: 'shareholder' },
      await rich(),
    )
    expect(d.body.code).toBe('0000')
    expect(Object.keys(d.body.data.typeCounts)).toHaveLength(13)
    expect(d.body.data.total).toBe(await count(s.sql, 'changes', "field = '股东' AND company_id = ?", ch.company_id))
    expect(d.body.data.list.every((x) => x.type === 'shareholder' && x.date)).toBe(true)
  })

  test('beneficial owners of a demo company add up and carry their paths', async () => {
    const r = await s.get<BeneficialOwners>('/yqc/api/v1/graph/beneficiaries', { pid: await pidOf(3) })
    expect(r.body.code).toBe('0000')
    for (const o of r.body.data.owners) {
      const sum = o.paths.reduce((n, p) => n + p.share, 0)
      if (o.paths.length < 10) expect(sum).toBeCloseTo(o.effectiveShare, 3)
      for (const p of o.paths) expect(p.steps[p.steps.length - 1].pid).toBe(await pidOf(3))
    }
    expect(r.body.data.beneficiaries.every((o) => o.kind === 'person' && o.effectiveShare >= 25)).toBe(true)
  })
})

describe('quota', () => {
  test('a visitor at zero gets 15001 with a Chinese msg; the same company again is free; another device is not affected; a new day resets', async () => {
    const v = visitor()
    const a = await s.get<QuotaState>('/yqc/api/v1/business/checkApiNum', {}, v)
    expect(a.body.data).toMatchObject({ subject: 'visitor', limit: 2, used: 0, remaining: 2, consumed: false })
    expect((await s.get<CompanyScan>('/yqc/api/v1/risk/scan', { pid: await pidOf(10) }, v)).body.data.quota.remaining).toBe(1)
    const c = await s.get<QuotaState>('/yqc/api/v1/business/checkApiNum', { pid: await pidOf(11) }, v)
    expect(c.body.data).toMatchObject({ remaining: 0, consumed: true })
    const out = await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(12) }, v)
    expect(out.body.code).toBe('15001')
    expect(out.body.data).toBeNull()
    expectChinese(out.body.msg)
    expect(() => JSON.parse(out.body.msg)).toThrow()
    expect((await s.get('/yqc/api/v1/business/checkApiNum', { pid: await pidOf(12) }, v)).body.code).toBe('15001')
    expect((await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(10) }, v)).body.code).toBe('0000')
    expect((await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(12) }, visitor())).body.code).toBe('0000')
    s.clock.advance(24 * 3600)
    expect((await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(12) }, v)).body.code).toBe('0000')
  })

  test('a logged-in user at zero gets 15000 with the appMaskLayer JSON in msg; the limit follows the member level', async () => {
    const phone = freshPhone('1392')
    const token = await codeLogin(s, phone)
    for (const id of [20, 21, 22])
      expect((await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(id) }, { token })).body.code).toBe('0000')
    const out = await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(23) }, { token })
    expect(out.status).toBe(200)
    expect(out.body.code).toBe('15000')
    const mask = JSON.parse(out.body.msg)
    expect(mask).toEqual({ appMaskLayer: 1, title: '今日扫描次数已用完', content: '开通会员可获得更多次数' })
    const st = await s.get<QuotaState>('/yqc/api/v1/business/checkApiNum', {}, { token })
    expect(st.body.code).toBe('0000')
    expect(st.body.data).toMatchObject({ subject: 'user', memberLevel: 0, limit: 3, used: 3, remaining: 0 })
    // the lists of an unscanned company count too, so they cannot get around the quota
    expect((await s.get('/yqc/api/v1/risk/items', { pid: await pidOf(23) }, { token })).body.code).toBe('15000')
    // ... but those of a scanned one are free
    expect((await s.get('/yqc/api/v1/risk/items', { pid: await pidOf(20) }, { token })).body.code).toBe('0000')
    await s.sql.prepare('UPDATE users SET member_level = 1 WHERE phone = ?').run(phone)
    expect((await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(23) }, { token })).body.data.quota).toMatchObject({
      limit: 10,
      used: 4,
      remaining: 6,
    })
  })

  test('person checks have their own quota: 15001 for visitors, 15000 (JSON) for users', async () => {
    const v = visitor()
    const p1 = (await one<{ person_id: string }>('SELECT legal_person_id AS person_id FROM companies WHERE id = 30')).person_id
    const p2 = (await one<{ person_id: string }>('SELECT legal_person_id AS person_id FROM companies WHERE id = 31')).person_id
    const ok1 = await s.get<QuotaState>('/yqc/person/baseInfo/checkApiNum', { personId: p1 }, v)
    expect(ok1.body.data).toMatchObject({ kind: 'person', limit: 1, remaining: 0, consumed: true })
    expect((await s.get('/yqc/person/risk/scan', { personId: p1 }, v)).body.code).toBe('0000')
    expect((await s.get('/yqc/person/risk/scan', { personId: p2 }, v)).body.code).toBe('15001')
    // the company quota of the same device is untouched
    expect((await s.get<QuotaState>('/yqc/api/v1/business/checkApiNum', {}, v)).body.data.used).toBe(0)
    const token = await codeLogin(s, freshPhone('1393'))
    expect((await s.get('/yqc/person/resume', { personId: p1 }, { token })).body.code).toBe('0000')
    expect((await s.get('/yqc/person/jobAnalysis', { personId: p2 }, { token })).body.code).toBe('0000')
    const out = await s.get('/yqc/person/baseInfo', { personId: await pidPerson(32) }, { token })
    expect(out.body.code).toBe('15000')
    expect(JSON.parse(out.body.msg)).toMatchObject({ appMaskLayer: 1, title: '今日人员核查次数已用完' })
  })
})
const pidPerson = async (id: number) => (await one<{ p: string }>('SELECT legal_person_id AS p FROM companies WHERE id = ?', id)).p

describe('bad input answers 4xx with a Chinese message and consumes nothing', () => {
  test.each([
    ['/yqc/api/v1/risk/scan', {}, 400],
    ['/yqc/api/v1/risk/scan', { pid: 'bad pid!' }, 400],
    ['/yqc/api/v1/risk/scan', { pid: 'nope404' }, 404],
    ['/yqc/api/v1/risk/items', {}, 400],
    ['/yqc/api/v1/risk/items', { pid: '__P1__', group: 'other' }, 400],
    ['/yqc/api/v1/risk/items', { pid: '__P1__', level: 'red' }, 400],
    ['/yqc/api/v1/risk/items', { pid: '__P1__', pageSize: 500 }, 400],
    ['/yqc/api/v1/risk/itemRecords', { pid: '__P1__' }, 400],
    ['/yqc/api/v1/risk/itemRecords', { pid: '__P1__', key: 'R-NONE|company:x' }, 404],
    ['/yqc/api/v1/risk/changeList', { pid: '__P1__' }, 400],
    ['/yqc/api/v1/risk/changeList', { pid: '__P1__', type: 'patent' }, 400],
    ['/yqc/api/v1/risk/changeList', { pid: '__P1__', type: 'executor', period: '2y' }, 400],
    ['/yqc/api/v1/risk/changeList', { pid: '__P1__', type: 'executor', scope: 'world' }, 400],
    ['/yqc/api/v1/risk/changeDetail', { pid: '__P1__', type: 'color' }, 400],
    ['/yqc/api/v1/graph/beneficiaries', {}, 400],
    ['/yqc/person/risk/scan', {}, 400],
    ['/yqc/person/risk/scan', { personId: '王伟' }, 400],
    ['/yqc/person/risk/scan', { personId: 'Pnobody' }, 404],
    ['/yqc/person/cooperation', { personId: '__PP__' }, 400],
    ['/yqc/person/cooperation', { personId: '__PP__', otherPersonId: '__PP__' }, 400],
    ['/yqc/person/baseInfo/checkApiNum', { personId: 'Pnobody' }, 404],
    ['/yqc/api/v1/business/checkApiNum', { pid: 'nope404' }, 404],
  ] as Array<[string, Record<string, string | number>, number]>)('%s %j → %i', async (path, q, status) => {
    const query: Record<string, string | number> = {}
    for (const [k, v] of Object.entries(q)) query[k] = v === '__P1__' ? await pidOf(1) : v === '__PP__' ? await pidPerson(1) : v
    const v = visitor()
    const r = await s.get(path, query, v)
    expect(r.status).toBe(status)
    expect(r.body.code).toBe(status === 404 ? '4040' : '4000')
    expect(r.body.data).toBeNull()
    expectChinese(r.body.msg)
    const st = await s.get<QuotaState>('/yqc/api/v1/business/checkApiNum', {}, v)
    const sp = await s.get<QuotaState>('/yqc/person/baseInfo/checkApiNum', {}, v)
    // validation happens before counting, except for item keys of a real company (the scan itself ran)
    if (!(path.endsWith('itemRecords') && status === 404)) expect(st.body.data.used + sp.body.data.used).toBe(0)
  })

  test('a wrong token is refused rather than treated as a visitor', async () => {
    const r = await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(1) }, { token: 'not-a-token' })
    expect(r.status).toBe(401)
    expect(r.body.code).toBe('4030')
  })
})

describe('own scan', () => {
  test('claim a company and the person the user is; refusals in Chinese', async () => {
    const token = await codeLogin(s, freshPhone('1394'))
    expect((await s.get('/yqc/api/v1/risk/own')).body.code).toBe('4030')
    const empty = await s.get<OwnScanState>('/yqc/api/v1/risk/own', {}, { token })
    expect(empty.body.data.company).toBeNull()
    const c = await one<{ pid: string; legal_person_id: string; legal_person: string }>(
      'SELECT pid, legal_person_id, legal_person FROM companies WHERE id = 5',
    )
    const other = await pidPerson(6)
    const bad = await s.post('/yqc/api/v1/risk/own/claim', { pid: c.pid, personId: other }, { token })
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toBe('该人员不在此企业任职')
    const r = await s.post<OwnScanState>('/yqc/api/v1/risk/own/claim', { pid: c.pid, personId: c.legal_person_id }, { token })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.company?.pid).toBe(c.pid)
    expect(r.body.data.person).toMatchObject({ personId: c.legal_person_id, name: c.legal_person })
    expect(r.body.data.person!.roles.length).toBeGreaterThan(0)
    expect(r.body.data.companyTotals).not.toBeNull()
    expect((await s.get<OwnScanState>('/yqc/api/v1/risk/own', {}, { token })).body.data.company?.pid).toBe(c.pid)
  })
})

describe('person due diligence', () => {
  test('scan, resume, job analysis, basic info, property clues, cooperation', async () => {
    const o = await rich()
    const row = await one<{ person_id: string; n: number }>(
      `SELECT person_id, COUNT(*) AS n FROM roles GROUP BY person_id ORDER BY n DESC, person_id LIMIT 1`,
    )
    const scan = await s.get<PersonScan>('/yqc/person/risk/scan', { personId: row.person_id }, o)
    expect(scan.body.code).toBe('0000')
    expect(scan.body.data.groups.map((g) => g.label)).toEqual(['自身风险', '关联风险', '历史风险'])
    expect(scan.body.data.companies.length).toBeGreaterThan(0)
    for (const i of scan.body.data.groups[1].items) expect(['担任法定代表人的企业', '持股企业', '任职企业']).toContain(i.subject.relation)
    for (const i of scan.body.data.groups[0].items) expect(i.subject.personId).toBe(row.person_id)
    const resume = await s.get<PersonResume>('/yqc/person/resume', { personId: row.person_id }, o)
    expect(resume.body.data.entries).toHaveLength(row.n)
    expect(resume.body.data.currentCount + resume.body.data.pastCount).toBe(row.n)
    const ja = await s.get<JobAnalysis>('/yqc/person/jobAnalysis', { personId: row.person_id }, o)
    expect(ja.body.data.companyCount).toBe(
      await count(s.sql, '(SELECT DISTINCT company_id FROM roles WHERE person_id = ?)', '1=1', row.person_id),
    )
    expect(ja.body.data.longest!.days).toBeGreaterThanOrEqual(ja.body.data.averageTenureDays)
    expect(ja.body.data.industries.reduce((n, x) => n + x.count, 0)).toBeGreaterThanOrEqual(ja.body.data.companyCount)
    expect(ja.body.data.timeline.length).toBeGreaterThan(0)
    const bi = await s.get<PersonBasicInfo>('/yqc/person/baseInfo', { personId: row.person_id }, o)
    expect(bi.body.data.riskTotals).toEqual(scan.body.data.totals)
    const partner = bi.body.data.partners[0]
    const co = await s.get('/yqc/person/cooperation', { personId: row.person_id, otherPersonId: partner.personId }, o)
    expect(co.body.data.companies).toHaveLength(partner.times)
    const pc = await s.get('/yqc/person/propertyClue', { personId: row.person_id }, o)
    expect(pc.body.code).toBe('0000')
    expect(pc.body.data.total).toBeGreaterThanOrEqual(
      await count(s.sql, 'roles', "person_id = ? AND role = 'shareholder' AND to_date IS NULL", row.person_id),
    )
  })
})

describe('namesakes: two different 王伟 never share a risk', () => {
  test('a record of one 王伟 shows for him and his company only', async () => {
    const a = await one<{ pid: string; legal_person_id: string; legal_person: string; id: number }>(
      'SELECT id, pid, legal_person_id, legal_person FROM companies WHERE id = 1',
    )
    const b = await one<{ pid: string; legal_person_id: string; legal_person: string; id: number }>(
      'SELECT id, pid, legal_person_id, legal_person FROM companies WHERE id = 2',
    )
    expect(a.legal_person).toBe('王伟')
    expect(b.legal_person).toBe('王伟')
    expect(a.legal_person_id).not.toBe(b.legal_person_id)
    const recId = Number(
      (
        await s.sql
          .prepare(
            `INSERT INTO records (dimension, company_id, person_id, date, amount, title, ref_no, parties, status, detail, source, captured_at, is_current)
      VALUES ('dishonestExecutor', NULL, ?, '2026-05-06', 88, '王伟', '（2026）测执1号', ?, '全部未履行', '{}', '测试', '2026-10-01 00:00:00', 1)`,
          )
          .run(a.legal_person_id, JSON.stringify([{ name: '王伟', role: '被执行人' }]))
      ).lastInsertRowid,
    )
    const o = await rich()
    const ids = (scan: { groups: Array<{ items: Array<{ recordIds: number[]; subject: { personId?: string } }> }> }) =>
      scan.groups.flatMap((g) => g.items).filter((i) => i.recordIds.includes(recId))
    const sa = (await s.get<CompanyScan>('/yqc/api/v1/risk/scan', { pid: a.pid }, o)).body.data
    const hits = ids(sa)
    expect(hits).toHaveLength(1)
    expect(hits[0].subject.personId).toBe(a.legal_person_id)
    expect((hits[0] as any).explanation).toBe('法定代表人「王伟」：2026-05-06 被列为失信被执行人，涉案金额 88 万元，至今未履行')
    const sb = (await s.get<CompanyScan>('/yqc/api/v1/risk/scan', { pid: b.pid }, o)).body.data
    expect(ids(sb)).toHaveLength(0)
    const pa = (await s.get<PersonScan>('/yqc/person/risk/scan', { personId: a.legal_person_id }, o)).body.data
    expect(ids(pa)).toHaveLength(1)
    const pb = (await s.get<PersonScan>('/yqc/person/risk/scan', { personId: b.legal_person_id }, o)).body.data
    expect(ids(pb)).toHaveLength(0)
    const lb = (await s.get<RiskChangeList>('/yqc/api/v1/risk/changeList', { personId: b.legal_person_id, type: 'dishonestExecutor' }, o))
      .body.data
    expect(lb.list.map((x) => x.id)).not.toContain(recId)
    const la = (await s.get<RiskChangeList>('/yqc/api/v1/risk/changeList', { personId: a.legal_person_id, type: 'dishonestExecutor' }, o))
      .body.data
    expect(la.list.map((x) => x.id)).toContain(recId)
    await s.sql.prepare('DELETE FROM records WHERE id = ?').run(recId)
  })
})
