import { View, Text, Canvas, ScrollView, type ITouchEvent } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { GraphEdge, GraphEdgeKind, Neighbourhood } from '../../../contract/schemas/graphMap'
import { GRAPH_EDGE_KINDS } from '../../../contract/domain/graphMap'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { companyGraph, personGraph } from '@/services/graphMap'
import { navigate } from '@/services/nav'
import type { ApiError } from '@/services/request'
import { fitView, layoutGraph, mergeGraph, panBy, toLayout, toScreen, visibleKeys, zoomAt, type View as ViewT } from '@/domain/graphLayout'
import { hitEdge, hitNode } from '@/domain/graphHit'
import { to } from '@/links.gen'
import { putPreview } from '../imgPreview/handoff'
import { canvasImage, context2d, EXPORT_CANVAS_ID, exportCanvas, findCanvas, pixelRatio, STAGE_CANVAS_ID, type AnyCanvas } from './canvas'
import { drawGraph, KIND_COLOR, KIND_LABEL } from './draw'
import { drawLongImage, IMAGE_SCALE, IMAGE_WIDTH, measureLongImage } from './longImage'
import './charts.scss'

export type GraphSubject = { kind: 'company'; id: string } | { kind: 'person'; id: string }

/** the stage's size before it can be measured (and where it cannot, as in tests) */
export const FALLBACK_STAGE = { width: 375, height: 480 }
const LONG_PRESS_MS = 500
const TAP_SLOP = 8
const isWeapp = process.env.TARO_ENV === 'weapp'
/** H5 keeps earlier pages in the document: each graph page's stage and canvas get their own ids */
let instances = 0

type Load = { state: 'loading' } | { state: 'ready'; base: Neighbourhood } | { state: 'failed'; text: string; retry: boolean }
type Selection = { type: 'node'; key: string } | { type: 'edge'; key: string } | null
type Pt = { x: number; y: number }

const fetchOf = (s: GraphSubject) => (s.kind === 'company' ? companyGraph(s.id) : personGraph(s.id))
const today = () => {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}
const openEntity = (kind: 'company' | 'person', id: string) =>
  navigate(kind === 'company' ? to.companyProfile({ pid: id }) : to.personProfile({ personId: id })).catch(() => undefined)
/** 'more:<node key>:<kind>' → the node the collapsed group belongs to */
const moreOwner = (key: string) => key.slice(5, key.lastIndexOf(':'))

