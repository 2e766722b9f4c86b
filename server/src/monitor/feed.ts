/**
 * The change feed: a JSONL file in the importer's format (README "JSONL import format") applied with
 * dedupe, then change detection → dynamics → messages. `generateFeed` makes a realistic daily feed
 * from the current database (new lawsuits, dishonest and executed-person records, penalties,
 * abnormal operations, patents, capital / legal representative / address / status changes …);
 * the same days give the same feed, so applying it again changes nothing.
 */
import type { Sql } from '../store/sql'
import { importJsonl, type ImportResult } from '../data/import'
import { Rng } from '../data/random'
import { personName } from '../data/names'
import { chinaDate } from '../store/trends'
import { draftsOf, storeDynamics, type DetectResult } from './detect'
import { caseAlerts } from '../judicial-watch/alerts'
import { clueAlerts } from '../property-clues/alerts'
import { savedSearchAlerts } from '../subscriptions/alerts'
import { capitalText } from '../../../contract/domain/format'
import type { CompanyRow } from '../store/companies'
import { companyFrom, feedTargets } from '../store/feed-source'

export interface FeedResult extends DetectResult {
  ok: boolean
  lines: number
  counts: ImportResult['counts']
  errors: ImportResult['errors']
  ms: number
}

/**
 * Applies one feed: importer (dedupe on) → detection → dynamics → messages, on either store. Bad lines: nothing is
 * written. The server passes its own door, so its requests take turns with the feed's transaction (SQLite) or run
 * beside it on other connections (PostgreSQL) instead of writing into it.
 */
export async function applyFeed(sql: Sql, text: string, nowMs: number, hooks: { betweenSteps?: () => void } = {}): Promise<FeedResult> {
  const started = Date.now()
  const today = chinaDate(nowMs)
  const lines = text.split(/\r?\n/).filter((l) => l.trim()).length
  const feedChanges = new Set<string>()
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.includes('"change"')) continue
    try {
      const o = JSON.parse(raw) as { type?: string; pid?: string; field?: string }
      if (o.type === 'change') feedChanges.add(`${o.pid}|${o.field}`)
    } catch {
      // the importer reports the line
    }
  }
  // The records a feed stores and the dynamics and messages they cause commit together: a process killed in between
  // would otherwise keep records whose alerts are lost for good (a re-apply skips records already stored).
  const { r, detected } = await sql.atomically(async () => {
    const r = await importJsonl(sql, text, { dedupe: true, capturedAt: `${today} 08:00:00` })
    if (!r.ok) return { r, detected: null }
    hooks.betweenSteps?.()
    const detected = await storeDynamics(sql, await draftsOf(sql, r.applied, today, feedChanges), nowMs)
    await caseAlerts(sql, r.applied, nowMs)
    const clueMessages = await clueAlerts(sql, r.applied, nowMs)
    const searchMessages = await savedSearchAlerts(sql, r.applied, nowMs)
    detected.messages += clueMessages.length + searchMessages.length
    detected.messageIds.push(...clueMessages, ...searchMessages)
    return { r, detected }
  })
  if (!r.ok || !detected)
    return { ok: false, lines, counts: r.counts, errors: r.errors, dynamics: 0, messages: 0, messageIds: [], ms: Date.now() - started }
  return { ok: true, lines, counts: r.counts, errors: [], ...detected, ms: Date.now() - started }
}

export interface FeedOptions {
  days: number
  /** last day of the feed (yyyy-mm-dd); default: today in China */
  end: string
  /** lines per day, about (default 300) */
  perDay?: number
  /** share of events on monitored targets (default 0.3), so demo users see dynamics */
  monitoredShare?: number
}

