import type { DB } from '../store/db'
import { getDimension } from '../../../src/domain/dimensions'
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
}

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
      if (regionLevel(str(o, 'regionCode')) !== 'district' && !allPlaces().some((p) => p.code === str(o, 'regionCode'))) return 'regionCode 须为区县级行政区划代码'
      if (!INDUSTRY.has(str(o, 'industryCode'))) return 'industryCode 须为国民经济行业门类字母（A-T）'
      if (o.regCapital !== undefined && (num(o, 'regCapital') === undefined || (num(o, 'regCapital') as number) < 0)) return 'regCapital 须为非负数（万元）'
      return date('established', true)
    }
    case 'person':
      if (!/^[0-9A-Za-z_-]{4,40}$/.test(str(o, 'personId'))) return 'personId 须为 4-40 位字母数字'
      return str(o, 'name') ? undefined : 'name 不能为空'
    case 'role':
      if (!hasPid(str(o, 'pid'))) return `企业 ${str(o, 'pid')} 不存在`
      if (!hasPerson(str(o, 'personId'))) return `人员 ${str(o, 'personId')} 不存在`
      if (!ROLES.includes(str(o, 'role'))) return 'role 须为 legal/shareholder/executive 之一'
      if (o.share !== undefined && (num(o, 'share') === undefined || (num(o, 'share') as number) < 0 || (num(o, 'share') as number) > 100)) return 'share 须为 0-100'
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

export function importJsonl(db: DB, text: string, capturedAt = `${REFERENCE_DATE} 00:00:00`): ImportResult {
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
  if (errors.length > 0) return { ok: false, counts, errors }

  const touched: number[] = []
  const idOf = (pid: string) => (db.prepare('SELECT id FROM companies WHERE pid = ?').get(pid) as { id: number } | undefined)?.id
  const rng = new Rng(items.length)
  db.transaction(() => {
    for (const { o } of items) {
      const type = str(o, 'type')
      counts[type] = (counts[type] ?? 0) + 1
      if (type === 'company') {
        const code = str(o, 'regionCode')
        const place = allPlaces().find((p) => p.code === code)!
        const cols = {
          name: str(o, 'name'), former_names: JSON.stringify(Array.isArray(o.formerNames) ? o.formerNames : []), brand: str(o, 'brand'),
          credit_code: str(o, 'creditCode') || creditCode(rng, code), legal_person: str(o, 'legalPerson'), legal_person_id: str(o, 'legalPersonId') || null,
          reg_capital: num(o, 'regCapital') ?? 0, paid_capital: num(o, 'paidCapital') ?? 0, currency: str(o, 'currency') || '人民币',
          established: str(o, 'established'), status: str(o, 'status'), company_type: str(o, 'companyType') || '有限责任公司（自然人投资或控股）',
          industry_code: str(o, 'industryCode'), industry: INDUSTRY.get(str(o, 'industryCode'))!, province_code: place.provinceCode,
          city_code: place.cityCode, region_code: code, region_name: regionName(code), address: str(o, 'address'), scope: str(o, 'scope'),
          phone: str(o, 'phone'), email: str(o, 'email'), website: str(o, 'website'), parent_pid: str(o, 'parentPid') || null,
          source: str(o, 'source') || '国家企业信用信息公示系统', captured_at: str(o, 'capturedAt') || capturedAt,
        }
        const keys = Object.keys(cols)
        const id = idOf(str(o, 'pid'))
        if (id) {
          db.prepare(`UPDATE companies SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`).run({ ...cols, id })
          touched.push(id)
        } else {
          const info = db.prepare(`INSERT INTO companies (pid, ${keys.join(', ')}) VALUES (@pid, ${keys.map((k) => `@${k}`).join(', ')})`).run({ ...cols, pid: str(o, 'pid') })
          touched.push(Number(info.lastInsertRowid))
        }
      } else if (type === 'person') {
        db.prepare('INSERT INTO persons (person_id, name) VALUES (?, ?) ON CONFLICT(person_id) DO UPDATE SET name = excluded.name').run(str(o, 'personId'), str(o, 'name'))
      } else if (type === 'role') {
        const id = idOf(str(o, 'pid'))!
        const position = str(o, 'position')
        db.prepare('DELETE FROM roles WHERE company_id = ? AND person_id = ? AND role = ? AND position = ?').run(id, str(o, 'personId'), str(o, 'role'), position)
        db.prepare('INSERT INTO roles (company_id, person_id, role, position, share, amount, from_date, to_date) VALUES (?,?,?,?,?,?,?,?)')
          .run(id, str(o, 'personId'), str(o, 'role'), position, num(o, 'share') ?? null, num(o, 'amount') ?? null, str(o, 'fromDate') || null, str(o, 'toDate') || null)
        touched.push(id)
      } else if (type === 'ownership') {
        const a = idOf(str(o, 'investorPid'))!
        const b = idOf(str(o, 'investeePid'))!
        db.prepare('DELETE FROM ownership WHERE investor_id = ? AND investee_id = ?').run(a, b)
        db.prepare('INSERT INTO ownership (investor_id, investee_id, share, amount, from_date) VALUES (?,?,?,?,?)').run(a, b, num(o, 'share'), num(o, 'amount') ?? null, str(o, 'fromDate') || null)
      } else if (type === 'record') {
        const dim = getDimension(str(o, 'dimension'))!
        db.prepare(`INSERT INTO records (dimension, company_id, person_id, date, amount, title, ref_no, parties, status, detail, source, captured_at, is_current)
          VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`).run(dim.key, str(o, 'pid') ? idOf(str(o, 'pid'))! : null, str(o, 'personId') || null, str(o, 'date') || null,
          num(o, 'amount') ?? null, str(o, 'title'), str(o, 'refNo') || null, JSON.stringify(o.parties ?? []), str(o, 'status'), JSON.stringify(o.detail ?? {}),
          str(o, 'source') || dim.source, str(o, 'capturedAt') || capturedAt, o.isCurrent === false || o.isCurrent === 0 ? 0 : 1)
      } else if (type === 'change') {
        db.prepare('INSERT INTO changes (company_id, field, before, after, date) VALUES (?,?,?,?,?)').run(idOf(str(o, 'pid'))!, str(o, 'field'), str(o, 'before'), str(o, 'after'), str(o, 'date'))
      }
    }
    // the legal representative named on a company row follows its current 'legal' role when one was imported
    for (const id of new Set(touched)) {
      const legal = db.prepare(`SELECT p.person_id, p.name FROM roles r JOIN persons p ON p.person_id = r.person_id WHERE r.company_id = ? AND r.role = 'legal' AND r.to_date IS NULL ORDER BY r.id DESC LIMIT 1`).get(id) as { person_id: string; name: string } | undefined
      if (legal) db.prepare('UPDATE companies SET legal_person = ?, legal_person_id = ? WHERE id = ?').run(legal.name, legal.person_id, id)
    }
    reindexCompanyIds(db, touched)
  })()
  return { ok: true, counts, errors }
}
