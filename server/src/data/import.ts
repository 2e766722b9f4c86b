import type { DB } from '../store/db'
import { getDimension } from '../../../contract/domain/dimensions'
import { regionLevel, regionName, allPlaces } from './regions'
import { COMPANY_STATUSES, INDUSTRIES, REFERENCE_DATE } from './constants'
import { reindexCompanyIds } from '../search/indexer'
import { creditCode } from './companies'
import { Rng } from './random'

/**
 * JSONL import (format in the README): one JSON object per line, {"type": "company"|"person"|"role"|
 * "ownership"|"record"|"change", ...}. Every line is checked first; if any line is bad nothing is
 * written and the errors are returned. Companies upsert by pid, persons by personId.
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

/** Company columns whose change is reported, with the registration field they are. */
const WATCHED_COLUMNS: Array<[string, string]> = [
  ['name', '企业名称'],
  ['legal_person', '法定代表人'],
  ['reg_capital', '注册资本'],
  ['status', '经营状态'],
  ['company_type', '企业类型'],
  ['address', '住所'],
  ['scope', '经营范围'],
]

type Obj = Record<string, unknown>
const DATE = /^\d{4}-\d{2}-\d{2}$/
const str = (o: Obj, k: string) => (typeof o[k] === 'string' ? (o[k] as string).trim() : '')
const num = (o: Obj, k: string) => (typeof o[k] === 'number' && Number.isFinite(o[k]) ? (o[k] as number) : undefined)
const TYPES = ['company', 'person', 'role', 'ownership', 'record', 'change']
const ROLES = ['legal', 'shareholder', 'executive']
const INDUSTRY = new Map(INDUSTRIES.map((i) => [i.code, i.name]))

function check(o: Obj, pids: Set<string>, personIds: Set<string>, db: DB): string | undefined {
  const type = str(o, 'type')
  if (!TYPES.includes(type)) return `type 须为 ${TYPES.join('/')} 之一`
  const hasPid = (pid: string) => pids.has(pid) || db.prepare('SELECT 1 FROM companies WHERE pid = ?').get(pid) !== undefined
  const hasPerson = (id: string) => personIds.has(id) || db.prepare('SELECT 1 FROM persons WHERE person_id = ?').get(id) !== undefined
  const date = (k: string, required: boolean) => {
    const v = str(o, k)
    if (!v) return required ? `缺少 ${k}` : undefined
    return DATE.test(v) ? undefined : `${k} 须为 yyyy-mm-dd 日期`
  }
  switch (type) {
    case 'company': {
      if (!/^[0-9A-Za-z_-]{4,40}$/.test(str(o, 'pid'))) return 'pid 须为 4-40 位字母数字'
      if (!str(o, 'name') || str(o, 'name').length > 100) return 'name 不能为空且不超过 100 字'
      if (!COMPANY_STATUSES.includes(str(o, 'status') as never)) return `status 须为 ${COMPANY_STATUSES.join('/')} 之一`
      if (regionLevel(str(o, 'regionCode')) !== 'district' && !allPlaces().some((p) => p.code === str(o, 'regionCode')))
        return 'regionCode 须为区县级行政区划代码'
      if (!INDUSTRY.has(str(o, 'industryCode'))) return 'industryCode 须为国民经济行业门类字母（A-T）'
      if (o.regCapital !== undefined && (num(o, 'regCapital') === undefined || (num(o, 'regCapital') as number) < 0))
        return 'regCapital 须为非负数（万元）'
      return date('established', true)
    }
    case 'person':
      if (!/^[0-9A-Za-z_-]{4,40}$/.test(str(o, 'personId'))) return 'personId 须为 4-40 位字母数字'
      return str(o, 'name') ? undefined : 'name 不能为空'
    case 'role':
      if (!hasPid(str(o, 'pid'))) return `企业 ${str(o, 'pid')} 不存在`
      if (!hasPerson(str(o, 'personId'))) return `人员 ${str(o, 'personId')} 不存在`
      if (!ROLES.includes(str(o, 'role'))) return 'role 须为 legal/shareholder/executive 之一'
      if (o.share !== undefined && (num(o, 'share') === undefined || (num(o, 'share') as number) < 0 || (num(o, 'share') as number) > 100))
        return 'share 须为 0-100'
      return date('fromDate', false) ?? date('toDate', false)
    case 'ownership':
      if (!hasPid(str(o, 'investorPid')) || !hasPid(str(o, 'investeePid'))) return 'investorPid / investeePid 须为已有企业'
      if (num(o, 'share') === undefined || (num(o, 'share') as number) <= 0 || (num(o, 'share') as number) > 100) return 'share 须为 0-100'
      return date('fromDate', false)
    case 'record':
      if (!getDimension(str(o, 'dimension'))) return `未知的数据维度 ${str(o, 'dimension')}`
      if (!str(o, 'pid') && !str(o, 'personId')) return '记录须关联 pid 或 personId'
      if (str(o, 'pid') && !hasPid(str(o, 'pid'))) return `企业 ${str(o, 'pid')} 不存在`
      if (str(o, 'personId') && !hasPerson(str(o, 'personId'))) return `人员 ${str(o, 'personId')} 不存在`
      if (o.parties !== undefined && !Array.isArray(o.parties)) return 'parties 须为数组'
      if (o.detail !== undefined && (typeof o.detail !== 'object' || o.detail === null || Array.isArray(o.detail))) return 'detail 须为对象'
      if (o.amount !== undefined && num(o, 'amount') === undefined) return 'amount 须为数字'
      return date('date', false)
    case 'change':
      if (!hasPid(str(o, 'pid'))) return `企业 ${str(o, 'pid')} 不存在`
      if (!str(o, 'field')) return '缺少 field'
      return date('date', true)
  }
  return undefined
}

