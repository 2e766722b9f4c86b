import type { DB } from '../store/db'
import { Rng } from './random'
import { generateCompanies, GenCompany } from './companies'
import { PersonPool, generateOwnership, generateRoles, GenChange } from './people'
import { RecordMaker, GenRecord, companyRecords, changeClues, ALL_KEYS, MAKERS, lawsuit } from './records'
import { mergeRecordIndexes, rebuildSearchIndex } from '../search/indexer'
import { seedPublicUnits } from './public-units'

export interface SeedOptions {
  companies?: number
  seed?: number
  onProgress?: (done: number, total: number) => void
}

export interface SeedResult {
  companies: number
  persons: number
  records: number
  ms: number
}

/** the seed of the demo data `npm start` makes */
export const DEMO_SEED = 20261101

/** companies up to this rank get the full set of records; beyond it records thin out (benchmark scale) */
const FULL_RECORDS = 30000
const CHUNK = 20000

/**
 * Fills the data tables with a deterministic demo dataset: the same seed gives byte-identical rows.
 * Expects empty data tables (a fresh database).
 */
export function seedDemo(db: DB, opts: SeedOptions = {}): SeedResult {
  const started = process.hrtime.bigint()
  const n = Math.max(1, Math.floor(opts.companies ?? 20000))
  const seed = (opts.seed ?? DEMO_SEED) >>> 0
  const rng = new Rng(seed)
  const salt = (seed * 2654435761) >>> 0
  // progress: companies 10%, people 10%, records 50%, index 30%
  const total = 100
  const report = (p: number) => opts.onProgress?.(Math.min(total, Math.round(p)), total)

  const companies = generateCompanies(rng.fork(1), n, salt)
  report(5)
  const pool = new PersonPool(rng.fork(2), salt ^ 0x5bd1e995)
  const ownership = generateOwnership(rng.fork(3), companies)
  const { roles, changes } = generateRoles(rng.fork(4), pool, companies, ownership)
  report(10)

  const insCompany = db.prepare(`INSERT INTO companies (id, pid, name, former_names, brand, credit_code, legal_person_id, legal_person,
    reg_capital, paid_capital, currency, established, status, company_type, industry_code, industry, province_code, city_code,
    region_code, region_name, address, lng, lat, scope, phone, email, website, staff_size, parent_pid, view_count, source, captured_at)
    VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`)
  const insPerson = db.prepare('INSERT INTO persons (id, person_id, name) VALUES (?, ?, ?)')
  const insRole = db.prepare(
    'INSERT INTO roles (company_id, person_id, role, position, share, amount, from_date, to_date) VALUES (?,?,?,?,?,?,?,?)',
  )
  const insOwn = db.prepare('INSERT INTO ownership (investor_id, investee_id, share, amount, from_date) VALUES (?,?,?,?,?)')
  const insChange = db.prepare('INSERT INTO changes (company_id, field, before, after, date) VALUES (?,?,?,?,?)')
  const insRecord =
    db.prepare(`INSERT INTO records (dimension, company_id, person_id, date, amount, title, ref_no, parties, status, detail, source, captured_at, is_current)
    VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`)

  const inChunks = <T>(list: T[], fn: (x: T) => void) => {
    for (let i = 0; i < list.length; i += CHUNK) {
      const part = list.slice(i, i + CHUNK)
      db.transaction(() => part.forEach(fn))()
    }
  }

  inChunks(companies, (c: GenCompany) => {
    insCompany.run(
      c.id,
      c.pid,
      c.name,
      JSON.stringify(c.formerNames),
      c.brand,
      c.creditCode,
      c.legalPersonId,
      c.legalPerson,
      c.regCapital,
      c.paidCapital,
      c.currency,
      c.established,
      c.status,
      c.companyType,
      c.industryCode,
      c.industry,
      c.place.provinceCode,
      c.place.cityCode,
      c.place.code,
      c.regionName,
      c.address,
      c.lng,
      c.lat,
      c.scope,
      c.phone,
      c.email,
      c.website,
      c.staffSize,
      c.parentPid,
      c.viewCount,
      '国家企业信用信息公示系统',
      c.capturedAt,
    )
  })
  inChunks(pool.list, (p) => insPerson.run(p.id, p.personId, p.name))
  inChunks(roles, (r) => insRole.run(r.companyId, r.personId, r.role, r.position, r.share, r.amount, r.fromDate, r.toDate))
  inChunks(ownership, (o) => insOwn.run(o.investorId, o.investeeId, o.share, o.amount, o.fromDate))
  changes.sort((a, b) => a.companyId - b.companyId || a.date.localeCompare(b.date))
  inChunks(changes, (ch: GenChange) => insChange.run(ch.companyId, ch.field, ch.before, ch.after, ch.date))
  report(20)

  // records, written as they are made
  let records = 0
  const counts = new Map<string, number>()
  let buffer: GenRecord[] = []
  const flush = () => {
    const part = buffer
    buffer = []
    db.transaction(() => {
      for (const r of part) {
        insRecord.run(
          r.dimension,
          r.companyId,
          r.personId,
          r.date,
          r.amount,
          r.title,
          r.refNo,
          JSON.stringify(r.parties),
          r.status,
          JSON.stringify(r.detail),
          r.source,
          r.capturedAt,
          r.isCurrent,
        )
      }
    })()
  }
  const maker = new RecordMaker({
    rng: rng.fork(5),
    companies,
    persons: pool.list,
    companyByPid: new Map(companies.slice(0, Math.min(companies.length, 50000)).map((c) => [c.pid, c])),
    personById: new Map(pool.list.map((p) => [p.personId, p])),
    emit: (r) => {
      buffer.push(r)
      records++
      counts.set(r.dimension, (counts.get(r.dimension) ?? 0) + 1)
      if (buffer.length >= CHUNK) flush()
    },
  })
  const changesOf = new Map<number, GenChange[]>()
  for (const ch of changes) {
    if (!changesOf.has(ch.companyId)) changesOf.set(ch.companyId, [])
    changesOf.get(ch.companyId)!.push(ch)
  }
  for (const c of companies) {
    const full = c.id <= FULL_RECORDS
    if (!full && !maker.rng.chance(0.08)) continue
    companyRecords(maker, c, full ? 1 : 0.3)
    changeClues(maker, c, changesOf.get(c.id) ?? [])
    if (c.id % 5000 === 0) report(20 + (50 * c.id) / companies.length)
  }
  // every dimension has records, even in a tiny dataset
  for (const key of ALL_KEYS) {
    if (counts.get(key)) continue
    const c = companies[(ALL_KEYS.indexOf(key) * 7) % companies.length]
    if (MAKERS[key]) MAKERS[key](maker, c)
    else if (!counts.get(key)) lawsuit(maker, c)
  }
  flush()
  report(70)

  writeHotKeywords(db, companies)
  seedPublicUnits(db, publicUnitRng(seed))
  rebuildSearchIndex(db, (done, all) => report(70 + (30 * done) / Math.max(1, all)))
  mergeRecordIndexes(db)
  db.pragma('optimize')
  report(100)
  return {
    companies: companies.length,
    persons: pool.list.length,
    records,
    ms: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
  }
}

