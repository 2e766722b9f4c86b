/**
 * Enterprise groups: every company's actual controller, and the companies that share one.
 *
 * The controller of a company C:
 *  1. the owner (natural person, or company at the top of its chains) whose effective share in C exceeds 50%,
 *     effective shares computed exactly as for beneficial owners (graph/beneficial.ts: Σ over simple ownership
 *     paths of Π shares, cycles cut, at most 10 levels, paths under 0.01% dropped);
 *  2. otherwise, when one company H holds more than 50% of C directly: H's controller, or H itself when H has none
 *     (control passes down a chain of majority stakes even where the multiplied share falls under 50%);
 *  3. otherwise nobody: C belongs to no group.
 * A group is a controller with at least two companies: those it controls, plus the controlling company itself when
 * the controller is a company. Its core is the controlling company, or for a person the member with the largest
 * registered capital (ties: the earlier id); the group is named by its core and known by the core's pid.
 * Each member carries the controller's effective share in it (the same sum, walked down from the controller) and the
 * path that contributes most. Deterministic: the same rows give the same groups.
 */
import type { OwnershipPathStep } from '../../../contract/api/api-risk'
import { BeneficialOwnerService, MAX_DEPTH, MIN_SHARE } from '../graph/beneficial'
import type { HolderCompany, HolderPerson, OwnershipRepo } from '../store/risk'
import type { GroupSource } from '../store/groups'

/** steps of the downward walk from one controller; a walk that would take more stops there */
const MAX_WALK = 500_000
export const MIN_MEMBERS = 2

export interface BuiltMember {
  companyId: number
  share: number
  path: OwnershipPathStep[]
}

export interface BuiltGroup {
  gid: string
  coreId: number
  controllerKind: 'person' | 'company'
  controllerKey: string
  controllerName: string
  totalCapital: number
  members: BuiltMember[]
}

interface Company {
  id: number
  pid: string
  name: string
  capital: number
}

type Controller = { kind: 'person'; personId: string; name: string } | { kind: 'company'; id: number }

const keyOf = (c: Controller) => (c.kind === 'person' ? `p:${c.personId}` : `c:${c.id}`)
const round4 = (n: number) => Math.round(n * 10000) / 10000

/** The whole shareholding graph in memory, read once. */
class Graph implements OwnershipRepo {
  readonly companies = new Map<number, Company>()
  readonly idOfPid = new Map<string, number>()
  readonly personHoldersOf = new Map<number, HolderPerson[]>()
  readonly companyHoldersOf = new Map<number, HolderCompany[]>()
  readonly investeesOf = new Map<number, Array<{ id: number; share: number }>>()
  readonly holdingsOfPerson = new Map<string, Array<{ id: number; share: number }>>()

  /** reads the whole graph of the source */
  async load(src: GroupSource): Promise<this> {
    await src.eachCompany((c) => {
      this.companies.set(c.id, c)
      this.idOfPid.set(c.pid, c.id)
    })
    await src.eachOwnership((o) => {
      const investor = this.companies.get(o.investorId)
      if (!investor || !this.companies.has(o.investeeId)) return
      push(this.companyHoldersOf, o.investeeId, { id: investor.id, pid: investor.pid, name: investor.name, share: o.share })
      push(this.investeesOf, o.investorId, { id: o.investeeId, share: o.share })
    })
    await src.eachPersonHolding((h) => {
      if (!this.companies.has(h.companyId)) return
      push(this.personHoldersOf, h.companyId, { person_id: h.personId, name: h.name, share: h.share })
      push(this.holdingsOfPerson, h.personId, { id: h.companyId, share: h.share })
    })
    return this
  }

  // the in-memory graph answers as the ownership repository does, so the beneficial-owner walk runs on it unchanged
  async companyRef(pid: string) {
    const id = this.idOfPid.get(pid)
    const c = id === undefined ? undefined : this.companies.get(id)
    return c ? { id: c.id, pid: c.pid, name: c.name } : undefined
  }
  async personHolders(companyId: number): Promise<HolderPerson[]> {
    return this.personHoldersOf.get(companyId) ?? []
  }
  async companyHolders(companyId: number): Promise<HolderCompany[]> {
    return this.companyHoldersOf.get(companyId) ?? []
  }
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k)
  if (list) list.push(v)
  else m.set(k, [v])
}

