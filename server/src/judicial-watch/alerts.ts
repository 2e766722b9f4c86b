/** The change feed's court records → 案件监控 alerts for the parties they name (runs inside the feed's transaction). */
import type { AppliedChange } from '../data/import'
import type { Sql } from '../store/sql'
import { CASE_KINDS } from '../../../contract/domain/judicialData'
import { SqlCaseRepo } from '../store/judicial-cases'
import { SqlJudicialWatchRepo } from '../store/judicial-watch'

const CASE_KIND_SET = new Set<string>(CASE_KINDS)

/** ids of the alerts made for the court records the importer just stored */
export async function caseAlerts(db: Sql, applied: AppliedChange[], nowMs: number): Promise<number[]> {
  const ids = applied.flatMap((a) => (a.type === 'record' && CASE_KIND_SET.has(a.dimension) ? [a.id] : []))
  return await new SqlJudicialWatchRepo(db, new SqlCaseRepo(db)).alertsFor(ids, nowMs)
}