/** the units' own stream, so adding them changed no company, person or record of a seed */
export const publicUnitRng = (seed: number) => new Rng((seed ^ 0x7075626c) >>> 0)

/**
 * ~12 hot searches: brands and full names of important operating companies. The first three are the
 * important companies with records in the most dimensions and a lawsuit that reached execution, so a
 * demo visitor lands on rich profiles and multi-stage cases.
 */
function writeHotKeywords(db: DB, companies: GenCompany[]): void {
  const ins = db.prepare('INSERT OR REPLACE INTO hot_keywords (keyword, pid, weight) VALUES (?, ?, ?)')
  const picked: Array<[string, string]> = []
  const seen = new Set<string>()
  const rich = db
    .prepare(
      `SELECT company_id AS id FROM records WHERE company_id <= 3000 GROUP BY company_id
      HAVING SUM(dimension = 'executor') > 0 AND SUM(dimension = 'caseFiling') > 0 ORDER BY COUNT(DISTINCT dimension) DESC, company_id LIMIT 6`,
    )
    .all() as Array<{ id: number }>
  const operating = (c: GenCompany | undefined): c is GenCompany => !!c && !c.isBranch && (c.status === '存续' || c.status === '在业')
  const add = (c: GenCompany) => {
    const kw = picked.length % 3 === 2 ? c.name : c.brand
    if (seen.has(kw)) return
    seen.add(kw)
    picked.push([kw, c.pid])
  }
  for (const r of rich) {
    const c = companies[r.id - 1]
    if (picked.length < 3 && operating(c)) add(c)
  }
  for (let i = 0; i < companies.length && picked.length < 12; i += 1 + (i % 7)) {
    if (operating(companies[i])) add(companies[i])
  }
  db.transaction(() => picked.forEach(([kw, pid], i) => ins.run(kw, pid, 1000 - i * 37)))()
}
