/**
 * 查关系: the shortest connections between two companies or persons through shareholdings, investments and officer
 * roles, each link named as the registry names it and each path said in words, e.g.
 * 甲公司 —持股 35%→ 乙公司 —法定代表人— 张三.
 */
import {
  RELATION_HUB_DEGREE,
  RELATION_MAX_PATHS,
  RELATION_MAX_STEPS,
  type RelationLink,
  type RelationNode,
  type RelationResult,
} from '../../../contract/schemas/graph'
import type { RelationEdge, RelationRepo } from '../store/relations'
import { shortestPaths, type Link, type PathStep } from './paths'

export const RELATION_SOURCE = '工商登记信息（股东、对外投资、主要人员、法定代表人）'
/** nodes one search may reach before it gives up; keeps a request's work bounded on a dense graph */
const MAX_VISITED = 200_000

const percent = (share: number) => `${Number(share.toFixed(2))}%`

const roleLabel = (e: Extract<RelationEdge, { kind: 'role' }>) =>
  e.role === 'legal'
    ? '法定代表人'
    : e.role === 'shareholder'
      ? `股东${e.share ? `（持股 ${percent(e.share)}）` : ''}`
      : e.position || '高管'

/** all the edges between two nodes as one link, walked from `from` */
export function linkOf(edges: RelationEdge[], from: string): RelationLink {
  const stake = edges.find((e): e is Extract<RelationEdge, { kind: 'stake' }> => e.kind === 'stake')
  if (stake) {
    const forward = from === `c:${stake.investorId}`
    return { label: `持股 ${percent(stake.share)}`, arrow: forward ? 'forward' : 'backward', since: stake.since }
  }
  const roles = edges.filter((e): e is Extract<RelationEdge, { kind: 'role' }> => e.kind === 'role')
  const since =
    roles
      .map((r) => r.since)
      .filter((d): d is string => !!d)
      .sort()[0] ?? null
  return { label: [...new Set(roles.map(roleLabel))].join('、'), arrow: 'none', since }
}

export function pathText(nodes: RelationNode[], links: RelationLink[]): string {
  let out = nodes[0].name
  links.forEach((l, i) => {
    const seg = l.arrow === 'forward' ? `—${l.label}→` : l.arrow === 'backward' ? `←${l.label}—` : `—${l.label}—`
    out += ` ${seg} ${nodes[i + 1].name}`
  })
  return out
}

export type Endpoint = { node: string; view: RelationNode }

export async function findRelations(repo: RelationRepo, from: Endpoint, to: Endpoint): Promise<RelationResult> {
  // the links between two nodes come back one per role or stake; the search walks them as one
  const neighbours = async (node: string, limit: number): Promise<Link<RelationEdge[]>[]> => {
    const grouped = new Map<string, RelationEdge[]>()
    for (const l of await repo.links(node, limit)) grouped.set(l.node, [...(grouped.get(l.node) ?? []), l.edge])
    return [...grouped].map(([n, edges]) => ({ node: n, edge: edges }))
  }
  const r = await shortestPaths(from.node, to.node, neighbours, {
    maxSteps: RELATION_MAX_STEPS,
    maxPaths: RELATION_MAX_PATHS,
    hubDegree: RELATION_HUB_DEGREE,
    endDegree: RELATION_HUB_DEGREE * 20,
    maxVisited: MAX_VISITED,
  })
  const names = await repo.describe(r.paths.flatMap((p) => p.map((s) => s.to)))
  names.set(from.node, from.view)
  names.set(to.node, to.view)
  const paths = r.paths.map((steps: PathStep<RelationEdge[]>[]) => {
    const nodes = [from.view, ...steps.map((s) => names.get(s.to) ?? { kind: 'company' as const, id: '', name: '—' })]
    const links = steps.map((s) => linkOf(s.edge, s.from))
    return { nodes, links, text: pathText(nodes, links) }
  })
  return {
    from: from.view,
    to: to.view,
    steps: r.steps,
    maxSteps: RELATION_MAX_STEPS,
    paths,
    total: r.total,
    hubsSkipped: r.hubsSkipped,
    exhausted: r.exhausted,
    source: RELATION_SOURCE,
  }
}
