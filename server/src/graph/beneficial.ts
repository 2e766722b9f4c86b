/**
 * Effective shares, beneficial owners and the actual controller of a company.
 *
 * Math: an owner's effective share = Σ over ownership paths (owner → … → company) of Π shares along
 * the path. Walk upward from the company depth-first over current person shareholders (roles) and
 * company investors (ownership).
 *
 * Cycles — the choice: a path never visits a company twice; reaching a company already on the path
 * cuts that path (it adds nothing). This counts every simple path once, so shares never exceed what
 * the registered chains literally give; iterating the cycle to convergence would instead credit the
 * owners of a circular group with the circulating part (e.g. A↔B at 60%/50% gives 28.6% instead of
 * 20% to B's outside owner) — a figure no registry shows and nobody can trace to a path, so we do not.
 * Paths deeper than MAX_DEPTH or thinner than MIN_SHARE are dropped; at most MAX_VISITS steps per call.
 *
 * Owners are the ends of paths: natural persons, and companies without recorded shareholders
 * (top of a chain: the state or unknown holders). Persons with effective share ≥ threshold
 * (UBO_THRESHOLD, default 25 — China's 2024 rule) are beneficial owners. The actual controller is the
 * person with the largest effective share (ties: larger direct share, then person id); with no person
 * at all, the top company with the largest effective share.
 */
import type { BeneficialOwners, EffectiveOwner, OwnershipPath, OwnershipPathStep } from '../../../contract/api/api-risk'
import type { OwnershipRepo } from '../store/risk'

export const MAX_DEPTH = 10
/** percent */
export const MIN_SHARE = 0.01
export const MAX_VISITS = 5000
export const PATHS_SHOWN = 10
export const DEFAULT_UBO_THRESHOLD = 25

export function uboThresholdFromEnv(env: Record<string, string | undefined>): number {
  const n = Number(env.UBO_THRESHOLD)
  return env.UBO_THRESHOLD && Number.isFinite(n) && n > 0 && n <= 100 ? n : DEFAULT_UBO_THRESHOLD
}

interface Holder {
  kind: 'company' | 'person'
  id?: number
  pid?: string
  personId?: string
  name: string
  share: number
}

const round4 = (n: number) => Math.round(n * 10000) / 10000

export class BeneficialOwnerService {
  constructor(
    private readonly repo: OwnershipRepo,
    private readonly threshold: number = DEFAULT_UBO_THRESHOLD,
  ) {}

  private async holders(companyId: number, cache: Map<number, Holder[]>): Promise<Holder[]> {
    let h = cache.get(companyId)
    if (h) return h
    const persons = await this.repo.personHolders(companyId)
    const companies = await this.repo.companyHolders(companyId)
    h = [
      ...companies.map((c) => ({ kind: 'company' as const, id: c.id, pid: c.pid, name: c.name, share: c.share })),
      ...persons.map((p) => ({ kind: 'person' as const, personId: p.person_id, name: p.name, share: p.share })),
    ]
    cache.set(companyId, h)
    return h
  }

  /** null when the pid is unknown */
  async compute(pid: string): Promise<BeneficialOwners | null> {
    const root = await this.repo.companyRef(pid)
    if (!root) return null
    const cache = new Map<number, Holder[]>()
    const owners = new Map<string, EffectiveOwner & { allPaths: number }>()
    let visits = 0
    const rootStep: OwnershipPathStep = { kind: 'company', pid: root.pid, name: root.name, share: 0 }

    // stack entries: the company reached, the product so far (fraction), the steps below it (owner-side first)
    const walk = async (companyId: number, product: number, below: OwnershipPathStep[], onPath: Set<number>) => {
      const hs = await this.holders(companyId, cache)
      if (hs.length === 0 && companyId !== root.id) return 'top'
      for (const h of hs) {
        if (++visits > MAX_VISITS) return 'cut'
        const p = product * (h.share / 100)
        if (p * 100 < MIN_SHARE) continue
        const step: OwnershipPathStep =
          h.kind === 'person'
            ? { kind: 'person', personId: h.personId, name: h.name, share: h.share }
            : { kind: 'company', pid: h.pid, name: h.name, share: h.share }
        const steps = [step, ...below]
        if (h.kind === 'company') {
          if (onPath.has(h.id!)) continue // cycle: cut
          if (steps.length > MAX_DEPTH) continue
          onPath.add(h.id!)
          const r = await walk(h.id!, p, steps, onPath)
          onPath.delete(h.id!)
          if (r === 'top') this.add(owners, { kind: 'company', pid: h.pid, name: h.name }, p, steps, below.length === 1 ? h.share : 0, true)
        } else {
          this.add(owners, { kind: 'person', personId: h.personId, name: h.name }, p, steps, below.length === 1 ? h.share : 0, false)
        }
      }
      return 'ok'
    }
    await walk(root.id, 1, [rootStep], new Set([root.id]))

    const list = [...owners.values()]
      .map(({ allPaths: _n, ...o }) => ({
        ...o,
        effectiveShare: round4(o.effectiveShare),
        paths: o.paths.sort((a, b) => b.share - a.share).slice(0, PATHS_SHOWN),
      }))
      .sort(
        (a, b) =>
          b.effectiveShare - a.effectiveShare ||
          b.directShare - a.directShare ||
          (a.personId ?? a.pid ?? '').localeCompare(b.personId ?? b.pid ?? ''),
      )
    const persons = list.filter((o) => o.kind === 'person')
    // compare with a tiny tolerance: 25 must pass at 25 even after float products
    const beneficiaries = persons.filter((o) => o.effectiveShare + 1e-9 >= this.threshold)
    const actualController = persons[0] ?? list.find((o) => o.kind === 'company') ?? null
    return { pid: root.pid, name: root.name, threshold: this.threshold, beneficiaries, actualController, owners: list.slice(0, 50) }
  }

  private add(
    owners: Map<string, EffectiveOwner & { allPaths: number }>,
    who: { kind: 'company' | 'person'; pid?: string; personId?: string; name: string },
    fraction: number,
    steps: OwnershipPathStep[],
    direct: number,
    top: boolean,
  ): void {
    const key = who.kind === 'person' ? `p:${who.personId}` : `c:${who.pid}`
    let o = owners.get(key)
    if (!o) {
      o = { ...who, effectiveShare: 0, directShare: 0, paths: [], allPaths: 0, ...(top ? { top: true } : {}) }
      owners.set(key, o)
    }
    o.effectiveShare += fraction * 100
    o.directShare += direct
    o.allPaths += 1
    const path: OwnershipPath = { steps, share: round4(fraction * 100) }
    if (o.paths.length < 50) o.paths.push(path)
  }
}
