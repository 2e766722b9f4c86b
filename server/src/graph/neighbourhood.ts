/**
 * 企业图谱 and 人员图谱: the neighbourhood of one company or person as nodes and edges. Each group (股东, 对外投资,
 * 法定代表人, 主要人员, 分支机构, 合作伙伴) shows at most its cap, largest stake first; the rest of a group collapse into
 * one node counting them ("另有 N 家"), so a hub never floods the picture. A person holding several roles in a company
 * is one node with one edge naming every role. Every edge carries the register it is read from and its capture date.
 */
import {
  GRAPH_EXPAND_CAP,
  GRAPH_GROUP_CAP,
  GRAPH_PARTNER_CAP,
  GRAPH_PERSON_COMPANY_CAP,
  type GraphEdge,
  type GraphEdgeKind,
  type GraphNode,
  type GraphTotals,
  type Neighbourhood,
} from '../../../contract/schemas/graphMap'
import type { GraphCompany, NeighbourhoodRepo, RoleRow } from '../store/neighbourhood'

/** roles read of one company; a company with more officers than this is shown with the first ones */
const ROLE_ROWS = 500
const PERSON_ROLE_ROWS = 1000
const PARTNER_ROLE_ROWS = 2000

const PARTNER_SOURCE = '工商登记信息（共同任职企业）'
const percent = (share: number) => `${Number(share.toFixed(2))}%`
const companyKey = (pid: string) => `c:${pid}`
const personKey = (personId: string) => `p:${personId}`

const ROLE_ORDER: GraphEdgeKind[] = ['legal', 'shareholder', 'executive']
const MORE_TEXT: Record<GraphEdgeKind, (n: number) => string> = {
  shareholder: (n) => `另有 ${n} 个股东`,
  investment: (n) => `另有 ${n} 家`,
  legal: (n) => `另有 ${n} 人`,
  executive: (n) => `另有 ${n} 人`,
  branch: (n) => `另有 ${n} 家`,
  partner: (n) => `另有 ${n} 人`,
}
const KIND_TEXT: Record<GraphEdgeKind, string> = {
  shareholder: '股东',
  investment: '对外投资',
  legal: '法定代表人',
  executive: '主要人员',
  branch: '分支机构',
  partner: '合作伙伴',
}

/** one person's roles in one company, merged */
interface Roles {
  kinds: Set<GraphEdgeKind>
  positions: string[]
  share: number | null
  since: string | null
}

function mergeRole(into: Roles | undefined, r: Pick<RoleRow, 'role' | 'position' | 'share' | 'since'>): Roles {
  const m = into ?? { kinds: new Set(), positions: [], share: null, since: null }
  m.kinds.add(r.role)
  if (r.role === 'executive' && r.position && !m.positions.includes(r.position)) m.positions.push(r.position)
  if (r.role === 'shareholder' && r.share !== null) m.share = (m.share ?? 0) + r.share
  if (r.since && (!m.since || r.since < m.since)) m.since = r.since
  return m
}

function rolesLabel(m: Roles): string {
  const parts: string[] = []
  if (m.kinds.has('legal')) parts.push('法定代表人')
  if (m.kinds.has('executive')) parts.push(...(m.positions.length ? m.positions : ['高管']))
  if (m.kinds.has('shareholder')) parts.push(m.share ? `股东 持股 ${percent(m.share)}` : '股东')
  return parts.join('、')
}

const orderedKinds = (m: Roles) => ROLE_ORDER.filter((k) => m.kinds.has(k))

const emptyTotals = (): GraphTotals => ({ shareholder: 0, investment: 0, legal: 0, executive: 0, branch: 0, partner: 0 })

/** Collects nodes and edges; a node is added once, whichever group reaches it first. */
class Builder {
  nodes: GraphNode[] = []
  edges: GraphEdge[] = []
  private keys = new Set<string>()
  collapsed = false

  constructor(readonly centre: string) {}

  has(key: string) {
    return this.keys.has(key)
  }

  node(n: Omit<GraphNode, 'expandable'>) {
    if (this.keys.has(n.key)) return
    this.keys.add(n.key)
    this.nodes.push({ ...n, expandable: n.kind !== 'more' && n.key !== this.centre })
  }

  company(c: GraphCompany) {
    this.node({ key: companyKey(c.pid), kind: 'company', id: c.pid, name: c.name, status: c.status, count: 0 })
  }

  person(personId: string, name: string, count = 0) {
    this.node({ key: personKey(personId), kind: 'person', id: personId, name, status: '', count })
  }

  edge(e: Omit<GraphEdge, 'key'>) {
    this.edges.push({ ...e, key: `${e.from}>${e.to}>${e.kinds.join('+')}` })
  }

