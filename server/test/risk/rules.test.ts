/** Every rule of the rule book on crafted rows: it fires on a matching row, not on a row that breaks its condition, and explains itself. */
import { SqliteSql } from '../../src/store/sqlite-sql'
import { RiskEngine, monthlySeries } from '../../src/risk/engine'
import { RULES, CHANGE_RULES, RECORD_RULES, explain, RULE_BY_ID, type RuleDef } from '../../src/risk/rules'
import { tempDb, addCompany, addPerson, addRole, addRecord, addChange, addOwnership, type Rec } from './fixture'
import type { DB } from '../../src/store/db'
import { SqlRiskRepo } from '../../src/store/risk'

let db: DB
let close: () => void
beforeEach(() => ({ db, close } = tempDb()))
afterEach(() => close())

/** a row the rule accepts */
function matching(rule: RuleDef): Omit<Rec, 'companyId'> {
  return {
    dimension: rule.dimension!,
    isCurrent: rule.current === false ? 0 : 1,
    amount: rule.minAmount !== undefined ? rule.minAmount + 50 : 12.3,
    status: rule.statusIn ? rule.statusIn[0] : '全部未履行',
    title: '测试事由',
    date: '2025-03-12',
  }
}

/** the same row breaking one condition of the rule */
function breaking(rule: RuleDef): Omit<Rec, 'companyId'> {
  const m = matching(rule)
  if (rule.statusIn) return { ...m, status: '其他状态' }
  if (rule.minAmount !== undefined) return { ...m, amount: rule.minAmount - 1 }
  if (rule.current !== undefined) return { ...m, isCurrent: m.isCurrent ? 0 : 1 }
  return { ...m, dimension: 'patent' }
}

describe.each(RECORD_RULES.map((r) => [r.id, r] as const))('record rule %s', (_id, rule) => {
  test('fires on its own records only, with the record ids and its explanation', async () => {
    addPerson(db, 'P1', '张三')
    const cid = addCompany(db, 'c1', '深圳测试科技有限公司', { legalPersonId: 'P1', legalPerson: '张三' })
    const hit = addRecord(db, { ...matching(rule), companyId: cid })
    addRecord(db, { ...breaking(rule), companyId: cid })
    const engine = new RiskEngine(new SqlRiskRepo(new SqliteSql(db)))
    const items = (await engine.scanCompany((await engine.company('c1'))!)).items.filter((i) => i.ruleId === rule.id)
    expect(items).toHaveLength(1)
    const item = items[0]
    expect(item.count).toBe(1)
    expect(item.recordIds).toEqual([hit])
    expect(item.level).toBe(rule.level)
    expect(item.group).toBe(rule.group)
    expect(item.subject).toMatchObject({ kind: 'company', pid: 'c1', relation: '本企业' })
    expect(item.explanation.startsWith('2025-03-12 ')).toBe(true)
    expect(item.explanation).not.toMatch(/[{}[\]]/)
  })
})

describe.each(CHANGE_RULES.map((r) => [r.id, r] as const))('change rule %s', (_id, rule) => {
  test('fires on its field (and after-value condition) only', async () => {
    const cid = addCompany(db, 'c1', '深圳测试科技有限公司')
    const after = rule.afterMatches ? '注销' : '在业'
    const id = addChange(db, cid, rule.changeField!, '存续', after, '2024-06-01')
    addChange(db, cid, rule.changeField === '住所' ? '企业名称' : '住所', '甲', '乙', '2024-05-01')
    if (rule.afterMatches || rule.afterNot) addChange(db, cid, rule.changeField!, '存续', rule.afterMatches ? '在业' : '吊销', '2024-04-01')
    const engine = new RiskEngine(new SqlRiskRepo(new SqliteSql(db)))
    const items = (await engine.scanCompany((await engine.company('c1'))!)).items.filter((i) => i.ruleId === rule.id)
    expect(items).toHaveLength(1)
    expect(items[0].changeIds).toEqual([id])
    expect(items[0].group).toBe('notice')
    expect(items[0].changeField).toBe(rule.changeField)
    expect(items[0].explanation).toMatch(/^2024-06-01 /)
  })
})

test('the dishonest-executor explanation reads as plain Chinese', async () => {
  const rule = RULE_BY_ID.get('R-DISHONEST')!
  expect(explain(rule, { date: '2025-03-12', amount: 12.3, status: '全部未履行', title: '', refNo: '' })).toBe(
    '2025-03-12 被列为失信被执行人，涉案金额 12.3 万元，至今未履行',
  )
  // optional parts vanish when their value is missing
  expect(explain(rule, { date: '2025-03-12', amount: null, status: '', title: '', refNo: '', court: '某某法院' })).toBe(
    '2025-03-12 被列为失信被执行人（某某法院）',
  )
  const cid = addCompany(db, 'c1', '深圳测试科技有限公司')
  addRecord(db, { dimension: 'dishonestExecutor', companyId: cid, amount: 12.3, status: '全部未履行', date: '2025-03-12' })
  addRecord(db, { dimension: 'dishonestExecutor', companyId: cid, amount: 5, status: '部分履行', date: '2024-01-02' })
  const engine = new RiskEngine(new SqlRiskRepo(new SqliteSql(db)))
  const item = (await engine.scanCompany((await engine.company('c1'))!)).items.find((i) => i.ruleId === 'R-DISHONEST')!
  expect(item.explanation).toBe('2025-03-12 被列为失信被执行人，涉案金额 12.3 万元，至今未履行，共 2 条')
  expect(item.latestDate).toBe('2025-03-12')
})