const RISK_RECORDS: Array<{ dim: string; w: number }> = [
  { dim: 'caseFiling', w: 10 },
  { dim: 'courtSession', w: 8 },
  { dim: 'judgmentDocument', w: 10 },
  { dim: 'executor', w: 5 },
  { dim: 'dishonestExecutor', w: 3 },
  { dim: 'restrictHighConsumption', w: 2 },
  { dim: 'adminPenalty', w: 6 },
  { dim: 'businessAnomaly', w: 3 },
  { dim: 'equityFreeze', w: 2 },
  { dim: 'chattelMortgage', w: 3 },
  { dim: 'taxArrears', w: 2 },
  { dim: 'equityPledge', w: 2 },
  { dim: 'patent', w: 10 },
  { dim: 'trademark', w: 8 },
  { dim: 'tender', w: 6 },
  { dim: 'adminLicense', w: 5 },
  { dim: 'news', w: 6 },
  { dim: 'financing', w: 1 },
]
const CAUSES = ['买卖合同纠纷', '借款合同纠纷', '劳动争议', '建设工程施工合同纠纷', '租赁合同纠纷', '服务合同纠纷', '股权转让纠纷']
const COURT_ABBR: Record<string, string> = {
  11: '京',
  31: '沪',
  44: '粤',
  33: '浙',
  32: '苏',
  51: '川',
  42: '鄂',
  37: '鲁',
  35: '闽',
  61: '陕',
}
const PENALTY = ['未按规定公示年度报告', '虚假宣传', '未按规定办理消防安全检查', '超标排放污染物', '销售不合格产品']
const ROADS = ['人民路', '中山路', '建设路', '科技园路', '滨海大道', '世纪大道', '创业路']

function pickWeighted<T extends { w: number }>(rng: Rng, list: T[]): T {
  const total = list.reduce((s, x) => s + x.w, 0)
  let u = rng.next() * total
  for (const x of list) if ((u -= x.w) < 0) return x
  return list[list.length - 1]
}