  /** the rest of a group as one node, linked to the centre in the group's direction */
  more(kind: GraphEdgeKind, n: number, register: Pick<GraphCompany, 'source' | 'capturedAt'>, outward: boolean) {
    if (n <= 0) return
    this.collapsed = true
    const key = `more:${this.centre}:${kind}`
    this.node({ key, kind: 'more', id: '', name: MORE_TEXT[kind](n), status: '', count: n })
    this.edge({
      from: outward ? this.centre : key,
      to: outward ? key : this.centre,
      kinds: [kind],
      label: `${KIND_TEXT[kind]}另有 ${n}`,
      share: null,
      since: null,
      source: register.source,
      capturedAt: register.capturedAt,
    })
  }

  result(totals: GraphTotals): Neighbourhood {
    return { centre: this.centre, nodes: this.nodes, edges: this.edges, totals, collapsed: this.collapsed }
  }
}

type Member = { key: string; add: () => void }

/** Adds up to `cap` members not yet in the picture; the ones left over (plus `unread`) collapse into one node. */
function group(b: Builder, kind: GraphEdgeKind, members: Member[], cap: number, unread: number, register: GraphCompany, outward: boolean) {
  let added = 0
  let hidden = unread
  for (const m of members) {
    if (b.has(m.key)) continue
    if (added < cap) {
      m.add()
      added++
    } else hidden++
  }
  b.more(kind, hidden, register, outward)
}

export async function companyNeighbourhood(
  repo: NeighbourhoodRepo,
  c: GraphCompany,
  scope: 'all' | 'holdings' = 'all',
): Promise<Neighbourhood> {
  const centre = companyKey(c.pid)
  const b = new Builder(centre)
  b.company(c)
  const cap = scope === 'all' ? GRAPH_GROUP_CAP : GRAPH_EXPAND_CAP
  const register = { source: c.source, capturedAt: c.capturedAt }

  const people = new Map<string, { name: string; roles: Roles }>()
  for (const r of await repo.roles(c.id, ROLE_ROWS)) {
    if (scope === 'holdings' && r.role !== 'shareholder') continue
    const p = people.get(r.personId)
    people.set(r.personId, { name: r.name, roles: mergeRole(p?.roles, r) })
  }
  const personMember = (personId: string): Member => ({
    key: personKey(personId),
    add: () => {
      const p = people.get(personId)!
      b.person(personId, p.name)
      b.edge({
        from: personKey(personId),
        to: centre,
        kinds: orderedKinds(p.roles),
        label: rolesLabel(p.roles),
        share: p.roles.share,
        since: p.roles.since,
        ...register,
      })
    },
  })
  const withRole = (k: GraphEdgeKind) => [...people].filter(([, p]) => p.roles.kinds.has(k))

  const totals = emptyTotals()
  if (scope === 'all') {
    const legal = withRole('legal')
    totals.legal = legal.length
    group(
      b,
      'legal',
      legal.map(([id]) => personMember(id)),
      cap,
      0,
      c,
      false,
    )
  }

  // 股东: persons and companies together, largest share first
  const holders = await repo.holders(c.id, cap)
  const personHolders = withRole('shareholder')
  totals.shareholder = personHolders.length + (await repo.holderCount(c.id))
  const holderMembers: Array<Member & { share: number }> = [
    ...personHolders.map(([id, p]) => ({ ...personMember(id), share: p.roles.share ?? 0 })),
    ...holders.map((h) => ({
      key: companyKey(h.other.pid),
      share: h.share,
      add: () => {
        b.company(h.other)
        b.edge({
          from: companyKey(h.other.pid),
          to: centre,
          kinds: ['shareholder'],
          label: `持股 ${percent(h.share)}`,
          share: h.share,
          since: h.since,
          ...register,
        })
      },
    })),
  ].sort((x, y) => y.share - x.share)
  group(b, 'shareholder', holderMembers, cap, totals.shareholder - holderMembers.length, c, false)

  if (scope === 'all') {
    const executives = withRole('executive')
    totals.executive = executives.length
    group(
      b,
      'executive',
      executives.map(([id]) => personMember(id)),
      cap,
      0,
      c,
      false,
    )
  }

  const investments = await repo.investments(c.id, cap)
  totals.investment = await repo.investmentCount(c.id)
  group(
    b,
    'investment',
    investments.map((v) => ({
      key: companyKey(v.other.pid),
      add: () => {
        b.company(v.other)
        b.edge({
          from: centre,
          to: companyKey(v.other.pid),
          kinds: ['investment'],
          label: `持股 ${percent(v.share)}`,
          share: v.share,
          since: v.since,
          source: v.other.source,
          capturedAt: v.other.capturedAt,
        })
      },
    })),
    cap,
    totals.investment - investments.length,
    c,
    true,
  )

  if (scope === 'all') {
    const branches = await repo.branches(c.pid, cap)
    totals.branch = await repo.branchCount(c.pid)
    group(
      b,
      'branch',
      branches.map((br) => ({
        key: companyKey(br.pid),
        add: () => {
          b.company(br)
          b.edge({
            from: companyKey(br.pid),
            to: centre,
            kinds: ['branch'],
            label: '分支机构',
            share: null,
            since: null,
            source: br.source,
            capturedAt: br.capturedAt,
          })
        },
      })),
      cap,
      totals.branch - branches.length,
      c,
      false,
    )
  }
  return b.result(totals)
}

