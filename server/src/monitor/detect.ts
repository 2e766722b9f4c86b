/**
 * Change detection: what the importer applied (AppliedChange) becomes dynamics per company or person,
 * each with a level, a title, a one-line content and a Chinese explanation, under a dedupe key (the
 * same change seen again creates nothing). New dynamics fan out to messages for the users who monitor
 * the target and watch its dimension and level.
 */
import { createHash } from 'node:crypto'
import type { Sql } from '../store/sql'
import type { AppliedChange } from '../data/import'
import { getDimension } from '../../../contract/domain/dimensions'
import { capitalText } from '../../../contract/domain/format'
import type { DynamicLevel, MonitorKind } from '../../../contract/api/api-monitor'
import { BAD_STATUSES, MONITOR_DIMENSION_MAP, REG_FIELDS } from './catalog'
import { effectiveSetting } from './settings'
import { SqlMessageRepo, type NewDynamic } from '../store/messages'
import { SqlMonitorRepo } from '../store/monitor'
import { SqlRecordRepo } from '../store/records'

export interface DynamicDraft extends NewDynamic {
  kind: MonitorKind
  sourceKind: 'record' | 'change' | 'role' | 'company'
}

export interface DetectResult {
  dynamics: number
  messages: number
  /** ids of the new messages (the push dispatcher sends them) */
  messageIds: number[]
}

const LEVEL_ADVICE: Record<DynamicLevel, string> = {
  high: '该信息属于高风险信息，可能影响企业的信用和履约能力，建议尽快核实并重新评估合作风险。',
  warn: '该信息属于警示信息，建议关注其后续进展，必要时核实相关情况。',
  info: '该信息属于提示信息，供您了解监控对象的最新动态。',
}
const ROLE_LABEL: Record<string, string> = { legal: '法定代表人', shareholder: '股东', executive: '高管' }

const key = (s: string) => createHash('sha1').update(s).digest('hex').slice(0, 24)

function regDraft(
  pid: string,
  name: string,
  field: string,
  before: string,
  after: string,
  date: string,
  sourceKind: 'change' | 'company',
  sourceId: number | null,
): DynamicDraft | null {
  const dim = REG_FIELDS[field]
  if (!dim) return null
  let level = MONITOR_DIMENSION_MAP.get(dim)!.level
  let why = ''
  if (dim === 'regCapital') {
    const b = parseFloat(before)
    const a = parseFloat(after)
    if (Number.isFinite(a) && Number.isFinite(b) && a < b) {
      level = 'high'
      why = '注册资本减少（减资）可能意味着企业偿债能力下降，债权人应关注其清偿安排。'
    } else why = '注册资本增加通常表示股东追加投入，企业实力增强。'
  } else if (dim === 'regStatus') {
    if (BAD_STATUSES.has(after)) {
      level = 'high'
      why = `经营状态变为“${after}”，企业可能已停止正常经营，相关合同与债权存在风险。`
    } else why = `经营状态变为“${after}”。`
  } else if (dim === 'regLegalPerson') why = '法定代表人变更可能伴随控制权或经营团队的调整。'
  else if (dim === 'regShareholder') why = '股东变更可能意味着股权结构或实际控制人发生变化。'
  else if (dim === 'regName') why = '企业更名后请以新名称核对合同、发票等文件。'
  const fmt = (v: string) => (dim === 'regCapital' && /^\d+(\.\d+)?$/.test(v) ? capitalText(Number(v), '人民币') : v) || '无'
  return {
    dedupeKey: `chg:${key(`${pid}|${field}|${date}|${before}|${after}`)}`,
    kind: 'company',
    targetId: pid,
    targetName: name,
    dimension: dim,
    level,
    title: `${field}变更`,
    content: `${field}由“${fmt(before)}”变更为“${fmt(after)}”`,
    explanation: `${name}于${date}发生${field}变更：由“${fmt(before)}”变更为“${fmt(after)}”。${why}${LEVEL_ADVICE[level]}`,
    date,
    sourceKind,
    sourceId,
    payload: { field, before: fmt(before), after: fmt(after) },
  }
}