/** A feed of `days` days ending at `end`, as JSONL text. Deterministic for the same database state and options. */
export async function generateFeed(sql: Sql, opts: FeedOptions): Promise<string> {
  const perDay = opts.perDay ?? 300
  const share = opts.monitoredShare ?? 0.3
  const { maxId, monitored, monitoredPeople } = await feedTargets(sql)
  if (!maxId) return ''
  const byId = (id: number) => companyFrom(sql, id)
  const overlay = new Map<number, CompanyRow>()
  const lines: string[] = []
  const push = (o: Record<string, unknown>) => lines.push(JSON.stringify(o))
  const endMs = Date.parse(`${opts.end}T00:00:00Z`)
  for (let day = opts.days - 1; day >= 0; day--) {
    const date = new Date(endMs - day * 86400000).toISOString().slice(0, 10)
    const rng = new Rng(Date.parse(`${date}T00:00:00Z`) / 86400000)
    const pick = async (): Promise<CompanyRow> => {
      const id = monitored.length && rng.chance(share) ? monitored[rng.int(0, monitored.length - 1)] : rng.int(1, maxId)
      return overlay.get(id) ?? (await byId(id))
    }
    let n = 0
    let seq = 0
    while (n < perDay) {
      const c = await pick()
      seq++
      const u = rng.next()
      const companyLine = (row: CompanyRow) => {
        overlay.set(row.id, row)
        push({
          type: 'company',
          pid: row.pid,
          name: row.name,
          brand: row.brand,
          formerNames: JSON.parse(row.former_names),
          status: row.status,
          regionCode: row.region_code,
          industryCode: row.industry_code,
          established: row.established,
          creditCode: row.credit_code,
          legalPerson: row.legal_person,
          legalPersonId: row.legal_person_id ?? undefined,
          regCapital: row.reg_capital,
          paidCapital: row.paid_capital,
          currency: row.currency,
          companyType: row.company_type,
          address: row.address,
          scope: row.scope,
          phone: row.phone,
          email: row.email,
          website: row.website,
          parentPid: row.parent_pid ?? undefined,
          source: row.source,
        })
      }
      if (u < 0.06) {
        // registered capital change (mostly increases, some reductions)
        const before = c.reg_capital || 100
        const after = rng.chance(0.8)
          ? Math.round(before * (1 + rng.int(1, 20) / 10))
          : Math.max(1, Math.round((before * rng.int(3, 8)) / 10))
        companyLine({ ...c, reg_capital: after })
        push({
          type: 'change',
          pid: c.pid,
          field: '注册资本',
          before: capitalText(before, c.currency),
          after: capitalText(after, c.currency),
          date,
        })
        n += 2
      } else if (u < 0.09) {
        // legal representative change: a new person takes over, the old one steps down
        const personId = `fp${date.replace(/-/g, '')}${String(seq).padStart(5, '0')}`
        const name = personName(rng)
        push({ type: 'person', personId, name })
        if (c.legal_person_id)
          push({ type: 'role', pid: c.pid, personId: c.legal_person_id, role: 'legal', position: '法定代表人', toDate: date })
        push({ type: 'role', pid: c.pid, personId, role: 'legal', position: '法定代表人', fromDate: date })
        companyLine({ ...c, legal_person: name, legal_person_id: personId })
        push({ type: 'change', pid: c.pid, field: '法定代表人', before: c.legal_person, after: name, date })
        n += 5
      } else if (u < 0.11) {
        const address = `${c.region_name.split(' ').pop() ?? ''}${ROADS[rng.int(0, ROADS.length - 1)]}${rng.int(1, 999)}号`
        companyLine({ ...c, address })
        push({ type: 'change', pid: c.pid, field: '住所', before: c.address, after: address, date })
        n += 2
      } else if (u < 0.115 && (c.status === '存续' || c.status === '在业')) {
        const status = rng.chance(0.5) ? '注销' : '吊销'
        companyLine({ ...c, status })
        push({ type: 'change', pid: c.pid, field: '经营状态', before: c.status, after: status, date })
        n += 2
      } else if (u < 0.13 && monitoredPeople.length) {
        // a monitored person takes a new role somewhere
        const personId = monitoredPeople[rng.int(0, monitoredPeople.length - 1)]
        push({ type: 'role', pid: c.pid, personId, role: 'executive', position: rng.chance(0.5) ? '董事' : '监事', fromDate: date })
        push({ type: 'change', pid: c.pid, field: '高管', before: '', after: `新增${rng.chance(0.5) ? '董事' : '监事'}`, date })
        n += 2
      } else {
        const { dim } = pickWeighted(rng, RISK_RECORDS)
        const year = date.slice(0, 4)
        const abbr = COURT_ABBR[c.region_code.slice(0, 2)] ?? '京'
        const caseNo = `（${year}）${abbr}${c.region_code.slice(2, 4)}${rng.chance(0.5) ? '民初' : '执'}${rng.int(100, 99999)}号`
        const other = await byId(rng.int(1, maxId))
        const amount = rng.int(5, 2000)
        const rec: Record<string, unknown> = { type: 'record', dimension: dim, pid: c.pid, date, capturedAt: `${date} 08:00:00` }
        const judicial = [
          'caseFiling',
          'courtSession',
          'judgmentDocument',
          'executor',
          'dishonestExecutor',
          'restrictHighConsumption',
        ].includes(dim)
        if (judicial) {
          const cause = CAUSES[rng.int(0, CAUSES.length - 1)]
          Object.assign(rec, {
            title: `${other.name}与${c.name}${cause}`,
            refNo: caseNo,
            amount,
            status:
              dim === 'dishonestExecutor' ? '全部未履行' : dim === 'executor' ? '执行中' : dim === 'judgmentDocument' ? '一审判决' : '立案',
            parties: [
              { name: other.name, role: dim === 'executor' || dim === 'dishonestExecutor' ? '申请执行人' : '原告', pid: other.pid },
              {
                name: c.name,
                role: dim === 'executor' || dim === 'dishonestExecutor' || dim === 'restrictHighConsumption' ? '被执行人' : '被告',
                pid: c.pid,
              },
            ],
            detail: { cause, court: `${c.region_name.split(' ').pop() ?? ''}人民法院` },
          })
        } else if (dim === 'adminPenalty') {
          Object.assign(rec, {
            title: PENALTY[rng.int(0, PENALTY.length - 1)],
            refNo: `${abbr}市监罚〔${year}〕${rng.int(10, 9999)}号`,
            amount: rng.int(1, 50),
            status: '已处罚',
          })
        } else if (dim === 'patent') {
          Object.assign(rec, {
            title: `一种${c.brand || '新型'}装置及其控制方法`,
            refNo: `CN${year}${rng.digits(9)}.${rng.int(0, 9)}`,
            status: '实质审查',
            detail: { patentType: '发明专利' },
          })
        } else if (dim === 'trademark') {
          Object.assign(rec, { title: c.brand || c.name.slice(0, 4), refNo: rng.digits(8), status: '注册申请中' })
        } else {
          Object.assign(rec, {
            title: `${c.name}${dim === 'news' ? '发布新动态' : dim === 'tender' ? '中标公告' : '新增信息'}`,
            refNo: `${dim.slice(0, 3).toUpperCase()}${date.replace(/-/g, '')}${rng.digits(6)}`,
            amount: dim === 'chattelMortgage' || dim === 'equityFreeze' || dim === 'financing' || dim === 'tender' ? amount : undefined,
            status: '',
          })
        }
        push(rec)
        n += 1
      }
    }
  }
  return lines.join('\n') + (lines.length ? '\n' : '')
}