export async function personNeighbourhood(
  repo: NeighbourhoodRepo,
  p: { personId: string; name: string },
  scope: 'all' | 'roles' = 'all',
): Promise<Neighbourhood> {
  const centre = personKey(p.personId)
  const b = new Builder(centre)
  b.person(p.personId, p.name)
  const cap = scope === 'all' ? GRAPH_PERSON_COMPANY_CAP : GRAPH_EXPAND_CAP

  const held = new Map<string, { company: GraphCompany; roles: Roles; order: number }>()
  for (const r of await repo.personRoles(p.personId, PERSON_ROLE_ROWS)) {
    const cur = held.get(r.company.pid)
    held.set(r.company.pid, { company: r.company, roles: mergeRole(cur?.roles, r), order: cur?.order ?? held.size })
  }
  const totals = { ...emptyTotals(), ...(await repo.personRoleCounts(p.personId)) }

  // 法定代表人 first, then the largest stakes, then the other offices in register order
  const ranked = [...held.values()].sort(
    (x, y) =>
      Number(y.roles.kinds.has('legal')) - Number(x.roles.kinds.has('legal')) ||
      (y.roles.share ?? 0) - (x.roles.share ?? 0) ||
      x.order - y.order,
  )
  const shown = ranked.slice(0, cap)
  for (const h of shown) {
    b.company(h.company)
    b.edge({
      from: centre,
      to: companyKey(h.company.pid),
      kinds: orderedKinds(h.roles),
      label: rolesLabel(h.roles),
      share: h.roles.share,
      since: h.roles.since,
      source: h.company.source,
      capturedAt: h.company.capturedAt,
    })
  }
  const hiddenByKind = new Map<GraphEdgeKind, GraphCompany[]>()
  for (const h of ranked.slice(cap)) {
    const k = orderedKinds(h.roles)[0]
    hiddenByKind.set(k, [...(hiddenByKind.get(k) ?? []), h.company])
  }
  for (const k of ROLE_ORDER) {
    const hidden = hiddenByKind.get(k) ?? []
    if (hidden.length) b.more(k, hidden.length, hidden[0], true)
  }

  if (scope === 'all') {
    const byId = new Map(shown.map((h) => [h.company.id, h.company]))
    const partners = new Map<string, { name: string; companies: Map<string, { company: GraphCompany; roles: Roles }>; order: number }>()
    for (const r of await repo.partnerRoles([...byId.keys()], p.personId, PARTNER_ROLE_ROWS)) {
      const company = byId.get(r.companyId)!
      const cur = partners.get(r.personId) ?? { name: r.name, companies: new Map(), order: partners.size }
      const at = cur.companies.get(company.pid)
      cur.companies.set(company.pid, { company, roles: mergeRole(at?.roles, r) })
      partners.set(r.personId, cur)
    }
    totals.partner = partners.size
    const rankedPartners = [...partners].sort(([, x], [, y]) => y.companies.size - x.companies.size || x.order - y.order)
    for (const [personId, partner] of rankedPartners.slice(0, GRAPH_PARTNER_CAP)) {
      b.person(personId, partner.name, partner.companies.size)
      for (const { company, roles } of partner.companies.values()) {
        b.edge({
          from: personKey(personId),
          to: companyKey(company.pid),
          kinds: ['partner'],
          label: rolesLabel(roles),
          share: roles.share,
          since: roles.since,
          source: company.source,
          capturedAt: company.capturedAt,
        })
      }
    }
    const latest =
      shown
        .map((h) => h.company.capturedAt)
        .sort()
        .at(-1) ?? ''
    b.more('partner', rankedPartners.length - GRAPH_PARTNER_CAP, { source: PARTNER_SOURCE, capturedAt: latest }, false)
  }
  return b.result(totals)
}
