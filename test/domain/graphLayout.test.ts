import type { GraphEdge, GraphEdgeKind, GraphNode, Neighbourhood } from '../../contract/schemas/graphMap'
import { fitView, layoutGraph, mergeGraph, panBy, toLayout, toScreen, visibleKeys, zoomAt } from '../../src/domain/graphLayout'
import { hitEdge, hitNode, segmentDistance } from '../../src/domain/graphHit'

const node = (key: string, kind: GraphNode['kind'] = key.startsWith('p:') ? 'person' : 'company'): GraphNode => ({
  key,
  kind,
  id: key.slice(2),
  name: key,
  status: '',
  count: 0,
  expandable: true,
})
const edge = (from: string, to: string, kind: GraphEdgeKind): GraphEdge => ({
  key: `${from}>${to}>${kind}`,
  from,
  to,
  kinds: [kind],
  label: kind,
  share: null,
  since: null,
  source: '国家企业信用信息公示系统',
  capturedAt: '2026-11-01',
})

/** C with two company shareholders, one investment, a legal representative and a collapsed group */
function neighbourhood(): Neighbourhood {
  return {
    centre: 'c:C',
    nodes: [
      { ...node('c:C'), expandable: false },
      node('c:H1'),
      node('c:H2'),
      node('c:I1'),
      node('p:L'),
      node('more:c:C:investment', 'more'),
    ],
    edges: [
      edge('c:H1', 'c:C', 'shareholder'),
      edge('c:H2', 'c:C', 'shareholder'),
      edge('c:C', 'c:I1', 'investment'),
      edge('c:C', 'more:c:C:investment', 'investment'),
      edge('p:L', 'c:C', 'legal'),
    ],
    totals: { shareholder: 2, investment: 9, legal: 1, executive: 0, branch: 0, partner: 0 },
    collapsed: true,
  }
}

/** H1 expanded: its own shareholder G and an investment back into C (the same stake, read from H1) */
const expansion: Neighbourhood = {
  centre: 'c:H1',
  nodes: [node('c:H1'), node('c:G'), node('c:C')],
  edges: [edge('c:G', 'c:H1', 'shareholder'), { ...edge('c:H1', 'c:C', 'investment') }],
  totals: { shareholder: 1, investment: 1, legal: 0, executive: 0, branch: 0, partner: 0 },
  collapsed: false,
}

