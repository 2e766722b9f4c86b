/** Effective shares: multiply along paths, sum across paths, cycles cut, the beneficial-owner threshold. */
import { SqliteSql } from '../../src/store/sqlite-sql'
import { BeneficialOwnerService as Owners, uboThresholdFromEnv } from '../../src/graph/beneficial'
import { SqlRiskRepo } from '../../src/store/risk'
import { tempDb, addCompany, addPerson, addRole, addOwnership } from './fixture'
import type { DB } from '../../src/store/db'

/** the ownership math over the test database */
class BeneficialOwnerService extends Owners {
  constructor(db: DB, threshold?: number) {
    super(new SqlRiskRepo(new SqliteSql(db)), threshold)
  }
}

let db: DB
let close: () => void
beforeEach(() => ({ db, close } = tempDb()))
afterEach(() => close())

const owner = (r: Awaited<ReturnType<BeneficialOwnerService['compute']>>, id: string) =>
  r!.owners.find((o) => o.personId === id || o.pid === id)

test('a 3-level chain multiplies the shares along the path', async () => {
  addPerson(db, 'P1', '张三')
  const a = addCompany(db, 'A', '甲公司')
  const b = addCompany(db, 'B', '乙公司')
  const c = addCompany(db, 'C', '丙公司')
  addRole(db, c, 'P1', 'shareholder', { share: 80 }) // P1 80% of C
  addOwnership(db, c, b, 60) // C 60% of B
  addOwnership(db, b, a, 50) // B 50% of A
  const r = (await new BeneficialOwnerService(db).compute('A'))!
  const p = owner(r, 'P1')!
  expect(p.effectiveShare).toBeCloseTo(24, 6) // 0.8 × 0.6 × 0.5
  expect(p.directShare).toBe(0)
  expect(p.paths).toHaveLength(1)
  expect(p.paths[0].steps.map((s) => s.name)).toEqual(['张三', '丙公司', '乙公司', '甲公司'])
  expect(p.paths[0].steps.map((s) => s.share)).toEqual([80, 60, 50, 0])
  expect(r.beneficiaries).toEqual([]) // 24% < 25%
  expect(r.actualController?.personId).toBe('P1')
})

test('two paths to one person sum', async () => {
  addPerson(db, 'P1', '张三')
  const a = addCompany(db, 'A', '甲公司')
  const b = addCompany(db, 'B', '乙公司')
  addRole(db, a, 'P1', 'shareholder', { share: 10 }) // direct 10%
  addRole(db, b, 'P1', 'shareholder', { share: 50 })
  addOwnership(db, b, a, 40) // via B: 0.5 × 0.4 = 20%
  const r = (await new BeneficialOwnerService(db).compute('A'))!
  const p = owner(r, 'P1')!
  expect(p.effectiveShare).toBeCloseTo(30, 6)
  expect(p.directShare).toBe(10)
  expect(p.paths.map((x) => x.share).sort((x, y) => x - y)).toEqual([10, 20])
  expect(r.beneficiaries.map((o) => o.personId)).toEqual(['P1'])
})

test('a cycle is cut at the repeated company and the answer is finite and stable', async () => {
  addPerson(db, 'P', '外部股东')
  addPerson(db, 'Q', '直接股东')
  const a = addCompany(db, 'A', '甲公司')
  const b = addCompany(db, 'B', '乙公司')
  addOwnership(db, b, a, 50) // B 50% of A
  addOwnership(db, a, b, 60) // A 60% of B: the cycle
  addRole(db, b, 'P', 'shareholder', { share: 40 })
  addRole(db, a, 'Q', 'shareholder', { share: 50 })
  const svc = new BeneficialOwnerService(db)
  const r = (await svc.compute('A'))!
  expect(owner(r, 'P')!.effectiveShare).toBeCloseTo(20, 6) // 0.4 × 0.5, the loop back through A adds nothing
  expect(owner(r, 'Q')!.effectiveShare).toBeCloseTo(50, 6)
  expect(r.actualController?.personId).toBe('Q')
  expect(r.beneficiaries.map((o) => o.personId)).toEqual(['Q'])
  expect(JSON.stringify(await svc.compute('A'))).toBe(JSON.stringify(r))
  // from B's side the same cycle: P 40% direct, Q via A 0.5 × 0.6 = 30%
  const rb = (await svc.compute('B'))!
  expect(owner(rb, 'P')!.effectiveShare).toBeCloseTo(40, 6)
  expect(owner(rb, 'Q')!.effectiveShare).toBeCloseTo(30, 6)
})

test('24.9% is not a beneficial owner, 25% is; the threshold is configurable', async () => {
  addPerson(db, 'P1', '甲')
  addPerson(db, 'P2', '乙')
  const a = addCompany(db, 'A', '甲公司')
  const h = addCompany(db, 'H', '控股公司')
  addRole(db, a, 'P1', 'shareholder', { share: 24.9 })
  addRole(db, h, 'P2', 'shareholder', { share: 50 })
  addOwnership(db, h, a, 50) // P2: 0.5 × 0.5 = 25% exactly
  const r = (await new BeneficialOwnerService(db).compute('A'))!
  expect(owner(r, 'P1')!.effectiveShare).toBeCloseTo(24.9, 6)
  expect(owner(r, 'P2')!.effectiveShare).toBeCloseTo(25, 6)
  expect(r.threshold).toBe(25)
  expect(r.beneficiaries.map((o) => o.personId)).toEqual(['P2'])
  const r20 = (await new BeneficialOwnerService(db, 20).compute('A'))!
  expect(r20.beneficiaries.map((o) => o.personId).sort()).toEqual(['P1', 'P2'])
  expect(uboThresholdFromEnv({ UBO_THRESHOLD: '10' })).toBe(10)
  expect(uboThresholdFromEnv({ UBO_THRESHOLD: 'abc' })).toBe(25)
  expect(uboThresholdFromEnv({})).toBe(25)
})

test('with no natural person the top company is the actual controller; no shareholders at all gives null', async () => {
  const a = addCompany(db, 'A', '甲公司')
  const s = addCompany(db, 'S', '某市国有资产监督管理委员会')
  addOwnership(db, s, a, 70)
  const r = (await new BeneficialOwnerService(db).compute('A'))!
  expect(r.actualController).toMatchObject({ kind: 'company', pid: 'S', top: true, effectiveShare: 70 })
  expect(r.beneficiaries).toEqual([])
  expect((await new BeneficialOwnerService(db).compute('S'))!.actualController).toBeNull()
  expect(await new BeneficialOwnerService(db).compute('nope')).toBeNull()
})
