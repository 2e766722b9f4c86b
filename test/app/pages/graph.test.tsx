import { act, fireEvent, render, screen } from '@testing-library/react'
import EnterpriseGraph from '../../../src/pagesFilter/charts/index'
import PersonGraph from '../../../src/pagesFilter/charts/userCharts'
import ImgPreview from '../../../src/pagesFilter/imgPreview/imgPreview'
import { FALLBACK_STAGE } from '../../../src/pagesFilter/charts/GraphView'
import { putPreview } from '../../../src/pagesFilter/imgPreview/handoff'
import { fitView, layoutGraph, mergeGraph, toScreen } from '../../../src/domain/graphLayout'
import type { GraphEdge, GraphNode, Neighbourhood } from '../../../contract/schemas/graphMap'
import { setupPage, settle } from './harness'

let h: ReturnType<typeof setupPage>
const COMPANY = '/yqc/api/v1/graph/company'
const PERSON = '/yqc/api/v1/graph/person'
const PNG = 'data:image/png;base64,iVBORw0KGgo='

const n = (key: string, name: string, extra: Partial<GraphNode> = {}): GraphNode => ({
  key,
  kind: key.startsWith('p:') ? 'person' : key.startsWith('more:') ? 'more' : 'company',
  id: key.startsWith('more:') ? '' : key.slice(2),
  name,
  status: key.startsWith('c:') ? '存续' : '',
  count: 0,
  expandable: !key.startsWith('more:'),
  ...extra,
})
const e = (from: string, to: string, kind: GraphEdge['kinds'][number], label: string, share: number | null = null): GraphEdge => ({
  key: `${from}>${to}>${kind}`,
  from,
  to,
  kinds: [kind],
  label,
  share,
  since: '2019-03-01',
  source: '国家企业信用信息公示系统',
  capturedAt: '2026-10-30',
})

const rich: Neighbourhood = {
  centre: 'c:PA',
  nodes: [
    n('c:PA', '甲科技有限公司', { expandable: false }),
    n('c:PH', '乙控股集团有限公司'),
    n('p:PZ', '张三'),
    n('c:PI', '丙贸易有限公司'),
    n('more:c:PA:investment', '另有 9 家', { count: 9 }),
  ],
  edges: [
    e('c:PH', 'c:PA', 'shareholder', '持股 60%', 60),
    e('p:PZ', 'c:PA', 'legal', '法定代表人、执行董事'),
    e('c:PA', 'c:PI', 'investment', '持股 51%', 51),
    e('c:PA', 'more:c:PA:investment', 'investment', '对外投资另有 9'),
  ],
  totals: { shareholder: 1, investment: 10, legal: 1, executive: 1, branch: 0, partner: 0 },
  collapsed: true,
}

const holderExpansion: Neighbourhood = {
  centre: 'c:PH',
  nodes: [n('c:PH', '乙控股集团有限公司', { expandable: false }), n('c:PG', '丁投资有限公司')],
  edges: [e('c:PG', 'c:PH', 'shareholder', '持股 100%', 100)],
  totals: { shareholder: 1, investment: 1, legal: 0, executive: 0, branch: 0, partner: 0 },
  collapsed: false,
}

/** a stand-in 2D context that records the text drawn */
function fakeContext() {
  const texts: string[] = []
  const ctx = new Proxy(
    {
      texts,
      measureText: (t: string) => ({ width: t.length * 11 }),
      fillText: (t: string) => texts.push(t),
      createLinearGradient: () => ({ addColorStop: () => undefined }),
    } as Record<string, unknown>,
    { get: (o, k: string) => (k in o ? o[k] : typeof k === 'string' && /^[a-z]/.test(k) ? () => undefined : undefined), set: () => true },
  )
  return { ctx, texts }
}

let drawn: ReturnType<typeof fakeContext>
beforeEach(() => {
  jest.restoreAllMocks()
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  h = setupPage()
  drawn = fakeContext()
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => drawn.ctx) as never)
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => PNG)
})
afterEach(() => jest.useRealTimers())

/**
 * Lets the page measure its stage, find its canvas and draw. Taro's canvas element renders its inner <canvas> on an
 * animation frame that jsdom runs for the first page of a file only: later pages get it put in as a browser would.
 */