/** Turns what the importer applied into dynamic drafts (not yet stored). */
export async function draftsOf(
  db: Sql,
  applied: AppliedChange[],
  today: string,
  feedChanges: Set<string> = new Set(),
): Promise<DynamicDraft[]> {
  const monitors = new SqlMonitorRepo(db)
  const records = new SqlRecordRepo(db)
  const names = new Map<string, string>()
  const nameOf = async (kind: MonitorKind, id: string) => {
    let n = names.get(`${kind}:${id}`)
    if (n === undefined) {
      n = (await monitors.targetName(kind, id)) ?? id
      names.set(`${kind}:${id}`, n)
    }
    return n
  }
  // a company line's field diff is reported only when the feed has no change line for that company and field
  // (feedChanges: 'pid|field' of every change line of the feed, applied or skipped as already known)
  const changeLines = new Set([
    ...feedChanges,
    ...applied.filter((a) => a.type === 'change').map((a) => `${(a as { pid: string }).pid}|${(a as { field: string }).field}`),
  ])
  const out: DynamicDraft[] = []
  for (const a of applied) {
    if (a.type === 'change') {
      const d = regDraft(a.pid, await nameOf('company', a.pid), a.field, a.before, a.after, a.date, 'change', a.id)
      if (d) out.push(d)
    } else if (a.type === 'company' && !a.created) {
      for (const c of a.changed) {
        if (changeLines.has(`${a.pid}|${c.field}`)) continue
        const d = regDraft(a.pid, await nameOf('company', a.pid), c.field, c.before, c.after, today, 'company', null)
        if (d) out.push(d)
      }
    } else if (a.type === 'record') {
      const dim = getDimension(a.dimension)
      const mon = MONITOR_DIMENSION_MAP.get(a.dimension)
      if (!dim || !mon) continue
      const r = await records.row(a.id)
      if (!r) continue
      const date = r.date || today
      const facts = [
        r.title,
        r.ref_no ? `编号 ${r.ref_no}` : '',
        r.amount ? `涉及金额${capitalText(r.amount, '元')}` : '',
        r.status ? `状态：${r.status}` : '',
      ].filter(Boolean)
      const targets: Array<[MonitorKind, string]> = []
      const add = (k: MonitorKind, id: string | undefined) => {
        if (id && !targets.some(([tk, tid]) => tk === k && tid === id)) targets.push([k, id])
      }
      add('company', a.pid)
      add('person', a.personId)
      for (const p of a.parties) {
        add('company', p.pid)
        add('person', p.personId)
      }
      for (const [kind, id] of targets) {
        const name = await nameOf(kind, id)
        out.push({
          dedupeKey: `rec:${key(`${kind}|${id}|${a.dimension}|${date}|${r.ref_no ?? ''}|${r.title}`)}`,
          kind,
          targetId: id,
          targetName: name,
          dimension: a.dimension,
          level: mon.level,
          title: `新增${dim.label}`,
          content: facts.join('，') || `新增一条${dim.label}记录`,
          explanation: `${name}于${date}新增一条${dim.label}记录${facts.length ? `：${facts.join('，')}` : ''}。${LEVEL_ADVICE[mon.level]}`,
          date,
          sourceKind: 'record',
          sourceId: a.id,
          payload: { recordId: a.id },
        })
      }
    } else if (a.type === 'role' && (a.status === 'start' || a.status === 'end')) {
      const company = await nameOf('company', a.pid)
      const person = await nameOf('person', a.personId)
      const label = a.position || ROLE_LABEL[a.role] || a.role
      const date = a.date || today
      const dim = a.status === 'start' ? 'roleStart' : 'roleEnd'
      const verb = a.status === 'start' ? '新任' : '卸任'
      out.push({
        dedupeKey: `role:${key(`${a.personId}|${a.pid}|${a.role}|${a.position}|${a.status}|${date}`)}`,
        kind: 'person',
        targetId: a.personId,
        targetName: person,
        dimension: dim,
        level: 'info',
        title: `${verb}${label}`,
        content: `${verb}${company}${label}`,
        explanation: `${person}于${date}${verb}${company}的${label}。任职变化反映其关联企业的变动，${LEVEL_ADVICE.info}`,
        date,
        sourceKind: 'role',
        sourceId: null,
        payload: { pid: a.pid, companyName: company, role: a.role, position: label },
      })
    }
  }
  return out
}

/** Stores new dynamics (duplicates by dedupe key are skipped) and fans them out to messages. Runs inside the caller's transaction. */
export async function storeDynamics(db: Sql, drafts: DynamicDraft[], nowMs: number): Promise<DetectResult> {
  const messages = new SqlMessageRepo(db)
  const monitors = new SqlMonitorRepo(db)
  const settings = new Map<string, { dimensions: Set<string>; levels: Set<string> }>()
  const settingOf = async (userId: string) => {
    let s = settings.get(userId)
    if (!s) {
      const e = await effectiveSetting(db, userId)
      s = { dimensions: new Set(e.dimensions), levels: new Set(e.levels) }
      settings.set(userId, s)
    }
    return s
  }
  const result: DetectResult = { dynamics: 0, messages: 0, messageIds: [] }
  for (const d of drafts) {
    const dynamic = await messages.addDynamic(d, nowMs)
    if (!dynamic.created) continue
    result.dynamics++
    for (const m of await monitors.monitorsOfTarget(d.kind, d.targetId)) {
      const s = await settingOf(m.userId)
      const dims = m.dimensions ? new Set(m.dimensions) : s.dimensions
      if (!dims.has(d.dimension) || !s.levels.has(d.level)) continue
      const id = await messages.addMessage(
        { userId: m.userId, dynamicId: dynamic.id, monitorId: m.id, date: d.date, level: d.level, dimension: d.dimension },
        nowMs,
      )
      if (id !== null) {
        result.messages++
        result.messageIds.push(id)
      }
    }
  }
  return result
}
