/**
 * Drawing the graph on a standard 2D canvas context (a browser canvas in H5, a type-2d canvas in the mini-program):
 * edges as lines coloured by kind with an arrow towards the company held, served or headed and a short label;
 * companies as boxes, persons as circles, collapsed groups as grey pills. Coordinates are layout units; the caller's
 * transform maps them to pixels.
 */
import type { GraphEdge, GraphEdgeKind, GraphNode } from '../../../contract/schemas/graphMap'
import type { Graph, Layout, PlacedNode } from '@/domain/graphLayout'

export interface GraphContext {
  fillStyle: string | CanvasGradient | CanvasPattern
  strokeStyle: string | CanvasGradient | CanvasPattern
  lineWidth: number
  font: string
  textAlign: CanvasTextAlign
  textBaseline: CanvasTextBaseline
  globalAlpha: number
  beginPath(): void
  closePath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  arc(x: number, y: number, r: number, a0: number, a1: number): void
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): void
  fill(): void
  stroke(): void
  fillRect(x: number, y: number, w: number, h: number): void
  clearRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  measureText(text: string): { width: number }
  setLineDash(segments: number[]): void
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void
  save(): void
  restore(): void
}

export const FONT_FAMILY = '"PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif'
export const font = (size: number, weight = 400) => `${weight} ${size}px ${FONT_FAMILY}`

export const KIND_COLOR: Record<GraphEdgeKind, string> = {
  shareholder: '#ED7455',
  investment: '#2979ff',
  legal: '#fa3534',
  executive: '#19be6b',
  branch: '#ff9900',
  partner: '#8e6be8',
}
export const KIND_LABEL: Record<GraphEdgeKind, string> = {
  shareholder: '股东',
  investment: '对外投资',
  legal: '法定代表人',
  executive: '主要人员',
  branch: '分支机构',
  partner: '合作伙伴',
}
const INK = '#283040'
const COMPANY = '#2979ff'
const PERSON = '#ED7455'
const GREY = '#9aa0ab'

export interface DrawState {
  visibleNodes: ReadonlySet<string>
  visibleEdges: ReadonlySet<string>
  selectedNode?: string | null
  selectedEdge?: string | null
  /** labels are drawn only when they stay readable */
  scale: number
}

function roundRect(ctx: GraphContext, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath()
  ctx.moveTo(x + r, y)
  ctx.arcTo(x + w, y, x + w, y + h, r)
  ctx.arcTo(x + w, y + h, x, y + h, r)
  ctx.arcTo(x, y + h, x, y, r)
  ctx.arcTo(x, y, x + w, y, r)
  ctx.closePath()
}

/** the point where the line from the other end enters the node's shape */
function border(p: PlacedNode, fromX: number, fromY: number, pad = 2) {
  const dx = fromX - p.x
  const dy = fromY - p.y
  const len = Math.hypot(dx, dy) || 1
  let t: number
  if (p.shape.type === 'circle') t = (p.shape.r + pad) / len
  else t = Math.min((p.shape.w / 2 + pad) / Math.abs(dx || 1e-9), (p.shape.h / 2 + pad) / Math.abs(dy || 1e-9))
  t = Math.min(t, 0.5)
  return { x: p.x + dx * t, y: p.y + dy * t }
}

/** Splits a name into at most `lines` lines that fit `width`; the last ends with … when cut. */
export function wrapText(ctx: Pick<GraphContext, 'measureText'>, text: string, width: number, lines: number): string[] {
  const out: string[] = []
  let rest = Array.from(text)
  while (rest.length && out.length < lines) {
    let n = rest.length
    while (n > 1 && ctx.measureText(rest.slice(0, n).join('')).width > width) n--
    if (out.length === lines - 1 && n < rest.length) {
      while (n > 1 && ctx.measureText(`${rest.slice(0, n).join('')}…`).width > width) n--
      out.push(`${rest.slice(0, n).join('')}…`)
      return out
    }
    out.push(rest.slice(0, n).join(''))
    rest = rest.slice(n)
  }
  return out
}

const edgeColor = (e: GraphEdge) => KIND_COLOR[e.kinds[0]]

/** the short text an edge carries on the picture: the share, or the first role */
export function edgeTag(e: GraphEdge): string {
  if (e.share) return `${Number(e.share.toFixed(2))}%`
  if (e.kinds[0] === 'branch') return '分支'
  return e.label.split('、')[0].replace(/^股东 持股 /, '')
}