/** 企业图谱 / 人员图谱: the neighbourhood drawn on a canvas, panned, zoomed, expanded, filtered and saved as a long image. */
export default function GraphView({ subject, title }: { subject: GraphSubject; title: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [expansions, setExpansions] = useState<Array<{ key: string; data: Neighbourhood }>>([])
  const [hidden, setHidden] = useState<ReadonlySet<GraphEdgeKind>>(new Set())
  const [selection, setSelection] = useState<Selection>(null)
  const [expanding, setExpanding] = useState('')
  const [saving, setSaving] = useState(false)
  const ids = useMemo(() => {
    const n = ++instances
    return { stage: `gmap-stage-${n}`, canvas: `${STAGE_CANVAS_ID}-${n}` }
  }, [])

  const view = useRef<ViewT | null>(null)
  const stage = useRef({ ...FALLBACK_STAGE, left: 0, top: 0 })
  const canvas = useRef<AnyCanvas | null>(null)
  const touch = useRef({
    mode: 'none' as 'none' | 'pan' | 'pinch',
    start: { x: 0, y: 0 },
    last: { x: 0, y: 0 },
    moved: false,
    dist: 0,
    at: 0,
    long: false,
    lastTouchEnd: 0,
  })
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const fetchBase = () => {
    if (!subject.id) {
      setLoad({ state: 'failed', text: subject.kind === 'company' ? '缺少企业编号' : '缺少人员编号', retry: false })
      return
    }
    setLoad({ state: 'loading' })
    fetchOf(subject).then(
      (base) => setLoad({ state: 'ready', base }),
      (e: ApiError) =>
        setLoad({
          state: 'failed',
          text: e?.code === 'NETWORK' ? '加载失败，请检查网络后重试' : e?.message || '图谱加载失败',
          retry: e?.code !== '4040',
        }),
    )
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `fetchBase` reads the subject these two name
  useEffect(fetchBase, [subject.kind, subject.id])

  const base = load.state === 'ready' ? load.base : null
  const graph = useMemo(() => (base ? mergeGraph(base, expansions) : null), [base, expansions])
  const layout = useMemo(() => (graph ? layoutGraph(graph) : null), [graph])
  const visible = useMemo(() => (graph ? visibleKeys(graph, hidden) : null), [graph, hidden])
  const centreName = base?.nodes.find((n) => n.key === base.centre)?.name ?? ''
  const empty = !!base && base.edges.length === 0

  const draw = () => {
    const c = canvas.current
    const ctx = context2d(c)
    if (!c || !ctx || !graph || !layout || !visible || !view.current) return
    const dpr = pixelRatio()
    const { width, height } = stage.current
    if (c.width !== Math.round(width * dpr) || c.height !== Math.round(height * dpr)) {
      c.width = Math.round(width * dpr)
      c.height = Math.round(height * dpr)
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
    ctx.clearRect(0, 0, width, height)
    const v = view.current
    ctx.setTransform(dpr * v.scale, 0, 0, dpr * v.scale, dpr * v.tx, dpr * v.ty)
    drawGraph(ctx, graph, layout, {
      visibleNodes: visible.nodes,
      visibleEdges: visible.edges,
      selectedNode: selection?.type === 'node' ? selection.key : null,
      selectedEdge: selection?.type === 'edge' ? selection.key : null,
      scale: v.scale,
    })
  }
  const drawRef = useRef(draw)
  drawRef.current = draw

  // the stage is measured and the canvas found once the graph is on the page
  const ready = !!layout && !empty
  useEffect(() => {
    if (!ready) return
    let gone = false
    const setUp = async () => {
      await new Promise((r) => setTimeout(r, 50))
      const rect = await measureStage(ids.stage)
      if (gone) return
      if (rect) stage.current = rect
      // Taro's canvas element may render its <canvas> a frame later
      for (let i = 0; i < 20 && !gone && !canvas.current; i++) {
        canvas.current = await findCanvas(ids.canvas)
        if (!canvas.current) await new Promise((r) => setTimeout(r, 50))
      }
      if (gone || !layout) return
      view.current = fitView(layout.bounds, stage.current.width, stage.current.height)
      drawRef.current()
    }
    setUp()
    return () => {
      gone = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set up once, with the first layout; later ones redraw through drawRef
  }, [ready])

  useEffect(() => {
    drawRef.current()
  }, [graph, layout, visible, selection])

  const fit = () => {
    if (!layout) return
    view.current = fitView(layout.bounds, stage.current.width, stage.current.height)
    drawRef.current()
  }
  const zoom = (factor: number) => {
    if (!view.current) return
    view.current = zoomAt(view.current, factor, stage.current.width / 2, stage.current.height / 2)
    drawRef.current()
  }

  // ---- gestures ----
  const points = (e: ITouchEvent): Pt[] =>
    Array.from((e.touches ?? []) as ArrayLike<{ clientX: number; clientY: number }>).map((t) => ({
      x: t.clientX - stage.current.left,
      y: t.clientY - stage.current.top,
    }))

  const pick = (p: Pt, preferEdge: boolean): Selection => {
    if (!layout || !visible || !view.current || !graph) return null
    const s = view.current.scale
    const at = toLayout(view.current, p.x, p.y)
    const shownEdges = graph.edges.filter((e) => visible.edges.has(e.key))
    const nodeKey = hitNode(layout, at.x, at.y, 6 / s, visible.nodes)
    if (nodeKey && !preferEdge) return { type: 'node', key: nodeKey }
    if (nodeKey) {
      // a long press on a node: the link that places it
      const parent = layout.byKey.get(nodeKey)?.parent
      const e = shownEdges.find((x) => (x.from === nodeKey && x.to === parent) || (x.to === nodeKey && x.from === parent))
      return e ? { type: 'edge', key: e.key } : { type: 'node', key: nodeKey }
    }
    const e = hitEdge(layout, shownEdges, at.x, at.y, 12 / s)
    return e ? { type: 'edge', key: e.key } : null
  }

  const onTouchStart = (e: ITouchEvent) => {
    if (process.env.TARO_ENV === 'h5') {
      const r = document.getElementById(ids.stage)?.getBoundingClientRect()
      if (r && r.width > 0) stage.current = { ...stage.current, left: r.left, top: r.top }
    }
    const pts = points(e)
    const t = touch.current
    if (timer.current) clearTimeout(timer.current)
    if (pts.length >= 2) {
      t.mode = 'pinch'
      t.dist = Math.hypot(pts[0].x - pts[1].x, pts[0].y - pts[1].y)
      t.last = { x: (pts[0].x + pts[1].x) / 2, y: (pts[0].y + pts[1].y) / 2 }
      t.moved = true
      return
    }
    if (!pts.length) return
    t.mode = 'pan'
    t.start = pts[0]
    t.last = pts[0]
    t.moved = false
    t.long = false
    t.at = Date.now()
    timer.current = setTimeout(() => {
      if (t.moved || t.mode !== 'pan') return
      t.long = true
      const sel = pick(t.start, true)
      if (sel) setSelection(sel)
    }, LONG_PRESS_MS)
  }

  const onTouchMove = (e: ITouchEvent) => {
    const pts = points(e)
    const t = touch.current
    if (!view.current) return
    if (t.mode === 'pinch' && pts.length >= 2) {
      const dist = Math.hypot(pts[0].x - pts[1].x, pts[0].y - pts[1].y)
      const mid = { x: (pts[0].x + pts[1].x) / 2, y: (pts[0].y + pts[1].y) / 2 }
      if (t.dist > 0) view.current = zoomAt(view.current, dist / t.dist, mid.x, mid.y)
      view.current = panBy(view.current, mid.x - t.last.x, mid.y - t.last.y)
      t.dist = dist
      t.last = mid
      drawRef.current()
    } else if (t.mode === 'pan' && pts.length === 1) {
      const p = pts[0]
      if (!t.moved && Math.hypot(p.x - t.start.x, p.y - t.start.y) < TAP_SLOP) return
      t.moved = true
      view.current = panBy(view.current, p.x - t.last.x, p.y - t.last.y)
      t.last = p
      drawRef.current()
    }
  }

  const onTouchEnd = (e: ITouchEvent) => {
    const t = touch.current
    if (timer.current) clearTimeout(timer.current)
    t.lastTouchEnd = Date.now()
    const rest = points(e)
    if (t.mode === 'pinch') {
      // one finger left on the glass carries on panning
      t.mode = rest.length === 1 ? 'pan' : 'none'
      if (rest.length === 1) t.last = rest[0]
      return
    }
    if (t.mode === 'pan' && !t.moved && !t.long && Date.now() - t.at < LONG_PRESS_MS) setSelection(pick(t.start, false))
    t.mode = 'none'
  }

  /** a mouse click (H5 on a desktop); the click a touch tap also fires is ignored */
  const onClick = (event: ITouchEvent) => {
    const e = event as unknown as { clientX?: number; clientY?: number }
    if (Date.now() - touch.current.lastTouchEnd < 800 || e.clientX === undefined || e.clientY === undefined) return
    const r = process.env.TARO_ENV === 'h5' ? document.getElementById(ids.stage)?.getBoundingClientRect() : null
    const left = r?.left ?? stage.current.left
    const top = r?.top ?? stage.current.top
    setSelection(pick({ x: e.clientX - left, y: e.clientY - top }, false))
  }

  // ---- expanding ----
  const expand = async (key: string) => {
    const n = graph?.nodes.find((x) => x.key === key)
    if (!n || !base || !layout || n.kind === 'more') return
    setExpanding(key)
    try {
      const data = n.kind === 'company' ? await companyGraph(n.id, 'holdings') : await personGraph(n.id, 'roles')
      const next = [...expansions, { key, data }]
      const merged = mergeGraph(base, next)
      if (merged.nodes.length === graph!.nodes.length) Taro.showToast({ title: '没有更多关联', icon: 'none' })
      // the node expanded stays under the finger
      const before = layout.byKey.get(key)
      const after = layoutGraph(merged).byKey.get(key)
      if (before && after && view.current) {
        const a = toScreen(view.current, before.x, before.y)
        const b = toScreen(view.current, after.x, after.y)
        view.current = panBy(view.current, a.x - b.x, a.y - b.y)
      }
      setExpansions(next)
    } catch (e) {
      Taro.showToast({ title: (e as Error)?.message || '展开失败，请重试', icon: 'none' })
    } finally {
      setExpanding('')
    }
  }
  const collapse = (key: string) => {
    if (!base) return
    let next = expansions.filter((x) => x.key !== key)
    // an expansion hanging from a node that is gone goes too
    for (;;) {
      const keys = new Set(mergeGraph(base, next).nodes.map((n) => n.key))
      const kept = next.filter((x) => keys.has(x.key))
      if (kept.length === next.length) break
      next = kept
    }
    setExpansions(next)
  }

  const toggle = (k: GraphEdgeKind) => {
    const next = new Set(hidden)
    if (next.has(k)) next.delete(k)
    else next.add(k)
    setHidden(next)
    setSelection(null)
  }

  // ---- the long image ----
  const save = async () => {
    if (!graph || !layout || !visible || saving) return
    setSaving(true)
    try {
      const c = await exportCanvas()
      const spec = { title, name: centreName, graph, layout, visibleNodes: visible.nodes, visibleEdges: visible.edges, date: today() }
      const size = measureLongImage(spec)
      // very long images are drawn at a lower resolution: canvases stop at about 8,000 pixels
      const scale = Math.min(IMAGE_SCALE, 8000 / size.height)
      c.width = Math.round(IMAGE_WIDTH * scale)
      c.height = Math.round(size.height * scale)
      drawLongImage(context2d(c)!, spec, size, scale)
      const src = await canvasImage(c)
      const key = putPreview({ src, title: `${centreName} · ${title}`, fileName: `${centreName}-${title}.png` })
      await navigate(to.imgPreview({ key }))
    } catch (e) {
      Taro.showToast({ title: (e as Error)?.message || '图片生成失败，请重试', icon: 'none' })
    } finally {
      setSaving(false)
    }
  }

  // ---- what is on the page ----
  const presentKinds = useMemo(() => {
    if (!graph || !base) return []
    const inGraph = new Set(graph.edges.flatMap((e) => e.kinds))
    return GRAPH_EDGE_KINDS.filter((k) => inGraph.has(k) || base.totals[k] > 0)
  }, [graph, base])

  const header = <HeaderBar title={title} />
  if (load.state === 'loading')
    return (
      <View className='gmap-page'>
        {header}
        <LoadingOverlay visible />
      </View>
    )
  if (load.state === 'failed')
    return (
      <View className='gmap-page'>
        {header}
        <Empty text={load.text}>
          {load.retry && (
            <View className='gmap-retry' onClick={fetchBase} data-testid='gmap-retry'>
              <Text>重新加载</Text>
            </View>
          )}
        </Empty>
      </View>
    )

  const selNode = selection?.type === 'node' ? graph!.nodes.find((n) => n.key === selection.key) : undefined
  const selEdge = selection?.type === 'edge' ? graph!.edges.find((e) => e.key === selection.key) : undefined
  const nameOf = (key: string) => graph!.nodes.find((n) => n.key === key)?.name ?? ''

  return (
    <View className='gmap-page'>
      {header}
      <View className='gmap-head'>
        <Text className='gmap-head__name' data-testid='gmap-name'>
          {centreName}
        </Text>
        <Text className='gmap-head__tip'>点击节点查看或展开 · 长按连线看关系详情 · 双指缩放</Text>
      </View>
      {empty ? (
        <Empty text='暂无数据～'>
          <Text className='gmap-empty-tip'>
            {subject.kind === 'company' ? '未查到该企业的股东、投资、人员或分支机构' : '未查到该人员的任职或投资企业'}
          </Text>
        </Empty>
      ) : (
        <>
          <ScrollView scrollX className='gmap-chips'>
            {presentKinds.map((k) => (
              <View
                key={k}
                className={`gmap-chip ${hidden.has(k) ? 'is-off' : ''}`}
                onClick={() => toggle(k)}
                data-testid='gmap-chip'
                role='checkbox'
                aria-checked={!hidden.has(k)}
              >
                <View className='gmap-chip__dot' style={{ background: KIND_COLOR[k] }} />
                <Text>
                  {KIND_LABEL[k]} {base!.totals[k]}
                </Text>
              </View>
            ))}
          </ScrollView>
          <View className='gmap-stage-wrap'>
            <View
              className='gmap-stage'
              id={ids.stage}
              catchMove
              onTouchStart={onTouchStart}
              onTouchMove={onTouchMove}
              onTouchEnd={onTouchEnd}
              onTouchCancel={onTouchEnd}
              onClick={onClick}
              data-testid='gmap-stage'
            >
              <Canvas type='2d' id={ids.canvas} className='gmap-canvas' />
            </View>
            <View className='gmap-zoom'>
              <View className='gmap-zoom__btn' onClick={() => zoom(1.25)} aria-label='放大'>
                <Text>+</Text>
              </View>
              <View className='gmap-zoom__btn' onClick={() => zoom(0.8)} aria-label='缩小'>
                <Text>−</Text>
              </View>
              <View className='gmap-zoom__btn gmap-zoom__btn--fit' onClick={fit} aria-label='适应屏幕'>
                <Text>复位</Text>
              </View>
            </View>
            {base!.collapsed && <Text className='gmap-note'>关联过多的分组已合并显示</Text>}
          </View>

          {selNode && (
            <View className='gmap-panel' data-testid='gmap-panel'>
              <View className='gmap-panel__top'>
                <Text className='gmap-panel__name'>{selNode.name}</Text>
                <Text className='gmap-panel__close' onClick={() => setSelection(null)} aria-label='关闭'>
                  ×
                </Text>
              </View>
              {selNode.kind === 'more' ? (
                <>
                  <Text className='gmap-panel__sub'>这一组关联较多，图中只画出主要的几家</Text>
                  <View className='gmap-panel__actions'>
                    <View
                      className='gmap-btn'
                      data-testid='gmap-open'
                      onClick={() => {
                        const owner = graph!.nodes.find((n) => n.key === moreOwner(selNode.key))
                        if (owner && owner.kind !== 'more') openEntity(owner.kind, owner.id)
                      }}
                    >
                      <Text>查看完整名单</Text>
                    </View>
                  </View>
                </>
              ) : (
                <>
                  <Text className='gmap-panel__sub'>
                    {selNode.kind === 'company' ? `企业${selNode.status ? ` · ${selNode.status}` : ''}` : '人员'}
                    {selNode.count > 0 && selNode.kind === 'person' ? ` · 共同关联 ${selNode.count} 家` : ''}
                  </Text>
                  <View className='gmap-panel__actions'>
                    <View
                      className='gmap-btn'
                      data-testid='gmap-open'
                      onClick={() => openEntity(selNode.kind as 'company' | 'person', selNode.id)}
                    >
                      <Text>{selNode.kind === 'company' ? '查看企业' : '查看人员'}</Text>
                    </View>
                    {selNode.expandable &&
                      (graph!.expanded.includes(selNode.key) ? (
                        <View className='gmap-btn gmap-btn--ghost' data-testid='gmap-expand' onClick={() => collapse(selNode.key)}>
                          <Text>收起</Text>
                        </View>
                      ) : (
                        <View
                          className={`gmap-btn gmap-btn--ghost ${expanding ? 'is-disabled' : ''}`}
                          data-testid='gmap-expand'
                          onClick={() => !expanding && expand(selNode.key)}
                        >
                          <Text>
                            {expanding === selNode.key ? '展开中…' : selNode.kind === 'company' ? '展开股东与投资' : '展开任职企业'}
                          </Text>
                        </View>
                      ))}
                  </View>
                </>
              )}
            </View>
          )}
          {selEdge && <EdgePanel edge={selEdge} from={nameOf(selEdge.from)} to={nameOf(selEdge.to)} onClose={() => setSelection(null)} />}

          <View className='gmap-bar'>
            <View className={`gmap-btn gmap-btn--wide ${saving ? 'is-disabled' : ''}`} onClick={save} data-testid='gmap-save'>
              <Text>{saving ? '生成中…' : '保存图片'}</Text>
            </View>
          </View>
        </>
      )}
      {isWeapp && <Canvas type='2d' id={EXPORT_CANVAS_ID} className='gmap-export' />}
    </View>
  )
}

function EdgePanel({ edge, from, to: toName, onClose }: { edge: GraphEdge; from: string; to: string; onClose: () => void }) {
  const rows: Array<[string, string]> = [
    ['关系', edge.kinds.map((k) => KIND_LABEL[k]).join('、')],
    ['内容', edge.label],
    ...(edge.share ? [['持股比例', `${Number(edge.share.toFixed(2))}%`] as [string, string]] : []),
    ['起始日期', edge.since || '未登记'],
    ['数据来源', edge.source || '工商登记信息'],
    ['采集日期', edge.capturedAt ? edge.capturedAt.slice(0, 10) : '-'],
  ]
  return (
    <View className='gmap-panel' data-testid='gmap-edge'>
      <View className='gmap-panel__top'>
        <Text className='gmap-panel__name'>
          {from} → {toName}
        </Text>
        <Text className='gmap-panel__close' onClick={onClose} aria-label='关闭'>
          ×
        </Text>
      </View>
      {rows.map(([k, v]) => (
        <View key={k} className='gmap-kv'>
          <Text className='gmap-kv__k'>{k}</Text>
          <Text className='gmap-kv__v'>{v}</Text>
        </View>
      ))}
    </View>
  )
}

/** the stage's place and size on the screen */
function measureStage(id: string): Promise<{ width: number; height: number; left: number; top: number } | null> {
  if (process.env.TARO_ENV === 'h5') {
    const r = document.getElementById(id)?.getBoundingClientRect()
    return Promise.resolve(r && r.width > 0 && r.height > 0 ? { width: r.width, height: r.height, left: r.left, top: r.top } : null)
  }
  return new Promise((resolve) => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .boundingClientRect()
      .exec((res: Array<{ width: number; height: number; left: number; top: number } | null>) => {
        const r = res?.[0]
        resolve(r && r.width > 0 ? { width: r.width, height: r.height, left: r.left, top: r.top } : null)
      })
  })
}