async function drawnPage() {
  await settle()
  const host = document.querySelector('[id^=gmap-canvas]')
  if (host && !host.querySelector('canvas')) host.appendChild(document.createElement('canvas'))
  await act(async () => jest.advanceTimersByTime(100))
  await settle()
}

/** where a node of the graph is on the stage (jsdom has no layout: the stage keeps its fallback size) */
function screenPoint(g: Neighbourhood, key: string, expansions: Array<{ key: string; data: Neighbourhood }> = []) {
  const layout = layoutGraph(mergeGraph(g, expansions))
  const v = fitView(layoutGraph(mergeGraph(g, [])).bounds, FALLBACK_STAGE.width, FALLBACK_STAGE.height)
  const p = layout.byKey.get(key)!
  return toScreen(v, p.x, p.y)
}

function tap(x: number, y: number) {
  const stage = screen.getByTestId('gmap-stage')
  fireEvent.touchStart(stage, { touches: [{ clientX: x, clientY: y }] })
  fireEvent.touchEnd(stage, { touches: [] })
}

describe('企业图谱', () => {
  it('loading, then the graph drawn with its filter chips; a tapped shareholder opens its page', async () => {
    h.params({ pid: 'PA' })
    h.on('GET', COMPANY, () => ({ data: rich }))
    render(<EnterpriseGraph />)
    expect(screen.getByRole('status')).toBeTruthy()
    await drawnPage()
    expect(screen.queryByRole('status')).toBeNull()
    expect(h.callsTo(COMPANY)[0].query).toEqual({ pid: 'PA', scope: 'all' })
    expect(screen.getByTestId('gmap-name').textContent).toBe('甲科技有限公司')
    expect(screen.getAllByTestId('gmap-chip').map((c) => c.textContent)).toEqual(['股东 1', '对外投资 10', '法定代表人 1', '主要人员 1'])
    expect(screen.getByText('关联过多的分组已合并显示')).toBeTruthy()
    // the canvas drew every node's name
    for (const name of ['甲科技有限公司', '张三', '另有 9 家', '60%']) expect(drawn.texts.join('|')).toContain(name)

    const p = screenPoint(rich, 'c:PH')
    tap(p.x, p.y)
    await settle()
    expect(screen.getByTestId('gmap-panel').textContent).toContain('乙控股集团有限公司')
    fireEvent.click(screen.getByTestId('gmap-open'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=PH' }))
  })

  it('expands a node with its own shareholders and investments, and collapses it again', async () => {
    h.params({ pid: 'PA' })
    h.on('GET', COMPANY, (_d, q) => ({ data: q.pid === 'PH' ? holderExpansion : rich }))
    render(<EnterpriseGraph />)
    await drawnPage()
    const p = screenPoint(rich, 'c:PH')
    tap(p.x, p.y)
    await settle()
    fireEvent.click(screen.getByTestId('gmap-expand'))
    await settle()
    expect(h.callsTo(COMPANY).at(-1)!.query).toEqual({ pid: 'PH', scope: 'holdings' })
    expect(drawn.texts).toContain('丁投资有限公司')
    expect(screen.getByTestId('gmap-expand').textContent).toBe('收起')
    drawn.texts.length = 0
    fireEvent.click(screen.getByTestId('gmap-expand'))
    await settle()
    expect(drawn.texts).not.toContain('丁投资有限公司')
  })

  it('a long press on a line shows the relation: share, since, source and capture date', async () => {
    h.params({ pid: 'PA' })
    h.on('GET', COMPANY, () => ({ data: rich }))
    render(<EnterpriseGraph />)
    await drawnPage()
    const a = screenPoint(rich, 'c:PA')
    const b = screenPoint(rich, 'c:PI')
    const stage = screen.getByTestId('gmap-stage')
    fireEvent.touchStart(stage, { touches: [{ clientX: (a.x + b.x) / 2, clientY: (a.y + b.y) / 2 }] })
    await act(async () => jest.advanceTimersByTime(600))
    fireEvent.touchEnd(stage, { touches: [] })
    await settle()
    const panel = screen.getByTestId('gmap-edge').textContent!
    for (const text of ['甲科技有限公司 → 丙贸易有限公司', '对外投资', '51%', '2019-03-01', '国家企业信用信息公示系统', '2026-10-30'])
      expect(panel).toContain(text)
  })

  it('a chip hides its kind; 保存图片 draws the long image and opens the preview', async () => {
    h.params({ pid: 'PA' })
    h.on('GET', COMPANY, () => ({ data: rich }))
    render(<EnterpriseGraph />)
    await drawnPage()
    fireEvent.click(screen.getAllByTestId('gmap-chip')[0])
    await settle()
    expect(screen.getAllByTestId('gmap-chip')[0].className).toContain('is-off')
    drawn.texts.length = 0
    fireEvent.click(screen.getByTestId('gmap-save'))
    await settle()
    expect(drawn.texts).toContain('关系明细')
    expect(drawn.texts.some((t) => t.includes('乙控股集团有限公司'))).toBe(false)
    expect(drawn.texts.some((t) => t.startsWith('来源：国家企业信用信息公示系统'))).toBe(true)
    expect(drawn.texts).toContain('对外投资 · 持股 51%，2019-03-01 起')
    expect(drawn.texts).toContain('甲科技有限公司 → 丙贸易有限公司')
    const url = (h.spies.navigateTo.mock.calls.at(-1)![0] as { url: string }).url
    expect(url).toMatch(/^\/pagesFilter\/imgPreview\/imgPreview\?key=/)
  })

  it('says the company is unknown, offers a retry when the network failed, and says when there is nothing to draw', async () => {
    h.params({ pid: 'NOPE' })
    h.on('GET', COMPANY, () => ({ code: '4040', msg: '企业不存在', status: 404 }))
    const { unmount } = render(<EnterpriseGraph />)
    await settle()
    expect(screen.getAllByText('企业不存在').length).toBeGreaterThan(0)
    expect(screen.queryByTestId('gmap-retry')).toBeNull()
    unmount()

    h.params({ pid: 'PA' })
    h.on('GET', COMPANY, () => ({ data: { ...rich, nodes: rich.nodes.slice(0, 1), edges: [], collapsed: false } }))
    render(<EnterpriseGraph />)
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    expect(screen.queryByTestId('gmap-stage')).toBeNull()
  })
})

describe('人员图谱 and 长图预览', () => {
  it('the person in the centre with a partner; a partner opens the person page', async () => {
    h.params({ personId: 'PZ' })
    const g: Neighbourhood = {
      centre: 'p:PZ',
      nodes: [n('p:PZ', '张三', { expandable: false }), n('c:PA', '甲科技有限公司'), n('p:PL', '李四', { count: 1 })],
      edges: [e('p:PZ', 'c:PA', 'legal', '法定代表人'), e('p:PL', 'c:PA', 'partner', '监事')],
      totals: { shareholder: 0, investment: 0, legal: 1, executive: 0, branch: 0, partner: 1 },
      collapsed: false,
    }
    h.on('GET', PERSON, () => ({ data: g }))
    render(<PersonGraph />)
    await drawnPage()
    expect(h.callsTo(PERSON)[0].query).toEqual({ personId: 'PZ', scope: 'all' })
    expect(screen.getAllByTestId('gmap-chip').map((c) => c.textContent)).toEqual(['法定代表人 1', '合作伙伴 1'])
    expect(drawn.texts).toContain('共同 1 家')
    const p = screenPoint(g, 'p:PL')
    tap(p.x, p.y)
    await settle()
    expect(screen.getByTestId('gmap-panel').textContent).toContain('共同关联 1 家')
    fireEvent.click(screen.getByTestId('gmap-open'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/pagesCheckPersonnel/pagesDetail/detail/detail?personId=PL' }),
    )
  })

  it('the preview shows the image handed to it and downloads it; an unknown key says the image is gone', async () => {
    const key = putPreview({ src: PNG, title: '甲科技有限公司 · 企业图谱', fileName: '甲科技有限公司-企业图谱.png' })
    h.params({ key })
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const { unmount } = render(<ImgPreview />)
    expect(screen.getByTestId('imgpv-image').getAttribute('src')).toBe(PNG)
    fireEvent.click(screen.getByTestId('imgpv-save'))
    await settle()
    expect(click).toHaveBeenCalled()
    expect(h.toasts().at(-1)).toMatchObject({ title: '图片已下载' })
    unmount()
    h.params({ key: 'gone' })
    render(<ImgPreview />)
    expect(screen.getByText('图片已失效，请返回重新生成')).toBeTruthy()
  })
})
