/**
 * 财产线索. A debtor's clues are read from the data: the companies it holds shares in (ownership for a company, current
 * shareholder roles for a person), its own asset records (land, mortgaged property, IP, tender wins, judicial auctions,
 * other clues) and the judgments it won as plaintiff (clue_plaintiffs). The user's debtors, settings and new clues are
 * read and changed only with the caller's user id, so another user's row is never seen.
 */
import type { Sql } from './sql'
import { SqlRiskRepo, type HoldingRow } from './risk'
import { getDimension } from '../../../contract/domain/dimensions'
import {
  CLUE_DIMENSIONS,
  CLUE_KINDS,
  CLUE_KIND_HINTS,
  CLUE_KIND_LABELS,
  DEFAULT_WATCH_KINDS,
  OWN_CLUE_DIMENSIONS,
  PLAINTIFF_ROLES,
  isTenderWin,
  isWonJudgment,
  type ClueKind,
} from '../../../contract/domain/propertyClues'
import type {
  ClueAlert,
  ClueItem,
  ClueKindCount,
  ClueSetting,
  Debtor,
  DebtorKind,
  MyDebtor,
  MyDebtorListName,
} from '../../../contract/schemas/propertyClues'

const CREDIT_SOURCE = '国家企业信用信息公示系统'
const marks = (n: number) => Array.from({ length: n }, () => '?').join(',')

interface ClueRecordRow {
  id: number
  dimension: string
  pid: string | null
  date: string | null
  amount: number | null
  title: string
  ref_no: string | null
  status: string
  parties: string
  detail: string
  source: string
}

interface OwnershipRow {
  id: number
  share: number | null
  amount: number | null
  from_date: string | null
  pid: string
  name: string
}

export interface DebtorRow {
  id: number
  user_id: string
  kind: DebtorKind
  target: string
  name: string
  collected: number
  monitored: number
  case_no: string
  note: string
  created_at: number
  updated_at: number
}

const RECORD_COLS = `r.id, r.dimension, c.pid, r.date, r.amount, r.title, r.ref_no, r.status, r.parties, r.detail, r.source`

const json = <T>(s: string, fallback: T): T => {
  try {
    return JSON.parse(s) as T
  } catch {
    return fallback
  }
}
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const shareText = (share: number | null) => (share === null || share === undefined ? '' : `持股 ${Math.round(share * 100) / 100}%`)

function noteOf(kind: ClueKind, r: ClueRecordRow, detail: Record<string, unknown>): string {
  switch (kind) {
    case 'land':
      return [str(detail.usage), detail.area ? `${str(detail.area)}公顷` : '', str(detail.supplyMethod)].filter(Boolean).join(' · ')
    case 'mortgage':
      return [str(detail.collateral) || str(detail.usage), detail.mortgagee ? `抵押权人 ${str(detail.mortgagee)}` : '']
        .filter(Boolean)
        .join(' · ')
    case 'ip':
      return [str(detail.patentType) || str(detail.category), r.status].filter(Boolean).join(' · ')
    case 'tender':
      return detail.purchaser ? `招标人 ${str(detail.purchaser)}` : str(detail.noticeType)
    case 'receivable':
      return ['原告胜诉', str(detail.court), str(detail.cause)].filter(Boolean).join(' · ')
    case 'auction':
      return [r.status, str(detail.platform)].filter(Boolean).join(' · ')
    default:
      return str(detail.clueKind)
  }
}

/** One record as a clue, or null when the record is not one (a tender invitation, a judgment not won). */
export function recordClue(r: ClueRecordRow): ClueItem | null {
  const kind = CLUE_DIMENSIONS[r.dimension]
  if (!kind) return null
  const detail = json<Record<string, unknown>>(r.detail, {})
  if (kind === 'tender' && !isTenderWin(detail)) return null
  if (kind === 'receivable' && !isWonJudgment(detail, r.status)) return null
  return {
    key: `r${r.id}`,
    kind,
    kindLabel: CLUE_KIND_LABELS[kind],
    dimension: r.dimension,
    dimensionLabel: getDimension(r.dimension)?.label ?? r.dimension,
    recordId: r.id,
    pid: r.pid ?? '',
    title: r.title || getDimension(r.dimension)?.label || '',
    amount: r.amount,
    date: r.date ?? '',
    source: r.source || getDimension(r.dimension)?.source || '',
    refNo: r.ref_no ?? '',
    status: r.status,
    note: noteOf(kind, r, detail),
  }
}

