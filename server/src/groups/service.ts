/**
 * Keeps the stored groups in step with the data (rebuilt when the ownership, roles or companies tables changed since
 * the last build, looked at no more than once per CHECK_MS) and scans a group's members for risks.
 */
import type { RiskItem, RiskTotals } from '../../../contract/api/api-risk'
import type { SqlGroupRepo } from '../store/groups'
import type { RiskEngine } from '../risk/engine'
import { publicItem, sortItems, totalsOf } from '../risk/engine'
import { buildGroups } from './build'

const CHECK_MS = 30_000
/** members scanned per group, the largest effective shares first */
export const SCAN_MEMBERS = 60
const SCAN_TTL_MS = 60_000

export interface GroupScanResult {
  items: RiskItem[]
  totals: RiskTotals
  scanned: number
  byMember: Array<{ pid: string; name: string; high: number; total: number }>
}

export class GroupService {
  private checkedAt = -Infinity
  private readonly scans = new Map<string, { at: number; result: GroupScanResult }>()

  constructor(
    private readonly repo: SqlGroupRepo,
    private readonly now: () => number,
  ) {}

  /** builds the groups when the data changed; answers how long it took (0 when nothing changed) */
  async ensure(): Promise<number> {
    const t = this.now()
    if (t - this.checkedAt < CHECK_MS) return 0
    const signature = await this.repo.sourceSignature()
    if ((await this.repo.builtSignature()) === signature) {
      this.checkedAt = t
      return 0
    }
    const started = performance.now()
    const groups = await buildGroups(this.repo)
    const ms = Math.round(performance.now() - started)
    await this.repo.replace(groups, signature, t, ms)
    this.scans.clear()
    this.checkedAt = t
    return ms
  }

  /**
   * The members' own risks (their records and registration changes, not their related parties'), each item
   * about the member it was found in.
   */
  async scan(engine: RiskEngine, groupId: number, gid: string): Promise<GroupScanResult> {
    const t = this.now()
    const cached = this.scans.get(gid)
    if (cached && t - cached.at < SCAN_TTL_MS) return cached.result
    const ids = await this.repo.memberIds(groupId, SCAN_MEMBERS)
    const items: RiskItem[] = []
    const byMember: GroupScanResult['byMember'] = []
    for (const id of ids) {
      const c = await engine.companyById(id)
      if (!c) continue
      const own = (await engine.scanCompany(c)).items
        .filter((i) => i.group !== 'related')
        .map((i) => ({ ...publicItem(i), subject: { ...i.subject, relation: '集团成员' } }))
      if (own.length) {
        const tot = totalsOf(own)
        byMember.push({ pid: c.pid, name: c.name, high: tot.high, total: tot.total })
      }
      items.push(...own)
    }
    byMember.sort((a, b) => b.total - a.total || b.high - a.high || a.pid.localeCompare(b.pid))
    const result = { items: sortItems(items), totals: totalsOf(items), scanned: ids.length, byMember }
    this.scans.set(gid, { at: t, result })
    if (this.scans.size > 200) this.scans.delete(this.scans.keys().next().value!)
    return result
  }
}