test('related parties: legal representative, 5% shareholders, controlled and invested companies, same legal representative; smaller holders are not', async () => {
  addPerson(db, 'PL', '李四')
  addPerson(db, 'PS', '赵六')
  addPerson(db, 'PX', '钱七')
  const me = addCompany(db, 'me', '本公司', { legalPersonId: 'PL', legalPerson: '李四' })
  const ctl = addCompany(db, 'ctl', '控股子公司')
  const inv = addCompany(db, 'inv', '参股公司')
  const same = addCompany(db, 'same', '同法人公司', { legalPersonId: 'PL', legalPerson: '李四' })
  addRole(db, me, 'PL', 'legal')
  addRole(db, same, 'PL', 'legal')
  addRole(db, me, 'PS', 'shareholder', { share: 5 })
  addRole(db, me, 'PX', 'shareholder', { share: 4.9 })
  addOwnership(db, me, ctl, 51)
  addOwnership(db, me, inv, 20)
  addRecord(db, { dimension: 'executor', personId: 'PL', status: '' })
  addRecord(db, { dimension: 'dishonestExecutor', personId: 'PS', status: '全部未履行' })
  addRecord(db, { dimension: 'dishonestExecutor', personId: 'PX', status: '全部未履行' })
  addRecord(db, { dimension: 'taxViolation', companyId: ctl })
  addRecord(db, { dimension: 'businessAnomaly', companyId: inv })
  addRecord(db, { dimension: 'seriousIllegality', companyId: same })
  addRecord(db, { dimension: 'businessAnomaly', companyId: inv, isCurrent: 0 })
  const engine = new RiskEngine(new SqlRiskRepo(new SqliteSql(db)))
  const related = (await engine.scanCompany((await engine.company('me'))!)).items.filter((i) => i.group === 'related')
  const rel = Object.fromEntries(related.map((i) => [`${i.ruleId}:${i.subject.relation}`, i]))
  expect(Object.keys(rel).sort()).toEqual([
    'R-ANOMALY:对外投资企业',
    'R-DISHONEST:持股5%以上股东',
    'R-EXECUTOR:法定代表人',
    'R-SERIOUS:同一法定代表人的企业',
    'R-TAXVIOLATION:控股企业',
  ])
  expect(rel['R-DISHONEST:持股5%以上股东'].subject).toMatchObject({ kind: 'person', personId: 'PS', share: 5 })
  expect(rel['R-EXECUTOR:法定代表人'].explanation).toMatch(/^法定代表人「李四」：2025-03-12 被立为被执行人/)
  expect(rel['R-TAXVIOLATION:控股企业'].subject).toMatchObject({ pid: 'ctl', share: 51 })
})

test('scans are deterministic and the monthly series counts the records of the last 12 months', async () => {
  const cid = addCompany(db, 'c1', '深圳测试科技有限公司')
  addRecord(db, { dimension: 'executor', companyId: cid, date: '2026-10-05' })
  addRecord(db, { dimension: 'adminPenalty', companyId: cid, date: '2026-10-20' })
  addRecord(db, { dimension: 'adminPenalty', companyId: cid, date: '2024-10-20' })
  addChange(db, cid, '法定代表人', '甲', '乙', '2026-02-01')
  const engine = new RiskEngine(new SqlRiskRepo(new SqliteSql(db)))
  const a = await engine.scanCompany((await engine.company('c1'))!)
  const b = await engine.scanCompany((await engine.company('c1'))!)
  expect(JSON.stringify(a.items)).toBe(JSON.stringify(b.items))
  const m = monthlySeries(a.items, '2026-11-01')
  expect(m).toHaveLength(12)
  expect(m[0].month).toBe('2025-12')
  expect(m[11].month).toBe('2026-11')
  expect(m.find((p) => p.month === '2026-10')).toMatchObject({ count: 2, high: 1, warn: 1 })
  expect(m.find((p) => p.month === '2026-02')).toMatchObject({ count: 1, info: 1 })
  expect(m.reduce((n, p) => n + p.count, 0)).toBe(3)
})

test('every rule has an id, a level, what it reads, conditions and a template', () => {
  expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length)
  for (const r of RULES) {
    expect(['high', 'warn', 'info']).toContain(r.level)
    expect(!!r.dimension !== !!r.changeField).toBe(true)
    expect(r.conditions.length).toBeGreaterThan(0)
    expect(r.template).toMatch(/\{date\}/)
  }
})
