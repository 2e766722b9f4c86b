import { Rng, mix32, hex8 } from './random'
import { personName } from './names'
import { GenCompany, capitalText } from './companies'
import { fromDay, toDay, REF_DAY } from './dates'

export interface GenPerson {
  id: number
  personId: string
  name: string
}
export interface GenRole {
  companyId: number
  personId: string
  role: 'legal' | 'shareholder' | 'executive'
  position: string
  share: number | null
  amount: number | null
  fromDate: string | null
  toDate: string | null
}
export interface GenOwnership {
  investorId: number
  investeeId: number
  share: number
  amount: number
  fromDate: string
}
export interface GenChange {
  companyId: number
  field: string
  before: string
  after: string
  date: string
}

export class PersonPool {
  readonly list: GenPerson[] = []
  constructor(
    private rng: Rng,
    private salt: number,
  ) {}

  create(name?: string): GenPerson {
    const id = this.list.length + 1
    const p = {
      id,
      personId: 'P' + hex8(mix32(id ^ this.salt)) + hex8(mix32(Math.imul(id, 0x85ebca6b) ^ (this.salt >>> 3))),
      name: name ?? personName(this.rng),
    }
    this.list.push(p)
    return p
  }

  /** an existing person (skewed to early ones, who end up in many companies) with probability `reuse` */
  get(reuse: number, exclude: Set<string>): GenPerson {
    if (this.list.length > 30 && this.rng.chance(reuse)) {
      for (let t = 0; t < 4; t++) {
        const p = this.list[Math.floor(Math.pow(this.rng.next(), 1.3) * this.list.length)]
        if (!exclude.has(p.personId)) return p
      }
    }
    return this.create()
  }
}

const dayBetween = (rng: Rng, from: string, minGap = 0) =>
  fromDay(Math.min(REF_DAY, toDay(from) + minGap + Math.floor(rng.next() * Math.max(1, REF_DAY - toDay(from) - minGap))))

/** company → company stakes: random holdings plus a guaranteed deep chain and a cycle A→B→C→A */
export function generateOwnership(rng: Rng, companies: GenCompany[]): GenOwnership[] {
  const out: GenOwnership[] = []
  const held = new Map<number, number>()
  const n = companies.length
  const add = (investor: GenCompany, investee: GenCompany, share: number) => {
    if (investor.id === investee.id || investor.isBranch || investee.isBranch) return
    const have = held.get(investee.id) ?? 0
    share = Math.min(share, 100 - have)
    if (share < 1) return
    held.set(investee.id, have + share)
    const from = investee.established > investor.established ? investee.established : investor.established
    out.push({
      investorId: investor.id,
      investeeId: investee.id,
      share,
      amount: Math.round(investee.regCapital * share) / 100,
      fromDate: dayBetween(rng, from),
    })
  }
  // a chain five levels deep from the top company, and a cycle among three others
  const chain = [1, 4, 9, 16, 25].filter((i) => i <= n)
  for (let i = 0; i + 1 < chain.length; i++) add(companies[chain[i] - 1], companies[chain[i + 1] - 1], [100, 70, 60, 51][i])
  if (n >= 12) {
    add(companies[2], companies[6], 30)
    add(companies[6], companies[10], 40)
    add(companies[10], companies[2], 15)
  }
  const investors = Math.max(1, Math.floor(n * 0.1))
  for (const c of companies) {
    if (c.id <= 25 || c.isBranch || !rng.chance(0.09)) continue
    const inv = companies[rng.skewed(Math.min(investors, c.id - 1), 1.5)]
    const r = rng.next()
    add(inv, c, r < 0.3 ? 100 : r < 0.6 ? rng.int(51, 80) : rng.int(5, 49))
  }
  return out
}

const EXEC_SMALL = ['执行董事', '总经理', '监事']
const BOARD = ['董事长', '董事', '董事', '总经理', '监事', '监事会主席', '财务负责人', '副总经理']