function drawEdge(ctx: GraphContext, e: GraphEdge, a: PlacedNode, b: PlacedNode, state: DrawState) {
  const p = border(a, b.x, b.y)
  const q = border(b, a.x, a.y, 3)
  const color = edgeColor(e)
  const chosen = state.selectedEdge === e.key
  const faded = !!state.selectedNode && e.from !== state.selectedNode && e.to !== state.selectedNode
  ctx.globalAlpha = faded ? 0.25 : 1
  ctx.strokeStyle = color
  ctx.lineWidth = chosen ? 3 : 1.2
  ctx.setLineDash(e.from.startsWith('more:') || e.to.startsWith('more:') ? [4, 3] : [])
  ctx.beginPath()
  ctx.moveTo(p.x, p.y)
  ctx.lineTo(q.x, q.y)
  ctx.stroke()
  ctx.setLineDash([])
  // arrow head at the company the edge points to
  const ang = Math.atan2(q.y - p.y, q.x - p.x)
  const s = 7
  ctx.fillStyle = color
  ctx.beginPath()
  ctx.moveTo(q.x, q.y)
  ctx.lineTo(q.x - s * Math.cos(ang - 0.4), q.y - s * Math.sin(ang - 0.4))
  ctx.lineTo(q.x - s * Math.cos(ang + 0.4), q.y - s * Math.sin(ang + 0.4))
  ctx.closePath()
  ctx.fill()
  if (state.scale >= 0.45 && !e.from.startsWith('more:') && !e.to.startsWith('more:')) {
    const tag = edgeTag(e)
    ctx.font = font(10)
    const w = ctx.measureText(tag).width + 8
    const mx = (p.x + q.x) / 2
    const my = (p.y + q.y) / 2
    ctx.fillStyle = '#ffffff'
    roundRect(ctx, mx - w / 2, my - 8, w, 16, 8)
    ctx.fill()
    ctx.fillStyle = color
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillText(tag, mx, my + 0.5)
  }
  ctx.globalAlpha = 1
}

function drawNode(ctx: GraphContext, n: GraphNode, p: PlacedNode, g: Graph, state: DrawState) {
  const centre = n.key === g.centre
  const chosen = state.selectedNode === n.key
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  if (p.shape.type === 'circle') {
    const r = p.shape.r
    ctx.fillStyle = centre ? PERSON : '#fff4f0'
    ctx.strokeStyle = PERSON
    ctx.lineWidth = chosen ? 3 : 1.5
    ctx.beginPath()
    ctx.arc(p.x, p.y, r, 0, Math.PI * 2)
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = centre ? '#ffffff' : PERSON
    ctx.font = font(centre ? 13 : 11, 600)
    const lines = wrapText(ctx, n.name, r * 2 - 8, 2)
    lines.forEach((l, i) => ctx.fillText(l, p.x, p.y + (i - (lines.length - 1) / 2) * 13))
    if (n.count > 0 && !centre) {
      ctx.font = font(10)
      ctx.fillStyle = GREY
      ctx.fillText(`共同 ${n.count} 家`, p.x, p.y + r + 9)
    }
  } else {
    const { w, h } = p.shape
    const x = p.x - w / 2
    const y = p.y - h / 2
    if (n.kind === 'more') {
      ctx.fillStyle = '#f3f4f6'
      ctx.strokeStyle = GREY
      ctx.setLineDash([3, 3])
      ctx.lineWidth = 1
      roundRect(ctx, x, y, w, h, h / 2)
      ctx.fill()
      ctx.stroke()
      ctx.setLineDash([])
      ctx.fillStyle = '#5f6673'
      ctx.font = font(11)
      ctx.fillText(n.name, p.x, p.y + 0.5)
      return
    }
    ctx.fillStyle = centre ? COMPANY : '#ffffff'
    ctx.strokeStyle = COMPANY
    ctx.lineWidth = chosen ? 3 : 1.2
    roundRect(ctx, x, y, w, h, 6)
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = centre ? '#ffffff' : INK
    ctx.font = font(centre ? 13 : 11, centre ? 600 : 400)
    const lines = wrapText(ctx, n.name, w - 10, 2)
    lines.forEach((l, i) => ctx.fillText(l, p.x, p.y + (i - (lines.length - 1) / 2) * (centre ? 16 : 14)))
  }
  if (n.expandable) {
    // + to expand, − once expanded
    const bx = p.shape.type === 'box' ? p.x + p.shape.w / 2 - 2 : p.x + p.shape.r * 0.72
    const by = p.shape.type === 'box' ? p.y - p.shape.h / 2 + 2 : p.y - p.shape.r * 0.72
    const open = g.expanded.includes(n.key)
    ctx.fillStyle = open ? GREY : COMPANY
    ctx.beginPath()
    ctx.arc(bx, by, 6, 0, Math.PI * 2)
    ctx.fill()
    ctx.strokeStyle = '#ffffff'
    ctx.lineWidth = 1.5
    ctx.beginPath()
    ctx.moveTo(bx - 3, by)
    ctx.lineTo(bx + 3, by)
    if (!open) {
      ctx.moveTo(bx, by - 3)
      ctx.lineTo(bx, by + 3)
    }
    ctx.stroke()
  }
}

/** Draws the visible part of the graph; the context's transform is the caller's. */
export function drawGraph(ctx: GraphContext, g: Graph, layout: Layout, state: DrawState) {
  const byKey = new Map(g.nodes.map((n) => [n.key, n]))
  for (const e of g.edges) {
    if (!state.visibleEdges.has(e.key)) continue
    const a = layout.byKey.get(e.from)
    const b = layout.byKey.get(e.to)
    if (a && b) drawEdge(ctx, e, a, b, state)
  }
  for (const p of layout.nodes) {
    const n = byKey.get(p.key)
    if (!n || !state.visibleNodes.has(p.key)) continue
    ctx.globalAlpha = state.selectedNode && state.selectedNode !== p.key && !near(g, state.selectedNode, p.key) ? 0.35 : 1
    drawNode(ctx, n, p, g, state)
  }
  ctx.globalAlpha = 1
}

const near = (g: Graph, a: string, b: string) => g.edges.some((e) => (e.from === a && e.to === b) || (e.from === b && e.to === a))