function equityClue(key: string, dimension: 'ownership' | 'shareHolding', h: OwnershipRow | HoldingRow): ClueItem {
  return {
    key,
    kind: 'equity',
    kindLabel: CLUE_KIND_LABELS.equity,
    dimension,
    dimensionLabel: '股权',
    recordId: null,
    pid: h.pid,
    title: `持有${h.name}股权`,
    amount: h.amount,
    date: h.from_date ?? '',
    source: CREDIT_SOURCE,
    refNo: '',
    status: '持有中',
    note: [shareText(h.share), h.amount ? `认缴出资 ${h.amount}万元` : ''].filter(Boolean).join(' · '),
  }
}

const byDateDesc = (a: ClueItem, b: ClueItem) => (a.date === b.date ? (a.key < b.key ? 1 : -1) : a.date < b.date ? 1 : -1)

/** Counts and 万元 totals per kind, every kind in the fixed order. */
export function countKinds(clues: ClueItem[]): ClueKindCount[] {
  return CLUE_KINDS.map((kind) => {
    const of = clues.filter((c) => c.kind === kind)
    return {
      kind,
      label: CLUE_KIND_LABELS[kind],
      hint: CLUE_KIND_HINTS[kind],
      count: of.length,
      amount: Math.round(of.reduce((s, c) => s + (c.amount ?? 0), 0) * 100) / 100,
    }
  })
}

export class SqlPropertyClueRepo {
  private readonly risk: SqlRiskRepo

  constructor(private readonly db: Sql) {
    this.risk = new SqlRiskRepo(db)
  }

  /** whether any user monitors the debtor's clues */
  async isMonitored(kind: DebtorKind, target: string): Promise<boolean> {
    return !!(await this.db.prepare('SELECT 1 FROM clue_debtors WHERE kind = ? AND target = ? AND monitored = 1 LIMIT 1').get(kind, target))
  }

  /** The debtor as the pages name it, or null when it is not in the data. */
  async debtor(kind: DebtorKind, id: string): Promise<Debtor | null> {
    if (kind === 'company') {
      const c = (await this.db.prepare('SELECT pid, name, status, legal_person FROM companies WHERE pid = ?').get(id)) as
        { pid: string; name: string; status: string; legal_person: string } | undefined
      if (!c) return null
      return {
        kind,
        id: c.pid,
        name: c.name,
        subtitle: [c.status, c.legal_person ? `法定代表人 ${c.legal_person}` : ''].filter(Boolean).join(' · '),
      }
    }
    const p = (await this.db.prepare('SELECT person_id, name FROM persons WHERE person_id = ?').get(id)) as
      { person_id: string; name: string } | undefined
    if (!p) return null
    const n = (
      (await this.db.prepare('SELECT COUNT(DISTINCT company_id) AS n FROM roles WHERE person_id = ? AND to_date IS NULL').get(id)) as {
        n: number
      }
    ).n
    return { kind, id: p.person_id, name: p.name, subtitle: `关联企业 ${n} 家` }
  }

  /** Every clue of the debtor, newest first (a judgment filed under both parties counts once). */
  async clues(kind: DebtorKind, id: string): Promise<ClueItem[]> {
    const dims = OWN_CLUE_DIMENSIONS
    const own =
      kind === 'company'
        ? ((await this.db
            .prepare(
              `SELECT ${RECORD_COLS} FROM companies c JOIN records r ON r.company_id = c.id
               WHERE c.pid = ? AND r.dimension IN (${marks(dims.length)}) AND r.is_current = 1`,
            )
            .all(id, ...dims)) as ClueRecordRow[])
        : ((await this.db
            .prepare(
              `SELECT ${RECORD_COLS} FROM records r LEFT JOIN companies c ON c.id = r.company_id
               WHERE r.person_id = ? AND r.dimension IN (${marks(dims.length)}) AND r.is_current = 1`,
            )
            .all(id, ...dims)) as ClueRecordRow[])
    const won = (await this.db
      .prepare(
        `SELECT ${RECORD_COLS} FROM clue_plaintiffs cp JOIN records r ON r.id = cp.record_id LEFT JOIN companies c ON c.id = r.company_id
         WHERE cp.party = ? ORDER BY r.id`,
      )
      .all(`${kind === 'company' ? 'c' : 'p'}:${id}`)) as ClueRecordRow[]
    const out: ClueItem[] = []
    for (const r of own) {
      const c = recordClue(r)
      if (c) out.push(c)
    }
    const seenCases = new Set<string>()
    for (const r of won) {
      const caseKey = r.ref_no || `r${r.id}`
      if (seenCases.has(caseKey)) continue
      const c = recordClue(r)
      if (!c) continue
      seenCases.add(caseKey)
      out.push(c)
    }
    if (kind === 'company') {
      const rows = (await this.db
        .prepare(
          `SELECT o.id, o.share, o.amount, o.from_date, c.pid, c.name FROM companies a JOIN ownership o ON o.investor_id = a.id
           JOIN companies c ON c.id = o.investee_id WHERE a.pid = ?`,
        )
        .all(id)) as OwnershipRow[]
      for (const o of rows) out.push(equityClue(`o${o.pid}`, 'ownership', o))
    } else {
      for (const h of await this.risk.holdings(id)) out.push(equityClue(`h${h.pid}`, 'shareHolding', h))
    }
    return out.sort(byDateDesc)
  }