/** Every group of the data the source reads, the largest first (ties: core id). */
export async function buildGroups(src: GroupSource): Promise<BuiltGroup[]> {
  const g = await new Graph().load(src)
  const owners = new BeneficialOwnerService(g)
  const memo = new Map<number, Controller | null>()
  const visiting = new Set<number>()

  const controllerOf = async (id: number): Promise<Controller | null> => {
    if (memo.has(id)) return memo.get(id)!
    if (visiting.has(id)) return null // a circle of majority stakes: nobody outside controls it
    const persons = await g.personHolders(id)
    const holders = await g.companyHolders(id)
    if (persons.length === 0 && holders.length === 0) {
      memo.set(id, null)
      return null
    }
    visiting.add(id)
    let found: Controller | null = null
    const top = (await owners.compute(g.companies.get(id)!.pid))?.owners[0]
    if (top && top.effectiveShare > 50 + 1e-9) {
      if (top.kind === 'person') found = { kind: 'person', personId: top.personId!, name: top.name }
      else found = { kind: 'company', id: g.idOfPid.get(top.pid!)! }
    } else {
      const major = holders.find((h) => h.share > 50)
      if (major) found = (await controllerOf(major.id)) ?? { kind: 'company', id: major.id }
    }
    visiting.delete(id)
    memo.set(id, found)
    return found
  }

  const byController = new Map<string, { controller: Controller; ids: number[] }>()
  const ids = [...g.companies.keys()].sort((a, b) => a - b)
  for (const id of ids) {
    const c = await controllerOf(id)
    if (!c) continue
    const k = keyOf(c)
    const e = byController.get(k)
    if (e) e.ids.push(id)
    else byController.set(k, { controller: c, ids: [id] })
  }

  const out: BuiltGroup[] = []
  for (const { controller, ids: controlled } of byController.values()) {
    const memberIds = controller.kind === 'company' && !controlled.includes(controller.id) ? [controller.id, ...controlled] : controlled
    if (memberIds.length < MIN_MEMBERS) continue
    const shares = walkDown(g, controller)
    const coreId =
      controller.kind === 'company'
        ? controller.id
        : memberIds.reduce((best, id) => (g.companies.get(id)!.capital > g.companies.get(best)!.capital ? id : best), memberIds[0])
    const core = g.companies.get(coreId)!
    const controllerName = controller.kind === 'person' ? controller.name : core.name
    const members = memberIds
      .map((id) => {
        const s = shares.get(id)
        const self = g.companies.get(id)!
        const selfStep: OwnershipPathStep = { kind: 'company', pid: self.pid, name: self.name, share: 0 }
        return {
          companyId: id,
          share: controller.kind === 'company' && id === controller.id ? 100 : round4((s?.share ?? 0) * 100),
          path: s ? [...s.path, selfStep] : [selfStep],
        }
      })
      .sort((a, b) => b.share - a.share || a.companyId - b.companyId)
    out.push({
      gid: core.pid,
      coreId,
      controllerKind: controller.kind,
      controllerKey: controller.kind === 'person' ? controller.personId : core.pid,
      controllerName,
      totalCapital: Math.round(memberIds.reduce((s, id) => s + g.companies.get(id)!.capital, 0) * 100) / 100,
      members,
    })
  }
  return out.sort((a, b) => b.members.length - a.members.length || a.coreId - b.coreId)
}

/**
 * The controller's effective share (fraction) in every company below it, summed over simple paths with the bounds of
 * the beneficial-owner math, and the steps of each company's largest path (controller first, the company left out).
 */
function walkDown(g: Graph, controller: Controller): Map<number, { share: number; best: number; path: OwnershipPathStep[] }> {
  const acc = new Map<number, { share: number; best: number; path: OwnershipPathStep[] }>()
  let visits = 0
  const stepOf = (id: number, share: number): OwnershipPathStep => {
    const c = g.companies.get(id)!
    return { kind: 'company', pid: c.pid, name: c.name, share }
  }
  const walk = (
    edges: Array<{ id: number; share: number }>,
    product: number,
    above: OwnershipPathStep[],
    head: (share: number) => OwnershipPathStep,
    onPath: Set<number>,
  ) => {
    for (const e of edges) {
      if (++visits > MAX_WALK) return
      const p = product * (e.share / 100)
      if (p * 100 < MIN_SHARE || onPath.has(e.id) || above.length + 1 > MAX_DEPTH) continue
      const steps = [...above, head(e.share)]
      let a = acc.get(e.id)
      if (!a) {
        a = { share: 0, best: 0, path: [] }
        acc.set(e.id, a)
      }
      a.share += p
      if (p > a.best) {
        a.best = p
        a.path = steps
      }
      onPath.add(e.id)
      walk(g.investeesOf.get(e.id) ?? [], p, steps, (s) => stepOf(e.id, s), onPath)
      onPath.delete(e.id)
    }
  }
  if (controller.kind === 'person') {
    const person: OwnershipPathStep = { kind: 'person', personId: controller.personId, name: controller.name, share: 0 }
    walk(g.holdingsOfPerson.get(controller.personId) ?? [], 1, [], (s) => ({ ...person, share: s }), new Set())
  } else {
    walk(g.investeesOf.get(controller.id) ?? [], 1, [], (s) => stepOf(controller.id, s), new Set([controller.id]))
  }
  return acc
}
