/**
 * The change feed's new assets → 财产线索 of monitored debtors (runs inside the feed's transaction). A clue is kept once
 * per user, debtor and clue; with pushes on it also becomes a dynamic of the debtor (dimension propertyClue, keyed by
 * debtor and clue) and the user's message, which the monitoring push delivers like any other.
 */
import type { AppliedChange } from '../data/import'
import type { Sql } from '../store/sql'
import { chinaDate } from '../store/trends'
import { SqlPropertyClueRepo } from '../store/property-clues'
import { SqlMessageRepo } from '../store/messages'
import { CLUE_DIMENSIONS, clueAmountText } from '../../../contract/domain/propertyClues'
import type { ClueItem, DebtorKind } from '../../../contract/schemas/propertyClues'

export const CLUE_MESSAGE_DIMENSION = 'propertyClue'

interface Found {
  kind: DebtorKind
  target: string
  clue: ClueItem
}

/** ids of the messages made for the new clues of what the importer just stored */
export async function clueAlerts(db: Sql, applied: AppliedChange[], nowMs: number): Promise<number[]> {
  const repo = new SqlPropertyClueRepo(db)
  const isWatched = async (kind: DebtorKind, target: string) => await repo.isMonitored(kind, target)
  const found: Found[] = []
  for (const a of applied) {
    if (a.type === 'record' && CLUE_DIMENSIONS[a.dimension]) {
      for (const d of await repo.recordDebtors(a.id)) {
        if (!(await isWatched(d.kind, d.target))) continue
        const clue = await repo.recordClueFor(a.id, d.kind, d.target)
        if (clue) found.push({ ...d, clue })
      }
    } else if (a.type === 'ownership' && (await isWatched('company', a.investorPid))) {
      const clue = await repo.ownershipClue(a.investorPid, a.investeePid)
      if (clue) found.push({ kind: 'company', target: a.investorPid, clue })
    } else if (a.type === 'role' && a.role === 'shareholder' && a.status === 'start' && (await isWatched('person', a.personId))) {
      const clue = await repo.holdingClue(a.personId, a.pid)
      if (clue) found.push({ kind: 'person', target: a.personId, clue })
    }
  }
  if (!found.length) return []
  const messages = new SqlMessageRepo(db)
  const settings = new Map<string, Awaited<ReturnType<SqlPropertyClueRepo['setting']>>>()
  const messageIds: number[] = []
  for (const f of found) {
    for (const w of await repo.watchers(f.kind, f.target)) {
      let s = settings.get(w.userId)
      if (!s) settings.set(w.userId, (s = await repo.setting(w.userId)))
      if (!s.kinds.includes(f.clue.kind)) continue
      const alertId = await repo.addAlert(w.userId, w.id, f.clue, nowMs)
      if (alertId === null || !s.pushEnabled) continue
      const date = f.clue.date || chinaDate(nowMs)
      const facts = [f.clue.title, clueAmountText(f.clue.amount), f.clue.date, f.clue.source].filter(Boolean)
      const dynamic = await messages.addDynamic(
        {
          dedupeKey: `clue:${f.kind}:${f.target}:${f.clue.key}`,
          kind: f.kind,
          targetId: f.target,
          targetName: w.name,
          dimension: CLUE_MESSAGE_DIMENSION,
          level: 'info',
          title: `新增财产线索：${f.clue.kindLabel}`,
          content: facts.join('，'),
          explanation: `${w.name}新增一条${f.clue.kindLabel}线索：${facts.join('，')}。${f.clue.note ? `${f.clue.note}。` : ''}可作为申请执行、财产保全的参考，请以权威机关登记为准。`,
          date,
          sourceKind: f.clue.recordId ? 'record' : 'company',
          sourceId: f.clue.recordId,
          payload: { clueKey: f.clue.key, clueKind: f.clue.kind },
        },
        nowMs,
      )
      const id = await messages.addMessage(
        { userId: w.userId, dynamicId: dynamic.id, date, level: 'info', dimension: CLUE_MESSAGE_DIMENSION },
        nowMs,
      )
      if (id !== null) {
        messageIds.push(id)
        await repo.setAlertMessage(alertId, id)
      }
    }
  }
  return messageIds
}
