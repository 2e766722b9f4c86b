/**
 * How many companies' numbers 查电话 shows in full per China day: none to a visitor, a few to a free user, more per
 * member level (levels above the highest listed use the highest). A company counts once a day however often it is
 * listed; past the count its numbers come masked as the phone export's preview masks them, and the paid export of
 * the same filter holds them all. Counted in the scan quotas' table under its own kind, per account or, for a
 * visitor, per device and per address.
 */
import type { PhoneReveal } from '../../../contract/schemas/findPhone'
import { chinaDay, type QuotaLimits, type QuotaSubject } from '../quota'
import type { QuotaRepo } from '../store/quota'

export const PHONE_REVEALS: QuotaLimits = { visitor: 0, levels: [10, 200, 1000] }

export class PhoneRevealCounter {
  constructor(
    private readonly repo: QuotaRepo,
    private readonly now: () => number,
    private readonly limits: QuotaLimits = PHONE_REVEALS,
  ) {}

  limit(s: QuotaSubject): number {
    if (s.kind === 'visitor') return this.limits.visitor
    const { levels } = this.limits
    return levels[Math.min(Math.max(0, s.memberLevel), levels.length - 1)]
  }

  /** Whether the company's numbers may be shown in full to the subject today; counts it when they may. */
  async reveal(s: QuotaSubject, pid: string): Promise<boolean> {
    const day = chinaDay(this.now())
    return (await this.repo.count(day, 'phone', s.keys, pid, this.limit(s), Math.floor(this.now() / 1000))) !== 'full'
  }

  async state(s: QuotaSubject): Promise<PhoneReveal> {
    const day = chinaDay(this.now())
    const used = Math.max(0, ...(await Promise.all(s.keys.map((key) => this.repo.used(day, 'phone', key)))))
    const limit = this.limit(s)
    return { subject: s.kind, memberLevel: s.memberLevel, limit, used, remaining: Math.max(0, limit - used) }
  }
}
