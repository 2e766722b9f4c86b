import type { Sql } from '../store/sql'
import { getDimension } from '../../../contract/domain/dimensions'
import { regionName, allPlaces } from './regions'
import { REFERENCE_DATE } from './constants'
import { reindexCompanies } from '../search/reindex'
import { creditCode } from './companies'
import { Rng } from './random'
import { checkLine, INDUSTRY, num, referencesOf, str, type Obj } from './import-check'
import {
  SqlImportRepo,
  WATCHED_COLUMNS,
  type ChangeRow,
  type CompanyImportRow,
  type OwnershipRow,
  type RecordImportRow,
  type RoleRow,
  type StoredRole,
} from '../store/import-writes'

/**
 * JSONL import (format in the README): one JSON object per line, {"type": "company"|"person"|"role"|
 * "ownership"|"record"|"change", ...}. Every line is checked first; if any line is bad nothing is
 * written and the errors are returned. Companies upsert by pid, persons by personId.
 *
 * Lines take effect as if applied one after another in file order; they are written a batch of rows per statement
 * (companies, then persons, roles, ownership, records, changes), all in one transaction.
 */
export interface ImportResult {
  ok: boolean
  counts: Record<string, number>
  errors: Array<{ line: number; msg: string }>
  /** what each applied line changed (in line order); lines that changed nothing are left out */
  applied: AppliedChange[]
}

/** What one applied line changed: the change feed (server/src/monitor) turns these into dynamics. */
export type AppliedChange =
  | { type: 'company'; line: number; pid: string; created: boolean; changed: Array<{ field: string; before: string; after: string }> }
  | { type: 'person'; line: number; personId: string; created: boolean }
  | {
      type: 'role'
      line: number
      pid: string
      personId: string
      role: string
      position: string
      status: 'start' | 'end' | 'update'
      date: string
    }
  | { type: 'ownership'; line: number; investorPid: string; investeePid: string }
  | {
      type: 'record'
      line: number
      id: number
      dimension: string
      pid: string
      personId: string
      date: string
      parties: Array<{ pid?: string; personId?: string }>
    }
  | { type: 'change'; line: number; id: number; pid: string; field: string; before: string; after: string; date: string }

export interface ImportOptions {
  /** capturedAt of lines that carry none */
  capturedAt?: string
  /**
   * skip record and change lines identical to one already stored (same dimension, company, person,
   * date, title and reference number / same field, before, after and date): a feed applied twice adds nothing
   */
  dedupe?: boolean
}

type Item = { line: number; o: Obj }
type RoleState = Pick<StoredRole, 'share' | 'amount' | 'from_date' | 'to_date'>

const key = (...parts: unknown[]) => JSON.stringify(parts)

/** Splits the text into lines of JSON objects; lines that are not one are reported. */
function parse(text: string): { items: Item[]; errors: ImportResult['errors'] } {
  const items: Item[] = []
  const errors: ImportResult['errors'] = []
  text.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return
    let o: unknown
    try {
      o = JSON.parse(raw)
    } catch {
      errors.push({ line: i + 1, msg: '不是合法的 JSON' })
      return
    }
    if (!o || typeof o !== 'object' || Array.isArray(o)) errors.push({ line: i + 1, msg: '每行须为一个 JSON 对象' })
    else items.push({ line: i + 1, o: o as Obj })
  })
  return { items, errors }
}

/**
 * Checks and imports the lines of `text` in one transaction (joining the caller's, when there is one). Works the
 * same on either store.
 */
export async function importJsonl(sql: Sql, text: string, options: string | ImportOptions = {}): Promise<ImportResult> {
  const opts: ImportOptions = typeof options === 'string' ? { capturedAt: options } : options
  const { items: parsed, errors } = parse(text)
  return sql.atomically(async () => {
    const repo = new SqlImportRepo(sql)
    const refPids: string[] = []
    const refPersons: string[] = []
    for (const { o } of parsed) {
      const refs = referencesOf(o)
      refPids.push(...refs.pids)
      refPersons.push(...refs.personIds)
    }
    const stored = new Map((await repo.companiesByPid(refPids)).map((c) => [c.pid, c]))
    const storedPersons = new Set(await repo.existingPersons(refPersons))

    // checked in file order: a line may name a company or person defined by an earlier (good) line
    const pids = new Set<string>()
    const personIds = new Set<string>()
    const known = {
      hasPid: (pid: string) => pids.has(pid) || stored.has(pid),
      hasPerson: (id: string) => personIds.has(id) || storedPersons.has(id),
    }
    const items: Item[] = []
    for (const item of parsed) {
      const err = checkLine(item.o, known)
      if (err) errors.push({ line: item.line, msg: err })
      else {
        if (item.o.type === 'company') pids.add(str(item.o, 'pid'))
        if (item.o.type === 'person') personIds.add(str(item.o, 'personId'))
        items.push(item)
      }
    }
    if (errors.length > 0) return { ok: false, counts: {}, errors: errors.sort((a, b) => a.line - b.line), applied: [] }
    return apply(sql, repo, items, opts, stored, storedPersons)
  })
}

