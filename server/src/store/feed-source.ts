/**
 * What the generated change feed reads: the id range of the companies, the companies and persons users monitor, and
 * one company at a time.
 */
import type { Sql } from './sql'
import type { CompanyRow } from './companies'

export interface FeedTargets {
  maxId: number
  /** companies monitored (then debtors monitored for 财产线索), by id */
  monitored: number[]
  monitoredPeople: string[]
}

export async function feedTargets(sql: Sql): Promise<FeedTargets> {
  const maxId = (await sql.prepare('SELECT MAX(id) AS n FROM companies').get<{ n: number | null }>())?.n ?? 0
  const monitored = (
    await sql
      .prepare("SELECT DISTINCT c.id FROM monitors m JOIN companies c ON c.pid = m.target_id WHERE m.kind = 'company'")
      .all<{ id: number }>()
  ).map((r) => r.id)
  // debtors monitored for 财产线索 come after, so the monitoring picks stay as they were
  const clueDebtors = await sql
    .prepare("SELECT DISTINCT c.id FROM clue_debtors d JOIN companies c ON c.pid = d.target WHERE d.kind = 'company' AND d.monitored = 1")
    .all<{ id: number }>()
  for (const { id } of clueDebtors) if (!monitored.includes(id)) monitored.push(id)
  const monitoredPeople = (
    await sql.prepare("SELECT DISTINCT target_id FROM monitors WHERE kind = 'person'").all<{ target_id: string }>()
  ).map((r) => r.target_id)
  return { maxId, monitored, monitoredPeople }
}

/** the company with this id, or the next one after a gap */
export async function companyFrom(sql: Sql, id: number): Promise<CompanyRow> {
  return (await sql.prepare('SELECT * FROM companies WHERE id >= ? ORDER BY id LIMIT 1').get<CompanyRow>(id))!
}