/** legal representative, shareholders (person shares + company stakes = 100%), executives, some past holders */
export function generateRoles(
  rng: Rng,
  pool: PersonPool,
  companies: GenCompany[],
  ownership: GenOwnership[],
): { roles: GenRole[]; changes: GenChange[] } {
  const roles: GenRole[] = []
  const changes: GenChange[] = []
  const companyHeld = new Map<number, number>()
  const investorsOf = new Map<number, GenOwnership[]>()
  for (const o of ownership) {
    companyHeld.set(o.investeeId, (companyHeld.get(o.investeeId) ?? 0) + o.share)
    if (!investorsOf.has(o.investeeId)) investorsOf.set(o.investeeId, [])
    investorsOf.get(o.investeeId)!.push(o)
  }
  const byId = (id: number) => companies[id - 1]

  for (const c of companies) {
    const used = new Set<string>()
    // companies 1 and 2 get two different persons of the same common name: namesakes for the demo
    const legal = c.id <= 2 ? pool.create('王伟') : pool.get(c.isBranch ? 0.5 : 0.3, used)
    used.add(legal.personId)
    c.legalPerson = legal.name
    c.legalPersonId = legal.personId
    roles.push({
      companyId: c.id,
      personId: legal.personId,
      role: 'legal',
      position: c.isBranch ? '负责人' : '法定代表人',
      share: null,
      amount: null,
      fromDate: c.established,
      toDate: null,
    })

    if (c.isBranch) {
      roles.push({
        companyId: c.id,
        personId: legal.personId,
        role: 'executive',
        position: '负责人',
        share: null,
        amount: null,
        fromDate: c.established,
        toDate: null,
      })
      continue
    }

    // shareholders
    const rest = Math.round((100 - (companyHeld.get(c.id) ?? 0)) * 100) / 100
    if (rest > 0) {
      const big = c.regCapital >= 1000
      const k = big ? rng.int(2, 5) : rng.int(1, 3)
      const holders = rng.chance(0.75) ? [legal] : []
      while (holders.length < k) {
        const p = pool.get(0.3, used)
        used.add(p.personId)
        holders.push(p)
      }
      const weights = holders.map((_, i) => (i === 0 ? 2 : 1) * (0.3 + rng.next()))
      const total = weights.reduce((a, b) => a + b, 0)
      let left = rest
      holders.forEach((p, i) => {
        const share = i === holders.length - 1 ? Math.round(left * 100) / 100 : Math.round(((rest * weights[i]) / total) * 100) / 100
        left -= share
        roles.push({
          companyId: c.id,
          personId: p.personId,
          role: 'shareholder',
          position: '',
          share,
          amount: Math.round(c.regCapital * share) / 100,
          fromDate: c.established,
          toDate: null,
        })
      })
    }

    // executives
    if (c.regCapital >= 1000) {
      const n = rng.int(4, BOARD.length)
      for (let i = 0; i < n; i++) {
        const p = i === 0 ? legal : pool.get(0.35, used)
        used.add(p.personId)
        roles.push({
          companyId: c.id,
          personId: p.personId,
          role: 'executive',
          position: BOARD[i],
          share: null,
          amount: null,
          fromDate: c.established,
          toDate: null,
        })
      }
    } else {
      roles.push({
        companyId: c.id,
        personId: legal.personId,
        role: 'executive',
        position: EXEC_SMALL[0],
        share: null,
        amount: null,
        fromDate: c.established,
        toDate: null,
      })
      const gm = rng.chance(0.6) ? legal : pool.get(0.3, used)
      used.add(gm.personId)
      roles.push({
        companyId: c.id,
        personId: gm.personId,
        role: 'executive',
        position: EXEC_SMALL[1],
        share: null,
        amount: null,
        fromDate: c.established,
        toDate: null,
      })
      const sup = pool.get(0.3, used)
      used.add(sup.personId)
      roles.push({
        companyId: c.id,
        personId: sup.personId,
        role: 'executive',
        position: EXEC_SMALL[2],
        share: null,
        amount: null,
        fromDate: c.established,
        toDate: null,
      })
    }

    // history: a former legal representative, a former shareholder
    if (rng.chance(0.15)) {
      const prev = pool.get(0.3, used)
      used.add(prev.personId)
      const date = dayBetween(rng, c.established, 180)
      roles.push({
        companyId: c.id,
        personId: prev.personId,
        role: 'legal',
        position: '法定代表人',
        share: null,
        amount: null,
        fromDate: c.established,
        toDate: date,
      })
      roles.push({
        companyId: c.id,
        personId: prev.personId,
        role: 'executive',
        position: '执行董事',
        share: null,
        amount: null,
        fromDate: c.established,
        toDate: date,
      })
      changes.push({ companyId: c.id, field: '法定代表人', before: prev.name, after: legal.name, date })
      changes.push({ companyId: c.id, field: '高管', before: `${prev.name}（执行董事）`, after: `${legal.name}（执行董事）`, date })
    }
    if (rng.chance(0.15)) {
      const prev = pool.get(0.3, used)
      used.add(prev.personId)
      const date = dayBetween(rng, c.established, 90)
      const share = rng.int(5, 60)
      roles.push({
        companyId: c.id,
        personId: prev.personId,
        role: 'shareholder',
        position: '',
        share,
        amount: Math.round(c.regCapital * share) / 100,
        fromDate: c.established,
        toDate: date,
      })
      changes.push({ companyId: c.id, field: '股东', before: `${prev.name}（${share}%）`, after: '退出', date })
    }
    for (const o of investorsOf.get(c.id) ?? []) {
      if (o.fromDate > c.established)
        changes.push({ companyId: c.id, field: '股东', before: '', after: `${byId(o.investorId).name}（${o.share}%）`, date: o.fromDate })
    }

    // other registration changes
    if (c.formerNames.length > 0)
      changes.push({
        companyId: c.id,
        field: '企业名称',
        before: c.formerNames[0],
        after: c.name,
        date: dayBetween(rng, c.established, 200),
      })
    if (rng.chance(0.25)) {
      const before = Math.max(1, Math.round(c.regCapital * rng.pick([0.1, 0.2, 0.5])))
      changes.push({
        companyId: c.id,
        field: '注册资本',
        before: capitalText(before, c.currency),
        after: capitalText(c.regCapital, c.currency),
        date: dayBetween(rng, c.established, 100),
      })
    }
    if (rng.chance(0.2))
      changes.push({
        companyId: c.id,
        field: '经营范围',
        before: c.scope.split('；').slice(0, 2).join('；'),
        after: c.scope,
        date: dayBetween(rng, c.established, 60),
      })
    if (rng.chance(0.2))
      changes.push({
        companyId: c.id,
        field: '住所',
        before: c.address.replace(/\d+号/, `${rng.int(1, 500)}号`),
        after: c.address,
        date: dayBetween(rng, c.established, 60),
      })
    if (rng.chance(0.05))
      changes.push({
        companyId: c.id,
        field: '企业类型',
        before: '有限责任公司（自然人独资）',
        after: c.companyType,
        date: dayBetween(rng, c.established, 365),
      })
    if (c.status !== '存续' && c.status !== '在业')
      changes.push({ companyId: c.id, field: '经营状态', before: '存续', after: c.status, date: dayBetween(rng, c.established, 365) })
  }
  return { roles, changes }
}