async function apply(
  sql: Sql,
  repo: SqlImportRepo,
  items: Item[],
  opts: ImportOptions,
  stored: Map<string, { id: number; pid: string; [c: string]: string | number | null }>,
  storedPersons: Set<string>,
): Promise<ImportResult> {
  const capturedAt = opts.capturedAt ?? `${REFERENCE_DATE} 00:00:00`
  const idOfStored = (pid: string) => stored.get(pid)?.id
  const pidOfStored = new Map([...stored.values()].map((c) => [c.id, c.pid]))
  const of = (type: string) => items.filter((i) => str(i.o, 'type') === type)
  const storedIds = (pidsOf: (o: Obj) => string[], type: string) =>
    of(type)
      .flatMap((i) => pidsOf(i.o))
      .map(idOfStored)
      .filter((id): id is number => id !== undefined)

  // what the lines are compared with: the stored roles and ownership of the companies they name, and (dedupe) the
  // stored records and changes
  const roleStates = new Map<string, RoleState>()
  const roleIdsByKey = new Map<string, number[]>()
  for (const r of await repo.rolesOf(storedIds((o) => [str(o, 'pid')], 'role'))) {
    const k = key(pidOfStored.get(r.company_id), r.person_id, r.role, r.position)
    roleStates.set(k, r)
    roleIdsByKey.set(k, [...(roleIdsByKey.get(k) ?? []), r.id])
  }
  const ownershipIdsByKey = new Map<string, number[]>()
  for (const r of await repo.ownershipOf(storedIds((o) => [str(o, 'investorPid')], 'ownership'))) {
    const k = key(pidOfStored.get(r.investor_id), pidOfStored.get(r.investee_id) ?? r.investee_id)
    ownershipIdsByKey.set(k, [...(ownershipIdsByKey.get(k) ?? []), r.id])
  }
  const seen = new Set<string>()
  if (opts.dedupe) {
    const records = of('record')
    for (const r of await repo.recordKeys(
      storedIds((o) => [str(o, 'pid')], 'record'),
      records.filter((i) => !str(i.o, 'pid')).map((i) => str(i.o, 'personId')),
      records.map((i) => str(i.o, 'dimension')),
    ))
      seen.add(
        key('record', r.dimension, r.company_id === null ? null : pidOfStored.get(r.company_id), r.person_id, r.date, r.title, r.ref_no),
      )
    for (const c of await repo.changeKeys(storedIds((o) => [str(o, 'pid')], 'change')))
      seen.add(key('change', pidOfStored.get(c.company_id), c.field, c.before, c.after, c.date))
  }

  const counts: Record<string, number> = {}
  const applied: AppliedChange[] = []
  const companies = new Map<string, CompanyImportRow>()
  const companyState = new Map<string, Record<string, string | number | null>>(stored)
  const persons = new Map<string, string>()
  const personsNow = new Set(storedPersons)
  const roles = new Map<string, Omit<RoleRow, 'companyId'> & { pid: string }>()
  const ownership = new Map<string, Omit<OwnershipRow, 'investorId' | 'investeeId'> & { investorPid: string; investeePid: string }>()
  const records: Array<{ pid: string; row: Omit<RecordImportRow, 'companyId'>; applied: { id: number } }> = []
  const changes: Array<{ pid: string; row: Omit<ChangeRow, 'companyId'>; applied: { id: number } }> = []
  const touchedPids: string[] = []
  const rng = new Rng(items.length)

  for (const { o, line } of items) {
    const type = str(o, 'type')
    const dupKey =
      type === 'record'
        ? key(
            'record',
            str(o, 'dimension'),
            str(o, 'pid') || null,
            str(o, 'personId') || null,
            str(o, 'date') || null,
            str(o, 'title'),
            str(o, 'refNo') || null,
          )
        : type === 'change'
          ? key('change', str(o, 'pid'), str(o, 'field'), str(o, 'before'), str(o, 'after'), str(o, 'date'))
          : ''
    if (opts.dedupe && dupKey && seen.has(dupKey)) {
      counts.unchanged = (counts.unchanged ?? 0) + 1
      continue
    }
    counts[type] = (counts[type] ?? 0) + 1
    if (type === 'company') {
      const pid = str(o, 'pid')
      const row = companyRow(o, rng, capturedAt)
      const old = companyState.get(pid)
      if (old) {
        const changed = WATCHED_COLUMNS.filter(([c]) => String(old[c] ?? '') !== String(row[c as keyof CompanyImportRow] ?? '')).map(
          ([c, field]) => ({ field, before: String(old[c] ?? ''), after: String(row[c as keyof CompanyImportRow] ?? '') }),
        )
        if (changed.length) applied.push({ type: 'company', line, pid, created: false, changed })
      } else applied.push({ type: 'company', line, pid, created: true, changed: [] })
      companyState.set(pid, row)
      // a company named again keeps its first place (and so the id it is given)
      companies.set(pid, row)
      touchedPids.push(pid)
    } else if (type === 'person') {
      const personId = str(o, 'personId')
      if (!personsNow.has(personId)) applied.push({ type: 'person', line, personId, created: true })
      personsNow.add(personId)
      persons.set(personId, str(o, 'name'))
    } else if (type === 'role') {
      const pid = str(o, 'pid')
      const personId = str(o, 'personId')
      const position = str(o, 'position')
      const k = key(pid, personId, str(o, 'role'), position)
      const prev = roleStates.get(k)
      const next: RoleState = {
        share: num(o, 'share') ?? null,
        amount: num(o, 'amount') ?? null,
        from_date: str(o, 'fromDate') || null,
        to_date: str(o, 'toDate') || null,
      }
      const status = roleStatus(prev, next)
      if (status)
        applied.push({
          type: 'role',
          line,
          pid,
          personId,
          role: str(o, 'role'),
          position,
          status,
          date: (status === 'end' ? next.to_date : next.from_date) || '',
        })
      roleStates.set(k, next)
      // the line replaces the stored role and any earlier line of the same role; it takes its place at the end
      roles.delete(k)
      roles.set(k, {
        pid,
        personId,
        role: str(o, 'role'),
        position,
        share: next.share,
        amount: next.amount,
        fromDate: next.from_date,
        toDate: next.to_date,
      })
      touchedPids.push(pid)
    } else if (type === 'ownership') {
      const investorPid = str(o, 'investorPid')
      const investeePid = str(o, 'investeePid')
      const k = key(investorPid, investeePid)
      ownership.delete(k)
      ownership.set(k, {
        investorPid,
        investeePid,
        share: num(o, 'share')!,
        amount: num(o, 'amount') ?? null,
        fromDate: str(o, 'fromDate') || null,
      })
      applied.push({ type: 'ownership', line, investorPid, investeePid })
    } else if (type === 'record') {
      const dim = getDimension(str(o, 'dimension'))!
      const pid = str(o, 'pid')
      const row = {
        dimension: dim.key,
        personId: str(o, 'personId') || null,
        date: str(o, 'date') || null,
        amount: num(o, 'amount') ?? null,
        title: str(o, 'title'),
        refNo: str(o, 'refNo') || null,
        parties: JSON.stringify(o.parties ?? []),
        status: str(o, 'status'),
        detail: JSON.stringify(o.detail ?? {}),
        source: str(o, 'source') || dim.source,
        capturedAt: str(o, 'capturedAt') || capturedAt,
        isCurrent: o.isCurrent === false || o.isCurrent === 0 ? 0 : 1,
      }
      seen.add(key('record', row.dimension, pid || null, row.personId, row.date, row.title, row.refNo))
      const parties = (Array.isArray(o.parties) ? o.parties : []) as Array<{ pid?: unknown; personId?: unknown }>
      const entry = {
        type: 'record' as const,
        line,
        id: 0,
        dimension: dim.key,
        pid,
        personId: str(o, 'personId'),
        date: str(o, 'date'),
        parties: parties
          .filter((p) => p && typeof p === 'object')
          .map((p) => ({
            pid: typeof p.pid === 'string' ? p.pid : undefined,
            personId: typeof p.personId === 'string' ? p.personId : undefined,
          })),
      }
      applied.push(entry)
      records.push({ pid, row, applied: entry })
    } else if (type === 'change') {
      const pid = str(o, 'pid')
      const row = { field: str(o, 'field'), before: str(o, 'before'), after: str(o, 'after'), date: str(o, 'date') }
      seen.add(key('change', pid, row.field, row.before, row.after, row.date))
      const entry = { type: 'change' as const, line, id: 0, pid, ...row }
      applied.push(entry)
      changes.push({ pid, row, applied: entry })
    }
  }

  const ids = new Map<string, number>([...stored.values()].map((c) => [c.pid, c.id]))
  for (const r of await repo.upsertCompanies([...companies.values()])) ids.set(r.pid, Number(r.id))
  const idOf = (pid: string) => ids.get(pid)!
  await repo.upsertPersons([...persons].map(([personId, name]) => ({ personId, name })))
  await repo.deleteRoles([...roles.keys()].flatMap((k) => roleIdsByKey.get(k) ?? []))
  await repo.insertRoles([...roles.values()].map(({ pid, ...r }) => ({ ...r, companyId: idOf(pid) })))
  await repo.deleteOwnership([...ownership.keys()].flatMap((k) => ownershipIdsByKey.get(k) ?? []))
  await repo.insertOwnership(
    [...ownership.values()].map(({ investorPid, investeePid, ...r }) => ({
      ...r,
      investorId: idOf(investorPid),
      investeeId: idOf(investeePid),
    })),
  )
  const recordIds = await repo.insertRecords(records.map((r) => ({ ...r.row, companyId: r.pid ? idOf(r.pid) : null })))
  records.forEach((r, i) => (r.applied.id = recordIds[i]))
  const changeIds = await repo.insertChanges(changes.map((c) => ({ ...c.row, companyId: idOf(c.pid) })))
  changes.forEach((c, i) => (c.applied.id = changeIds[i]))
  // the legal representative named on a company row follows its current 'legal' role when one was imported
  const touched = touchedPids.map(idOf)
  await repo.followLegalRoles(touched)
  await reindexCompanies(sql, touched)
  return { ok: true, counts, errors: [], applied }
}