describe('graph layout', () => {
  it('is deterministic: the same graph, in any order, gets the same coordinates', () => {
    const g = neighbourhood()
    const a = layoutGraph(g)
    const shuffled = { ...g, nodes: [...g.nodes].reverse(), edges: [...g.edges].reverse() }
    const b = layoutGraph(shuffled)
    const pos = (l: ReturnType<typeof layoutGraph>) => [...l.byKey.values()].map((p) => `${p.key}@${p.x},${p.y}`).sort()
    expect(pos(b)).toEqual(pos(a))
    expect(layoutGraph(g)).toEqual(a)
  })

  it('puts the centre in the middle, shareholders above and investments below, on one ring', () => {
    const l = layoutGraph(neighbourhood())
    const at = (k: string) => l.byKey.get(k)!
    expect([at('c:C').x, at('c:C').y]).toEqual([0, 0])
    expect(at('c:H1').y).toBeLessThan(0)
    expect(at('c:H2').y).toBeLessThan(0)
    expect(at('c:I1').y).toBeGreaterThan(0)
    const r = (k: string) => Math.round(Math.hypot(at(k).x, at(k).y))
    expect(new Set(['c:H1', 'c:H2', 'c:I1', 'p:L', 'more:c:C:investment'].map(r)).size).toBe(1)
    expect(at('c:H1').parent).toBe('c:C')
    // neighbours on the ring are at least a node's width apart
    const ring = ['c:H1', 'c:H2', 'c:I1', 'p:L', 'more:c:C:investment'].map(at)
    for (let i = 0; i < ring.length; i++)
      for (let j = i + 1; j < ring.length; j++) expect(Math.hypot(ring[i].x - ring[j].x, ring[i].y - ring[j].y)).toBeGreaterThan(104)
  })

  it('an expansion hangs on the next ring from the node expanded; a stake read from both ends is one edge', () => {
    const g = mergeGraph(neighbourhood(), [{ key: 'c:H1', data: expansion }])
    expect(g.expanded).toEqual(['c:H1'])
    expect(g.nodes.map((n) => n.key).filter((k) => k === 'c:C')).toHaveLength(1)
    expect(g.edges.filter((e) => e.from === 'c:H1' && e.to === 'c:C')).toHaveLength(1)
    expect(g.nodes.find((n) => n.key === 'c:C')!.expandable).toBe(false)
    const l = layoutGraph(g)
    const gNode = l.byKey.get('c:G')!
    expect(gNode).toMatchObject({ depth: 2, parent: 'c:H1' })
    const h1 = l.byKey.get('c:H1')!
    expect(Math.hypot(gNode.x, gNode.y)).toBeGreaterThan(Math.hypot(h1.x, h1.y))
    // collapsing it again gives back the first picture
    expect(layoutGraph(mergeGraph(neighbourhood(), []))).toEqual(layoutGraph(neighbourhood()))
  })

  it('hides edge kinds, and nodes no longer connected to the centre', () => {
    const g = mergeGraph(neighbourhood(), [{ key: 'c:H1', data: expansion }])
    const v = visibleKeys(g, new Set(['shareholder']))
    expect(v.nodes.has('c:H2')).toBe(false)
    expect(v.nodes.has('c:I1')).toBe(true)
    expect(v.nodes.has('p:L')).toBe(true)
    // H1 still shows through the investment edge read from its side; G only through H1's shareholder edge: hidden
    expect(v.nodes.has('c:G')).toBe(false)
    expect(visibleKeys(g, new Set()).nodes.size).toBe(g.nodes.length)
  })

  it('views: fit shows everything, zoom keeps the point under the fingers, pan moves', () => {
    const l = layoutGraph(neighbourhood())
    const v = fitView(l.bounds, 390, 500)
    for (const p of l.nodes) {
      const s = toScreen(v, p.x, p.y)
      expect(s.x).toBeGreaterThanOrEqual(0)
      expect(s.x).toBeLessThanOrEqual(390)
      expect(s.y).toBeGreaterThanOrEqual(0)
      expect(s.y).toBeLessThanOrEqual(500)
    }
    const z = zoomAt(v, 2, 100, 120)
    const before = toLayout(v, 100, 120)
    const after = toLayout(z, 100, 120)
    expect(after.x).toBeCloseTo(before.x)
    expect(after.y).toBeCloseTo(before.y)
    expect(zoomAt(v, 1000, 0, 0).scale).toBe(3)
    expect(panBy(v, 10, -5)).toEqual({ ...v, tx: v.tx + 10, ty: v.ty - 5 })
  })
})

describe('graph hit-testing', () => {
  const l = layoutGraph(neighbourhood())

  it('finds the node under a point, with a finger’s margin, and nothing in empty space', () => {
    const h1 = l.byKey.get('c:H1')!
    expect(hitNode(l, h1.x, h1.y)).toBe('c:H1')
    expect(hitNode(l, h1.x + 52 + 4, h1.y)).toBe('c:H1')
    expect(hitNode(l, h1.x + 52 + 20, h1.y)).not.toBe('c:H1')
    const p = l.byKey.get('p:L')!
    expect(hitNode(l, p.x + 20, p.y)).toBe('p:L')
    expect(hitNode(l, 0, 0)).toBe('c:C')
    expect(hitNode(l, 5000, 5000)).toBeNull()
    expect(hitNode(l, h1.x, h1.y, 6, new Set(['c:C']))).toBeNull()
  })

  it('finds the edge nearest to a point between two nodes', () => {
    const g = neighbourhood()
    const i1 = l.byKey.get('c:I1')!
    const mid = { x: i1.x / 2, y: i1.y / 2 }
    expect(hitEdge(l, g.edges, mid.x + 3, mid.y)?.key).toBe('c:C>c:I1>investment')
    expect(hitEdge(l, g.edges, mid.x + 300, mid.y + 300)).toBeNull()
    expect(segmentDistance(5, 5, 0, 0, 10, 0)).toBe(5)
    expect(segmentDistance(-3, 4, 0, 0, 10, 0)).toBe(5)
  })
})
