import { shortestPaths, type Link, type NodeKey, type PathOptions } from '../../src/graph/paths'

const OPTS: PathOptions = { maxSteps: 6, maxPaths: 10, hubDegree: 50, endDegree: 1000, maxVisited: 100_000 }

/** an undirected graph from 'a-b' pairs; the edge value is the pair as written */
function graph(pairs: string[]) {
  const adj = new Map<NodeKey, Link<string>[]>()
  const add = (a: string, b: string, e: string) => adj.set(a, [...(adj.get(a) ?? []), { node: b, edge: e }])
  for (const p of pairs) {
    const [a, b] = p.split('-')
    add(a, b, p)
    add(b, a, p)
  }
  const calls: NodeKey[] = []
  const neighbours = (n: NodeKey, limit: number) => {
    calls.push(n)
    return (adj.get(n) ?? []).slice(0, limit)
  }
  return { neighbours, calls }
}

const nodesOf = (path: Array<{ from: string; to: string }>) => [path[0].from, ...path.map((s) => s.to)].join('>')
const run = async (pairs: string[], from: string, to: string, opts: Partial<PathOptions> = {}) =>
  await shortestPaths(from, to, graph(pairs).neighbours, { ...OPTS, ...opts })

describe('shortest relationship paths', () => {
  it('a direct link is one step, walked in the asked direction', async () => {
    const r = await run(['A-B'], 'B', 'A')
    expect(r.steps).toBe(1)
    expect(r.paths).toEqual([[{ from: 'B', to: 'A', edge: 'A-B' }]])
  })

  it('two steps through a shared person', async () => {
    const r = await run(['A-p', 'p-B', 'A-C'], 'A', 'B')
    expect(r.steps).toBe(2)
    expect(r.paths.map(nodesOf)).toEqual(['A>p>B'])
  })

  it('six steps is found; seven is "none within six"', async () => {
    const chain = (n: number) => Array.from({ length: n }, (_, i) => `n${i}-n${i + 1}`)
    const six = await run(chain(6), 'n0', 'n6')
    expect(six.steps).toBe(6)
    expect(six.paths.map(nodesOf)).toEqual(['n0>n1>n2>n3>n4>n5>n6'])
    expect(six.paths[0].map((s) => s.edge)).toEqual(chain(6))
    const seven = await run(chain(7), 'n0', 'n7')
    expect(seven).toEqual({ steps: null, paths: [], total: 0, hubsSkipped: 0, exhausted: false })
  })

  it('no connection at all', async () => {
    expect((await run(['A-B', 'C-D'], 'A', 'D')).steps).toBeNull()
  })

  it('a cycle gives the shorter way round, once', async () => {
    const r = await run(['A-B', 'B-C', 'C-D', 'D-E', 'E-A'], 'A', 'C')
    expect(r.steps).toBe(2)
    expect(r.paths.map(nodesOf)).toEqual(['A>B>C'])
  })

  it('every shortest path of equal length, each once', async () => {
    const r = await run(['A-p', 'p-B', 'A-q', 'q-B', 'A-x', 'x-y', 'y-B'], 'A', 'B')
    expect(r.steps).toBe(2)
    expect(r.total).toBe(2)
    expect(r.paths.map(nodesOf).sort()).toEqual(['A>p>B', 'A>q>B'])
  })

  it('counts all shortest paths but lists at most maxPaths', async () => {
    // A and B share 4 middle nodes on each of two layers: 4 × 4 = 16 paths of 3 steps
    const pairs: string[] = []
    for (let i = 0; i < 4; i++) {
      pairs.push(`A-m${i}`)
      for (let j = 0; j < 4; j++) pairs.push(`m${i}-k${j}`)
    }
    for (let j = 0; j < 4; j++) pairs.push(`k${j}-B`)
    const r = await run(pairs, 'A', 'B', { maxPaths: 10 })
    expect(r.steps).toBe(3)
    expect(r.total).toBe(16)
    expect(r.paths).toHaveLength(10)
    expect(new Set(r.paths.map(nodesOf)).size).toBe(10)
  })

  it('does not walk through a hub, and says how many it passed over', async () => {
    const hub = Array.from({ length: 60 }, (_, i) => `H-x${i}`)
    const viaHub = await run([...hub, 'A-H', 'H-B'], 'A', 'B')
    expect(viaHub.steps).toBeNull()
    expect(viaHub.hubsSkipped).toBe(1)
    const around = await run([...hub, 'A-H', 'H-B', 'A-p', 'p-q', 'q-B'], 'A', 'B')
    expect(around.steps).toBe(3)
    expect(around.paths.map(nodesOf)).toEqual(['A>p>q>B'])
  })

  it('an end may itself be a hub', async () => {
    const hub = Array.from({ length: 60 }, (_, i) => `A-x${i}`)
    expect((await run([...hub, 'A-p', 'p-B'], 'A', 'B')).steps).toBe(2)
  })

  it('widens the smaller side first', async () => {
    // A has one neighbour, B has 30: the search should expand A's side, not B's, to meet at p
    const pairs = ['A-p', 'p-B', ...Array.from({ length: 30 }, (_, i) => `B-y${i}`)]
    const g = graph(pairs)
    const r = await shortestPaths('A', 'B', g.neighbours, OPTS)
    expect(r.steps).toBe(2)
    expect(g.calls.some((n) => n.startsWith('y'))).toBe(false)
  })

  it('stops after maxVisited nodes and says so', async () => {
    const pairs = Array.from({ length: 40 }, (_, i) => `A-a${i}`).concat(Array.from({ length: 40 }, (_, i) => `a${i}-b${i}`))
    const r = await run([...pairs, 'Z-z'], 'A', 'Z', { maxVisited: 30 })
    expect(r.steps).toBeNull()
    expect(r.exhausted).toBe(true)
  })
})