/** start: a role begins (or resumes); end: it ends; update: its share, amount or dates change; null: nothing changed */
function roleStatus(prev: RoleState | undefined, next: RoleState): 'start' | 'end' | 'update' | null {
  if (!prev) return next.to_date ? null : 'start'
  if (prev.to_date === null && next.to_date) return 'end'
  if (prev.to_date !== null && !next.to_date) return 'start'
  return (prev.share ?? null) !== next.share ||
    (prev.amount ?? null) !== next.amount ||
    (prev.from_date ?? null) !== next.from_date ||
    prev.to_date !== next.to_date
    ? 'update'
    : null
}

function companyRow(o: Obj, rng: Rng, capturedAt: string): CompanyImportRow {
  const code = str(o, 'regionCode')
  const place = allPlaces().find((p) => p.code === code)!
  return {
    pid: str(o, 'pid'),
    name: str(o, 'name'),
    former_names: JSON.stringify(Array.isArray(o.formerNames) ? o.formerNames : []),
    brand: str(o, 'brand'),
    credit_code: str(o, 'creditCode') || creditCode(rng, code),
    legal_person: str(o, 'legalPerson'),
    legal_person_id: str(o, 'legalPersonId') || null,
    reg_capital: num(o, 'regCapital') ?? 0,
    paid_capital: num(o, 'paidCapital') ?? 0,
    currency: str(o, 'currency') || '人民币',
    established: str(o, 'established'),
    status: str(o, 'status'),
    company_type: str(o, 'companyType') || '有限责任公司（自然人投资或控股）',
    industry_code: str(o, 'industryCode'),
    industry: INDUSTRY.get(str(o, 'industryCode'))!,
    province_code: place.provinceCode,
    city_code: place.cityCode,
    region_code: code,
    region_name: regionName(code),
    address: str(o, 'address'),
    scope: str(o, 'scope'),
    phone: str(o, 'phone'),
    email: str(o, 'email'),
    website: str(o, 'website'),
    parent_pid: str(o, 'parentPid') || null,
    source: str(o, 'source') || '国家企业信用信息公示系统',
    captured_at: str(o, 'capturedAt') || capturedAt,
  }
}