  /** The clue a stored record makes for the debtor, or null (not a clue, or not this debtor's). */
  async recordClueFor(recordId: number, kind: DebtorKind, target: string): Promise<ClueItem | null> {
    const r = (await this.db
      .prepare(`SELECT ${RECORD_COLS}, r.person_id FROM records r LEFT JOIN companies c ON c.id = r.company_id WHERE r.id = ?`)
      .get(recordId)) as (ClueRecordRow & { person_id: string | null }) | undefined
    if (!r) return null
    const kindOf = CLUE_DIMENSIONS[r.dimension]
    if (kindOf === 'receivable') {
      const parties = json<Array<{ pid?: string; personId?: string; role?: string }>>(r.parties, [])
      const isPlaintiff = parties.some(
        (p) => PLAINTIFF_ROLES.includes(p.role ?? '') && (kind === 'company' ? p.pid === target : p.personId === target),
      )
      if (!isPlaintiff) return null
    } else if (kind === 'company' ? r.pid !== target : r.person_id !== target) return null
    return recordClue(r)
  }

  /** The debtors a stored record is a clue of: the plaintiffs of a won judgment, else the record's company or person. */
  async recordDebtors(recordId: number): Promise<Array<{ kind: DebtorKind; target: string }>> {
    const r = (await this.db
      .prepare(
        'SELECT r.dimension, c.pid, r.person_id, r.parties FROM records r LEFT JOIN companies c ON c.id = r.company_id WHERE r.id = ?',
      )
      .get(recordId)) as { dimension: string; pid: string | null; person_id: string | null; parties: string } | undefined
    if (!r || !CLUE_DIMENSIONS[r.dimension]) return []
    if (CLUE_DIMENSIONS[r.dimension] === 'receivable') {
      return json<Array<{ pid?: string; personId?: string; role?: string }>>(r.parties, [])
        .filter((p) => PLAINTIFF_ROLES.includes(p.role ?? '') && (p.pid || p.personId))
        .map((p) => (p.pid ? { kind: 'company' as const, target: p.pid } : { kind: 'person' as const, target: p.personId! }))
    }
    if (r.pid) return [{ kind: 'company', target: r.pid }]
    if (r.person_id) return [{ kind: 'person', target: r.person_id }]
    return []
  }

  /** The equity clue of an ownership link (investor → investee), or null when the link is not stored. */
  async ownershipClue(investorPid: string, investeePid: string): Promise<ClueItem | null> {
    const o = (await this.db
      .prepare(
        `SELECT o.id, o.share, o.amount, o.from_date, c.pid, c.name FROM companies a JOIN ownership o ON o.investor_id = a.id
         JOIN companies c ON c.id = o.investee_id WHERE a.pid = ? AND c.pid = ? ORDER BY o.id DESC LIMIT 1`,
      )
      .get(investorPid, investeePid)) as OwnershipRow | undefined
    return o ? equityClue(`o${o.pid}`, 'ownership', o) : null
  }

  /** The equity clue of a person's current shareholding in a company, or null. */
  async holdingClue(personId: string, pid: string): Promise<ClueItem | null> {
    const h = (await this.risk.holdings(personId)).find((x) => x.pid === pid)
    return h ? equityClue(`h${h.pid}`, 'shareHolding', h) : null
  }

  // ---------- the user's debtors ----------

