/**
 * The long image of a graph: a title band with the name, the whole graph as shown (filters applied) fitted to the
 * width, the legend, every relation shown written out with its register and capture date, and the footer.
 * Units are image units (375 wide); the canvas is scaled for a sharp image.
 */
import type { GraphEdgeKind } from '../../../contract/schemas/graphMap'
import { fitView, type Graph, type Layout } from '@/domain/graphLayout'
import { drawGraph, font, KIND_COLOR, KIND_LABEL, wrapText, type GraphContext } from './draw'

export const IMAGE_WIDTH = 375
export const IMAGE_SCALE = 2
/** relations written out below the graph; the rest are counted */
export const IMAGE_MAX_ROWS = 40

const HEAD = 92
const LEGEND = 36
const ROW = 66
const LIST_HEAD = 40
const FOOT = 48
const M = 16
const MAX_GRAPH_H = 620

export interface LongImageSpec {
  title: string
  name: string
  graph: Graph
  layout: Layout
  visibleNodes: ReadonlySet<string>
  visibleEdges: ReadonlySet<string>
  /** yyyy-mm-dd, the day it is made */
  date: string
}

export interface LongImageSize {
  height: number
  graphTop: number
  graphHeight: number
  kinds: GraphEdgeKind[]
  rows: Array<{ kind: GraphEdgeKind; what: string; who: string; sub: string }>
  more: number
}

const nameOf = (g: Graph, key: string) => g.nodes.find((n) => n.key === key)?.name ?? ''

export function measureLongImage(spec: LongImageSpec): LongImageSize {
  const { graph: g, layout } = spec
  const b = layout.bounds
  const w = b.maxX - b.minX || 1
  const h = b.maxY - b.minY || 1
  const s = Math.min(1, (IMAGE_WIDTH - 2 * M) / w)
  const graphHeight = Math.min(MAX_GRAPH_H, Math.max(200, h * s + 2 * M))
  const shown = g.edges.filter((e) => spec.visibleEdges.has(e.key))
  const kinds = [...new Set(shown.flatMap((e) => e.kinds))]
  const listed = shown.filter((e) => !e.from.startsWith('more:') && !e.to.startsWith('more:'))
  const rows = listed.slice(0, IMAGE_MAX_ROWS).map((e) => ({
    kind: e.kinds[0],
    what: `${e.kinds.map((k) => KIND_LABEL[k]).join('、')} · ${e.label}${e.since ? `，${e.since} 起` : ''}`,
    who: `${nameOf(g, e.from)} → ${nameOf(g, e.to)}`,
    sub: `来源：${e.source || '工商登记信息'}${e.capturedAt ? ` · 采集于 ${e.capturedAt.slice(0, 10)}` : ''}`,
  }))
  const more = listed.length - rows.length
  const height = HEAD + graphHeight + LEGEND + LIST_HEAD + rows.length * ROW + (more > 0 ? 28 : 0) + FOOT
  return { height, graphTop: HEAD, graphHeight, kinds, rows, more }
}

export function drawLongImage(ctx: GraphContext, spec: LongImageSpec, size: LongImageSize, pixelScale = IMAGE_SCALE) {
  const set = (a: number, e = 0, f = 0) => ctx.setTransform(a * pixelScale, 0, 0, a * pixelScale, e * pixelScale, f * pixelScale)
  set(1)
  ctx.fillStyle = '#f5f6f8'
  ctx.fillRect(0, 0, IMAGE_WIDTH, size.height)
  // title band
  ctx.fillStyle = '#2979ff'
  ctx.fillRect(0, 0, IMAGE_WIDTH, HEAD)
  ctx.fillStyle = '#ffffff'
  ctx.textAlign = 'left'
  ctx.textBaseline = 'middle'
  ctx.font = font(13)
  ctx.fillText(`云企查 · ${spec.title}`, M, 22)
  ctx.font = font(17, 600)
  ctx.fillText(wrapText(ctx, spec.name, IMAGE_WIDTH - 2 * M, 1)[0] ?? '', M, 50)
  ctx.font = font(11)
  ctx.fillText(`生成于 ${spec.date}`, M, 74)

  // the graph on a white card
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, size.graphTop, IMAGE_WIDTH, size.graphHeight)
  const view = fitView(spec.layout.bounds, IMAGE_WIDTH, size.graphHeight, M)
  ctx.save()
  set(view.scale, view.tx, view.ty + size.graphTop)
  drawGraph(ctx, spec.graph, spec.layout, {
    visibleNodes: spec.visibleNodes,
    visibleEdges: spec.visibleEdges,
    scale: view.scale,
  })
  ctx.restore()
  set(1)

  // legend
  let y = size.graphTop + size.graphHeight + LEGEND / 2
  let x = M
  ctx.font = font(11)
  ctx.textBaseline = 'middle'
  ctx.textAlign = 'left'
  for (const k of size.kinds) {
    ctx.strokeStyle = KIND_COLOR[k]
    ctx.lineWidth = 2
    ctx.beginPath()
    ctx.moveTo(x, y)
    ctx.lineTo(x + 14, y)
    ctx.stroke()
    ctx.fillStyle = '#5f6673'
    ctx.fillText(KIND_LABEL[k], x + 18, y)
    x += 18 + ctx.measureText(KIND_LABEL[k]).width + 14
  }

  // the relations written out
  y = size.graphTop + size.graphHeight + LEGEND
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, y, IMAGE_WIDTH, LIST_HEAD + size.rows.length * ROW + (size.more > 0 ? 28 : 0))
  ctx.fillStyle = '#283040'
  ctx.font = font(14, 600)
  ctx.fillText('关系明细', M, y + LIST_HEAD / 2)
  y += LIST_HEAD
  for (const r of size.rows) {
    ctx.fillStyle = KIND_COLOR[r.kind]
    ctx.fillRect(M, y + 10, 3, ROW - 20)
    const line = (text: string, at: number) => ctx.fillText(wrapText(ctx, text, IMAGE_WIDTH - 2 * M - 10, 1)[0] ?? '', M + 10, y + at)
    ctx.fillStyle = '#283040'
    ctx.font = font(12, 600)
    line(r.what, 15)
    ctx.font = font(12)
    line(r.who, 33)
    ctx.fillStyle = '#9aa0ab'
    ctx.font = font(10)
    line(r.sub, 51)
    y += ROW
  }
  if (size.more > 0) {
    ctx.fillStyle = '#9aa0ab'
    ctx.font = font(11)
    ctx.fillText(`另有 ${size.more} 条关系未列出，请在云企查中查看`, M, y + 14)
    y += 28
  }
  ctx.fillStyle = '#9aa0ab'
  ctx.font = font(10)
  ctx.textAlign = 'center'
  ctx.fillText('数据来源于公开的工商登记信息，仅供参考 · 云企查', IMAGE_WIDTH / 2, y + FOOT / 2)
}
