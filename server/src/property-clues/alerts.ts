/**
 * The change feed's new assets → 财产线索 of monitored debtors (runs inside the feed's transaction). A clue is kept once
 * per user, debtor and clue; with pushes on it also becomes a dynamic of the debtor (dimension propertyClue, keyed by
 * debtor and clue) and the user's message, which the monitoring push delivers like any other.
 */
import type { AppliedChange } from '../data/import'
import type { DB } from '../store/db'
import { chinaDate } from '../store/trends'
import { SqlitePropertyClueRepo } from '../store/property-clues'
import { CLUE_DIMENSIONS, clueAmountText } from '../../../contract/domain/propertyClues'
import type { ClueItem, DebtorKind } from '../../../contract/schemas/propertyClues'

export const CLUE_MESSAGE_DIMENSION = 'propertyClue'

interface Found {
  kind: DebtorKind
  target: string
  clue: ClueItem
}

/** ids of the messages made for the new clues of what the importer just stored */
export function clueAlerts(db: DB, applied: AppliedChange[], nowMs: number): number[] {
  const repo = new SqlitePropertyClueRepo(db)
  const watched = db.prepare('SELECT 1 FROM clue_debtors WHERE kind = ? AND target = ? AND monitored = 1 LIMIT 1')
  const isWatched = (kind: DebtorKind, target: string) => !!watched.get(kind, target)
  const found: Found[] = []
  for (const a of applied) {
    if (a.type === 'record' && CLUE_DIMENSIONS[a.dimension]) {
      for (const d of repo.recordDebtors(a.id)) {
        if (!isWatched(d.kind, d.target)) continue
        const clue = repo.recordClueFor(a.id, d.kind, d.target)
        if (clue) found.push({ ...d, clue })
      }
    } else if (a.type === 'ownership' && isWatched('company', a.investorPid)) {
      const clue = repo.ownershipClue(a.investorPid, a.investeePid)
      if (clue) found.push({ kind: 'company', target: a.investorPid, clue })
    } else if (a.type === 'role' && a.role === 'shareholder' && a.status === 'start' && isWatched('person', a.personId)) {
      const clue = repo.holdingClue(a.personId, a.pid)
      if (clue) found.push({ kind: 'person', target: a.personId, clue })
    }
  }
  if (!found.length) return []
  const insertDynamic = db.prepare(
    `INSERT OR IGNORE INTO dynamics (dedupe_key, kind, target_id, target_name, dimension, level, title, content, explanation, date,
       source_kind, source_id, payload, created_at)
     VALUES (@key, @kind, @target, @name, @dimension, 'info', @title, @content, @explanation, @date, @sourceKind, @sourceId, @payload, @at)`,
  )
  const dynamicId = db.prepare('SELECT id FROM dynamics WHERE dedupe_key = ?')
  const insertMessage = db.prepare(
    `INSERT OR IGNORE INTO messages (user_id, dynamic_id, monitor_id, date, level, dimension, read_at, pushed, created_at)
     VALUES (?, ?, 0, ?, 'info', ?, NULL, 0, ?)`,
  )
  const settings = new Map<string, ReturnType<SqlitePropertyClueRepo['setting']>>()
  const messageIds: number[] = []
  for (const f of found) {
    for (const w of repo.watchers(f.kind, f.target)) {
      let s = settings.get(w.userId)
      if (!s) settings.set(w.userId, (s = repo.setting(w.userId)))
      if (!s.kinds.includes(f.clue.kind)) continue
      const alertId = repo.addAlert(w.userId, w.id, f.clue, nowMs)
      if (alertId === null || !s.pushEnabled) continue
      const date = f.clue.date || chinaDate(nowMs)
      const key = `clue:${f.kind}:${f.target}:${f.clue.key}`
      const facts = [f.clue.title, clueAmountText(f.clue.amount), f.clue.date, f.clue.source].filter(Boolean)
      insertDynamic.run({
        key,
        kind: f.kind,
        target: f.target,
        name: w.name,
        dimension: CLUE_MESSAGE_DIMENSION,
        title: `新增财产线索：${f.clue.kindLabel}`,
        content: facts.join('，'),
        explanation: `${w.name}新增一条${f.clue.kindLabel}线索：${facts.join('，')}。${f.clue.note ? `${f.clue.note}。` : ''}可作为申请执行、财产保全的参考，请以权威机关登记为准。`,
        date,
        sourceKind: f.clue.recordId ? 'record' : 'company',
        sourceId: f.clue.recordId,
        payload: JSON.stringify({ clueKey: f.clue.key, clueKind: f.clue.kind }),
        at: nowMs,
      })
      const d = dynamicId.get(key) as { id: number }
      const m = insertMessage.run(w.userId, d.id, date, CLUE_MESSAGE_DIMENSION, nowMs)
      if (m.changes) {
        const id = Number(m.lastInsertRowid)
        messageIds.push(id)
        repo.setAlertMessage(alertId, id)
      }
    }
  }
  return messageIds
}