  /** the monitors of one debtor, with each user's setting */
  async watchers(kind: DebtorKind, target: string): Promise<Array<{ id: number; userId: string; name: string }>> {
    return (
      (await this.db
        .prepare('SELECT id, user_id, name FROM clue_debtors WHERE kind = ? AND target = ? AND monitored = 1')
        .all(kind, target)) as Array<{
        id: number
        user_id: string
        name: string
      }>
    ).map((r) => ({ id: r.id, userId: r.user_id, name: r.name }))
  }

  async row(userId: string, id: number): Promise<DebtorRow | null> {
    return (
      ((await this.db.prepare('SELECT * FROM clue_debtors WHERE id = ? AND user_id = ?').get(id, userId)) as DebtorRow | undefined) ?? null
    )
  }

  async rowOf(userId: string, kind: DebtorKind, target: string): Promise<DebtorRow | null> {
    return (
      ((await this.db.prepare('SELECT * FROM clue_debtors WHERE user_id = ? AND kind = ? AND target = ?').get(userId, kind, target)) as
        DebtorRow | undefined) ?? null
    )
  }

  async count(userId: string): Promise<number> {
    return ((await this.db.prepare('SELECT COUNT(*) AS n FROM clue_debtors WHERE user_id = ?').get(userId)) as { n: number }).n
  }

  /** Marks the debtor collected or monitored, adding the user's row when missing. */
  async mark(userId: string, debtor: Debtor, flag: 'collected' | 'monitored', now: number): Promise<DebtorRow> {
    await this.db
      .prepare(
        `INSERT INTO clue_debtors (user_id, kind, target, name, ${flag}, created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?)
         ON CONFLICT (user_id, kind, target) DO UPDATE SET ${flag} = 1, name = excluded.name, updated_at = excluded.updated_at`,
      )
      .run(userId, debtor.kind, debtor.id, debtor.name, now, now)
    return (await this.rowOf(userId, debtor.kind, debtor.id))!
  }

  /** Clears a flag of the user's row; a row left neither collected nor monitored is deleted with its clues. False: not the user's. */
  async unmark(userId: string, id: number, flag: 'collected' | 'monitored', now: number): Promise<boolean> {
    return this.db.atomically(async () => {
      const r = await this.row(userId, id)
      if (!r || !r[flag]) return false
      const other = flag === 'collected' ? r.monitored : r.collected
      if (other) await this.db.prepare(`UPDATE clue_debtors SET ${flag} = 0, updated_at = ? WHERE id = ?`).run(now, id)
      else {
        await this.db.prepare('DELETE FROM clue_alerts WHERE debtor_id = ?').run(id)
        await this.db.prepare('DELETE FROM clue_debtors WHERE id = ?').run(id)
      }
      return true
    })
  }

  async relate(userId: string, id: number, caseNo: string, note: string, now: number): Promise<DebtorRow | null> {
    const info = await this.db
      .prepare('UPDATE clue_debtors SET case_no = ?, note = ?, updated_at = ? WHERE id = ? AND user_id = ?')
      .run(caseNo, note, now, id, userId)
    return info.changes ? await this.row(userId, id) : null
  }