export function importJsonl(db: DB, text: string, options: string | ImportOptions = {}): ImportResult {
  const opts: ImportOptions = typeof options === 'string' ? { capturedAt: options } : options
  const capturedAt = opts.capturedAt ?? `${REFERENCE_DATE} 00:00:00`
  const applied: AppliedChange[] = []
  const errors: ImportResult['errors'] = []
  const items: Array<{ line: number; o: Obj }> = []
  const pids = new Set<string>()
  const personIds = new Set<string>()
  text.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return
    let o: unknown
    try {
      o = JSON.parse(raw)
    } catch {
      errors.push({ line: i + 1, msg: '不是合法的 JSON' })
      return
    }
    if (!o || typeof o !== 'object' || Array.isArray(o)) {
      errors.push({ line: i + 1, msg: '每行须为一个 JSON 对象' })
      return
    }
    const err = check(o as Obj, pids, personIds, db)
    if (err) errors.push({ line: i + 1, msg: err })
    else {
      if ((o as Obj).type === 'company') pids.add(str(o as Obj, 'pid'))
      if ((o as Obj).type === 'person') personIds.add(str(o as Obj, 'personId'))
      items.push({ line: i + 1, o: o as Obj })
    }
  })
  const counts: Record<string, number> = {}
  if (errors.length > 0) return { ok: false, counts, errors, applied: [] }

  const touched: number[] = []
  const idOf = (pid: string) => (db.prepare('SELECT id FROM companies WHERE pid = ?').get(pid) as { id: number } | undefined)?.id
  const rng = new Rng(items.length)
  db.transaction(() => {
    for (const { o, line } of items) {
      const type = str(o, 'type')
      if (opts.dedupe && isDuplicate(db, type, o, idOf)) {
        counts.unchanged = (counts.unchanged ?? 0) + 1
        continue
      }
      counts[type] = (counts[type] ?? 0) + 1
      if (type === 'company') {
        const code = str(o, 'regionCode')
        const place = allPlaces().find((p) => p.code === code)!
        const cols = {
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
        const keys = Object.keys(cols)
        const id = idOf(str(o, 'pid'))
        if (id) {
          const old = db.prepare(`SELECT ${WATCHED_COLUMNS.map(([c]) => c).join(', ')} FROM companies WHERE id = ?`).get(id) as Record<
            string,
            string | number
          >
          const changed = WATCHED_COLUMNS.filter(([c]) => String(old[c] ?? '') !== String((cols as Record<string, unknown>)[c] ?? '')).map(
            ([c, field]) => ({ field, before: String(old[c] ?? ''), after: String((cols as Record<string, unknown>)[c] ?? '') }),
          )
          if (changed.length) applied.push({ type: 'company', line, pid: str(o, 'pid'), created: false, changed })
          db.prepare(`UPDATE companies SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`).run({ ...cols, id })
          touched.push(id)
        } else {
          const info = db
            .prepare(`INSERT INTO companies (pid, ${keys.join(', ')}) VALUES (@pid, ${keys.map((k) => `@${k}`).join(', ')})`)
            .run({ ...cols, pid: str(o, 'pid') })
          applied.push({ type: 'company', line, pid: str(o, 'pid'), created: true, changed: [] })
          touched.push(Number(info.lastInsertRowid))
        }
      } else if (type === 'person') {
        const known = db.prepare('SELECT 1 FROM persons WHERE person_id = ?').get(str(o, 'personId')) !== undefined
        db.prepare('INSERT INTO persons (person_id, name) VALUES (?, ?) ON CONFLICT(person_id) DO UPDATE SET name = excluded.name').run(
          str(o, 'personId'),
          str(o, 'name'),
        )
        if (!known) applied.push({ type: 'person', line, personId: str(o, 'personId'), created: true })
      } else if (type === 'role') {
        const id = idOf(str(o, 'pid'))!
        const position = str(o, 'position')
        const prev = db
          .prepare(
            'SELECT share, amount, from_date, to_date FROM roles WHERE company_id = ? AND person_id = ? AND role = ? AND position = ? ORDER BY id DESC LIMIT 1',
          )
          .get(id, str(o, 'personId'), str(o, 'role'), position) as
          { share: number | null; amount: number | null; from_date: string | null; to_date: string | null } | undefined
        const toDate = str(o, 'toDate') || null
        const roleStatus: 'start' | 'end' | 'update' | null = !prev
          ? toDate
            ? null
            : 'start'
          : prev.to_date === null && toDate
            ? 'end'
            : prev.to_date !== null && !toDate
              ? 'start'
              : (prev.share ?? null) !== (num(o, 'share') ?? null) ||
                  (prev.amount ?? null) !== (num(o, 'amount') ?? null) ||
                  (prev.from_date ?? null) !== (str(o, 'fromDate') || null) ||
                  prev.to_date !== toDate
                ? 'update'
                : null
        if (roleStatus)
          applied.push({
            type: 'role',
            line,
            pid: str(o, 'pid'),
            personId: str(o, 'personId'),
            role: str(o, 'role'),
            position,
            status: roleStatus,
            date: (roleStatus === 'end' ? toDate : str(o, 'fromDate')) || '',
          })
        db.prepare('DELETE FROM roles WHERE company_id = ? AND person_id = ? AND role = ? AND position = ?').run(
          id,
          str(o, 'personId'),
          str(o, 'role'),
          position,
        )
        db.prepare(
          'INSERT INTO roles (company_id, person_id, role, position, share, amount, from_date, to_date) VALUES (?,?,?,?,?,?,?,?)',
        ).run(
          id,
          str(o, 'personId'),
          str(o, 'role'),
          position,
          num(o, 'share') ?? null,
          num(o, 'amount') ?? null,
          str(o, 'fromDate') || null,
          str(o, 'toDate') || null,
        )
        touched.push(id)
      } else if (type === 'ownership') {
        const a = idOf(str(o, 'investorPid'))!
        const b = idOf(str(o, 'investeePid'))!
        db.prepare('DELETE FROM ownership WHERE investor_id = ? AND investee_id = ?').run(a, b)
        db.prepare('INSERT INTO ownership (investor_id, investee_id, share, amount, from_date) VALUES (?,?,?,?,?)').run(
          a,
          b,
          num(o, 'share'),
          num(o, 'amount') ?? null,
          str(o, 'fromDate') || null,
        )
        applied.push({ type: 'ownership', line, investorPid: str(o, 'investorPid'), investeePid: str(o, 'investeePid') })
      } else if (type === 'record') {
        const dim = getDimension(str(o, 'dimension'))!
        const info = db
          .prepare(
            `INSERT INTO records (dimension, company_id, person_id, date, amount, title, ref_no, parties, status, detail, source, captured_at, is_current)
          VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`,
          )
          .run(
            dim.key,
            str(o, 'pid') ? idOf(str(o, 'pid'))! : null,
            str(o, 'personId') || null,
            str(o, 'date') || null,
            num(o, 'amount') ?? null,
            str(o, 'title'),
            str(o, 'refNo') || null,
            JSON.stringify(o.parties ?? []),
            str(o, 'status'),
            JSON.stringify(o.detail ?? {}),
            str(o, 'source') || dim.source,
            str(o, 'capturedAt') || capturedAt,
            o.isCurrent === false || o.isCurrent === 0 ? 0 : 1,
          )
        const parties = (Array.isArray(o.parties) ? o.parties : []) as Array<{ pid?: unknown; personId?: unknown }>
        applied.push({
          type: 'record',
          line,
          id: Number(info.lastInsertRowid),
          dimension: dim.key,
          pid: str(o, 'pid'),
          personId: str(o, 'personId'),
          date: str(o, 'date'),
          parties: parties
            .filter((p) => p && typeof p === 'object')
            .map((p) => ({
              pid: typeof p.pid === 'string' ? p.pid : undefined,
              personId: typeof p.personId === 'string' ? p.personId : undefined,
            })),
        })
      } else if (type === 'change') {
        const info = db
          .prepare('INSERT INTO changes (company_id, field, before, after, date) VALUES (?,?,?,?,?)')
          .run(idOf(str(o, 'pid'))!, str(o, 'field'), str(o, 'before'), str(o, 'after'), str(o, 'date'))
        applied.push({
          type: 'change',
          line,
          id: Number(info.lastInsertRowid),
          pid: str(o, 'pid'),
          field: str(o, 'field'),
          before: str(o, 'before'),
          after: str(o, 'after'),
          date: str(o, 'date'),
        })
      }
    }
    // the legal representative named on a company row follows its current 'legal' role when one was imported
    for (const id of new Set(touched)) {
      const legal = db
        .prepare(
          `SELECT p.person_id, p.name FROM roles r JOIN persons p ON p.person_id = r.person_id WHERE r.company_id = ? AND r.role = 'legal' AND r.to_date IS NULL ORDER BY r.id DESC LIMIT 1`,
        )
        .get(id) as { person_id: string; name: string } | undefined
      if (legal) db.prepare('UPDATE companies SET legal_person = ?, legal_person_id = ? WHERE id = ?').run(legal.name, legal.person_id, id)
    }
    reindexCompanyIds(db, touched)
  })()
  return { ok: true, counts, errors, applied }
}

/** A record or change line identical to one already stored (dedupe mode). */
function isDuplicate(db: DB, type: string, o: Obj, idOf: (pid: string) => number | undefined): boolean {
  if (type === 'record') {
    const companyId = str(o, 'pid') ? (idOf(str(o, 'pid')) ?? null) : null
    return (
      db
        .prepare(
          `SELECT 1 FROM records WHERE dimension = ? AND company_id IS ? AND person_id IS ? AND date IS ? AND title = ? AND ref_no IS ? LIMIT 1`,
        )
        .get(
          str(o, 'dimension'),
          companyId,
          str(o, 'personId') || null,
          str(o, 'date') || null,
          str(o, 'title'),
          str(o, 'refNo') || null,
        ) !== undefined
    )
  }
  if (type === 'change') {
    return (
      db
        .prepare('SELECT 1 FROM changes WHERE company_id = ? AND field = ? AND before = ? AND after = ? AND date = ? LIMIT 1')
        .get(idOf(str(o, 'pid')), str(o, 'field'), str(o, 'before'), str(o, 'after'), str(o, 'date')) !== undefined
    )
  }
  return false
}