  async list(userId: string, list: MyDebtorListName, pageNum: number, pageSize: number): Promise<{ total: number; rows: DebtorRow[] }> {
    const col = list === 'collect' ? 'collected' : 'monitored'
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM clue_debtors WHERE user_id = ? AND ${col} = 1`).get(userId)) as { n: number }
    ).n
    const rows = (await this.db
      .prepare(`SELECT * FROM clue_debtors WHERE user_id = ? AND ${col} = 1 ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(userId, pageSize, (pageNum - 1) * pageSize)) as DebtorRow[]
    return { total, rows }
  }

  /** new clues per debtor row (all found since monitoring began) */
  async alertCounts(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map()
    const rows = (await this.db
      .prepare(`SELECT debtor_id, COUNT(*) AS n FROM clue_alerts WHERE debtor_id IN (${marks(ids.length)}) GROUP BY debtor_id`)
      .all(...ids)) as Array<{ debtor_id: number; n: number }>
    return new Map(rows.map((r) => [r.debtor_id, r.n]))
  }

  // ---------- settings ----------

  async setting(userId: string): Promise<ClueSetting> {
    const r = (await this.db.prepare('SELECT kinds, push_enabled FROM clue_settings WHERE user_id = ?').get(userId)) as
      { kinds: string; push_enabled: number } | undefined
    if (!r) return { kinds: [...DEFAULT_WATCH_KINDS], pushEnabled: true }
    const kinds = json<string[]>(r.kinds, []).filter((k): k is ClueKind => (CLUE_KINDS as readonly string[]).includes(k))
    return { kinds, pushEnabled: r.push_enabled === 1 }
  }

  async saveSetting(userId: string, change: { kinds?: ClueKind[]; pushEnabled?: boolean }): Promise<ClueSetting> {
    const s = {
      ...(await this.setting(userId)),
      ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
    } as ClueSetting
    const kinds = CLUE_KINDS.filter((k) => s.kinds.includes(k))
    await this.db
      .prepare(
        `INSERT INTO clue_settings (user_id, kinds, push_enabled) VALUES (?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET kinds = excluded.kinds, push_enabled = excluded.push_enabled`,
      )
      .run(userId, JSON.stringify(kinds), s.pushEnabled ? 1 : 0)
    return { kinds, pushEnabled: s.pushEnabled }
  }

  // ---------- new clues ----------

  /** Keeps a new clue of a monitored debtor for its user; the alert id, or null when this clue was kept before. */
  async addAlert(userId: string, debtorRowId: number, clue: ClueItem, now: number): Promise<number | null> {
    const info = await this.db
      .prepare('INSERT OR IGNORE INTO clue_alerts (user_id, debtor_id, clue_key, kind, clue, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(userId, debtorRowId, clue.key, clue.kind, JSON.stringify(clue), now)
    return info.changes ? Number(info.lastInsertRowid) : null
  }

  async setAlertMessage(alertId: number, messageId: number): Promise<void> {
    await this.db.prepare('UPDATE clue_alerts SET message_id = ? WHERE id = ?').run(messageId, alertId)
  }

  async alerts(
    userId: string,
    debtorRowId: number | undefined,
    pageNum: number,
    pageSize: number,
  ): Promise<{ total: number; unread: number; list: ClueAlert[] }> {
    const where = debtorRowId ? 'a.user_id = ? AND a.debtor_id = ?' : 'a.user_id = ?'
    const args: Array<string | number> = debtorRowId ? [userId, debtorRowId] : [userId]
    const total = ((await this.db.prepare(`SELECT COUNT(*) AS n FROM clue_alerts a WHERE ${where}`).get(...args)) as { n: number }).n
    const unread = (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM clue_alerts a WHERE ${where} AND a.read_at IS NULL`).get(...args)) as { n: number }
    ).n
    const rows = (await this.db
      .prepare(
        `SELECT a.id, a.debtor_id, a.clue, a.read_at, a.created_at, d.kind, d.target, d.name FROM clue_alerts a
         JOIN clue_debtors d ON d.id = a.debtor_id WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, pageSize, (pageNum - 1) * pageSize)) as Array<{
      id: number
      debtor_id: number
      clue: string
      read_at: number | null
      created_at: number
      kind: DebtorKind
      target: string
      name: string
    }>
    const list = rows.map((r) => ({
      id: r.id,
      debtorRowId: r.debtor_id,
      debtor: { kind: r.kind, id: r.target, name: r.name, subtitle: '' },
      clue: json<ClueItem>(r.clue, {} as ClueItem),
      read: r.read_at !== null,
      createdAt: r.created_at,
    }))
    return { total, unread, list }
  }

  /** Marks one clue (or all) read; the unread left, or null when the clue is not the user's. */
  async markRead(userId: string, id: number | undefined, now: number): Promise<number | null> {
    if (id) {
      const info = await this.db
        .prepare('UPDATE clue_alerts SET read_at = COALESCE(read_at, ?) WHERE id = ? AND user_id = ?')
        .run(now, id, userId)
      if (!info.changes) return null
    } else await this.db.prepare('UPDATE clue_alerts SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(now, userId)
    return (
      (await this.db.prepare('SELECT COUNT(*) AS n FROM clue_alerts WHERE user_id = ? AND read_at IS NULL').get(userId)) as { n: number }
    ).n
  }
}

/** A user's debtor row as the API shows it. */
export function toMyDebtor(
  r: DebtorRow,
  debtor: Debtor | null,
  counts: { clueCount: number; clueAmount: number; newClues: number },
): MyDebtor {
  return {
    id: r.id,
    debtor: debtor ?? { kind: r.kind, id: r.target, name: r.name, subtitle: '' },
    collected: r.collected === 1,
    monitored: r.monitored === 1,
    caseNo: r.case_no,
    note: r.note,
    ...counts,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }
}
