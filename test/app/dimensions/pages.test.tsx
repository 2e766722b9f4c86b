/** The dimension pages: manifest coverage, every page renders its list or record, clue codes, profile grid. */
import fs from 'node:fs'
import path from 'node:path'
import type { ComponentType } from 'react'
import { render, fireEvent, cleanup } from '@testing-library/react'
import { DIMENSION_PAGES, DIMENSION_ROUTES } from '../../../src/manifest/dimensions'
import { ROUTES, findRoute } from '../../../src/routes'
import { DIMENSIONS, getDimension } from '../../../contract/domain/dimensions'
import { CLUE_TYPE_CODES, clueTarget } from '../../../src/domain/clueRoutes'
import { openClue } from '../../../src/services/clues'
import DimensionGrid from '../../../src/components/DimensionGrid'
import { listResult, makeRecord } from './fixtures'
import { setupPage, settle } from '../pages/harness'

let h: ReturnType<typeof setupPage>
const SRC = path.join(__dirname, '../../../src')
const MINE =
  /^(pagesLaw|pagesOperate|pagesIntelle|pagesBussiness|pagesDevelop|pagesNewDimension|pagesClues|pagesDetail|pagesBasic\/recruititDetail|pagesScan\/past)\//
const SPECIAL = [
  'pagesLaw/lawIndex/lawIndex',
  'pagesLaw/allCase/allCase',
  'pagesLaw/caseDetail/caseDetail',
  'pagesLaw/relationshipDetail/relationshipDetail',
  'pagesDetail/chartDetail/chartDetail',
  'pagesDetail/projectDetail/projectDetail',
]

const pageOf = (p: string) => require(path.join(SRC, p)).default as ComponentType
const renderPage = (p: string) => {
  const Page = pageOf(p)
  return render(<Page />)
}

// each test renders the page of every dimension, which takes seconds on a busy two-core machine
jest.setTimeout(60_000)

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  h.on('GET', '/yqc/api/v1/dimension/list', (_d, q) => {
    const d = getDimension(q.dimension)!
    return { data: listResult(d, [makeRecord(d, 1), makeRecord(d, 2)]) }
  })
  h.on('GET', '/yqc/api/v1/dimension/detail', (_d, q) => {
    const key = DIMENSIONS[Number(q.id) % DIMENSIONS.length].key
    const d = getDimension(key)!
    return { data: makeRecord(d, 1, { id: Number(q.id) }) }
  })
})
afterEach(cleanup)

it('has a page for every list and detail route of the registry in these packages, each file in place and registered', () => {
  const paths = new Set(DIMENSION_PAGES.map((p) => p.path))
  for (const d of DIMENSIONS) {
    for (const r of [d.listRoute, d.detailRoute]) {
      if (!r || !MINE.test(r) || SPECIAL.includes(r)) continue
      expect([d.key, paths.has(r)]).toEqual([d.key, true])
      expect(DIMENSION_PAGES.find((p) => p.path === r)!.dims).toContain(d.key)
    }
  }
  for (const p of DIMENSION_PAGES) {
    expect(fs.existsSync(path.join(SRC, `${p.path}.tsx`))).toBe(true)
    // compared without layout: the formatter may wrap a long path
    expect(fs.readFileSync(path.join(SRC, `${p.path}.config.ts`), 'utf8').replace(/[\s,]+/g, '')).toBe(
      `import{pageConfig}from'@/routes'exportdefaultdefinePageConfig(pageConfig('${p.path}'))`,
    )
    for (const k of p.dims) expect(getDimension(k)).toBeTruthy()
    expect(findRoute(p.path)!.pkg).toBe(p.path.split('/')[0])
  }
  // no page in the main package, no path twice in the whole manifest
  expect(DIMENSION_ROUTES.every((r) => r.pkg !== '')).toBe(true)
  const all = ROUTES.map((r) => r.path)
  expect(new Set(all).size).toBe(all.length)
})

it('every list page lists the first of its dimensions for the company (tabs when it hosts several) and opens a record page', async () => {
  for (const p of DIMENSION_PAGES.filter((x) => x.kind !== 'detail')) {
    const Page = pageOf(p.path)
    h.params(p.owner === 'person' ? { personId: 'X1' } : { pid: 'C1' })
    h.calls.length = 0
    h.spies.navigateTo.mockClear()
    const { container, unmount } = render(<Page />)
    await settle()
    const q = h.callsTo('/yqc/api/v1/dimension/list')[0]?.query
    expect([p.path, q?.dimension, q?.pid ?? q?.personId]).toEqual([p.path, p.dims[0], p.owner === 'person' ? 'X1' : 'C1'])
    if (p.current) expect(q.current).toBe(p.current)
    expect(container.querySelector('.header-bar__title')!.textContent).toBe(p.title)
    expect(container.querySelectorAll('.record-row')).toHaveLength(2)
    expect(container.querySelectorAll('.dim-page__tab')).toHaveLength(p.dims.length > 1 ? p.dims.length : 0)
    fireEvent.click(container.querySelector('.record-row')!)
    await settle()
    const url = (h.spies.navigateTo.mock.calls[0]?.[0] as { url: string })?.url ?? ''
    expect([p.path, url]).toEqual([p.path, expect.stringMatching(/\?id=1001&pid=C1$/)])
    const target = DIMENSION_PAGES.find((x) => x.path === url.slice(1).split('?')[0])!
    expect([p.path, target.kind !== 'list', target.dims.includes(p.dims[0])]).toEqual([p.path, true, true])
    if (p.dims.length > 1) {
      fireEvent.click(container.querySelectorAll('.dim-page__tab')[1])
      await settle()
      expect(h.callsTo('/yqc/api/v1/dimension/list').pop()!.query.dimension).toBe(p.dims[1])
    }
    unmount()
  }
})

it('every detail page shows the record of its id, and a detail page without id says what is missing', async () => {
  for (const p of DIMENSION_PAGES.filter((x) => x.kind !== 'list')) {
    const Page = pageOf(p.path)
    h.params({ id: '7', pid: 'C1' })
    const { container, unmount } = render(<Page />)
    await settle()
    expect(h.callsTo('/yqc/api/v1/dimension/detail').pop()!.query).toEqual({ id: '7' })
    const d = DIMENSIONS[7 % DIMENSIONS.length]
    expect([p.path, container.querySelector('.header-bar__title')!.textContent]).toEqual([p.path, `${d.label}详情`])
    expect(container.querySelector('.record-detail__source')!.textContent).toContain(d.source)
    unmount()
  }
  const Page = pageOf('pagesOperate/disputeDetails/disputeDetails')
  h.params({})
  const { container } = render(<Page />)
  await settle()
  expect(container.textContent).toContain('缺少记录编号，请从列表进入')
})

it('a list page without a company says so instead of asking the server', async () => {
  const Page = pageOf('pagesLaw/executor/executor')
  h.params({})
  const { container } = render(<Page />)
  await settle()
  expect(container.textContent).toContain('缺少企业编号，请从企业详情进入')
  expect(h.callsTo('/yqc/api/v1/dimension/list')).toHaveLength(0)
})

it('opens a record given by projectId, by a clue as JSON, and a licence by its certificate number', async () => {
  h.params({ projectId: '12', pid: 'C1' })
  let r = renderPage('pagesDevelop/business/detail')
  await settle()
  expect(h.callsTo('/yqc/api/v1/dimension/detail').pop()!.query).toEqual({ id: '12' })
  r.unmount()

  const clue = { clueType: '100205', jumpParams: { id: 33, pid: 'C1' } }
  h.params({ key: JSON.stringify(clue) })
  r = renderPage('pagesClues/shareholderChange/shareholderChange')
  await settle()
  expect(h.callsTo('/yqc/api/v1/dimension/detail').pop()!.query).toEqual({ id: '33' })
  r.unmount()

  h.params({ key: '{not json' })
  r = renderPage('pagesClues/shareholderChange/shareholderChange')
  await settle()
  expect(r.container.textContent).toContain('线索参数有误')
  r.unmount()

  const tel = getDimension('telLicense')!
  h.on('GET', '/yqc/api/v1/dimension/list', () => ({
    data: listResult(tel, [makeRecord(tel, 1, { id: 51, refNo: 'B1-1' }), makeRecord(tel, 2, { id: 52, refNo: 'B2-20230001' })]),
  }))
  h.params({ certNo: 'B2-20230001', pid: 'C1' })
  r = renderPage('pagesBussiness/telLicense/telLicense')
  await settle()
  expect(h.callsTo('/yqc/api/v1/dimension/list').pop()!.query).toMatchObject({ dimension: 'telLicense', pid: 'C1' })
  expect(h.callsTo('/yqc/api/v1/dimension/detail').pop()!.query).toEqual({ id: '52' })
  r.unmount()

  h.params({ id: '1x' })
  r = renderPage('pagesLaw/executor/executor')
  expect(r.container.textContent).toContain('记录编号有误')
})

it('opens a page of the manifest for every clue type code', async () => {
  const notMine: string[] = []
  for (const code of CLUE_TYPE_CODES) {
    const clue = { clueType: code, jumpParams: { id: 42, pid: 'C1', projectId: 42, associatedNo: 'A-1', certNo: 'B2-1' } }
    const url = clueTarget(clue)
    h.spies.navigateTo.mockClear()
    await openClue(clue)
    expect(h.spies.navigateTo).toHaveBeenCalledWith({ url })
    expect([code, !!findRoute(url)]).toEqual([code, true])
    const page = DIMENSION_PAGES.find((p) => p.path === url.slice(1).split('?')[0])
    if (page) expect(fs.existsSync(path.join(SRC, `${page.path}.tsx`))).toBe(true)
    else notMine.push(code)
  }
  // only the case codes land on the case page of the legal module
  expect(notMine.sort()).toEqual(['120301', '120403'])
  await expect(openClue({ clueType: '000000', jumpParams: {} })).rejects.toThrow('未知的线索类型')
  expect(h.toasts().pop()).toMatchObject({ title: '暂不支持查看该类线索' })
})

it('the profile grid opens the list page of a dimension with records, and not of an empty one', async () => {
  const dims = DIMENSIONS.map((d, i) => ({ key: d.key, label: d.label, category: d.category, count: i % 3 === 0 ? 0 : 5 }))
  const { container } = render(<DimensionGrid dimensions={dims as never} pid='C1' />)
  let opened = 0
  for (const d of dims) {
    const def = getDimension(d.key)!
    h.spies.navigateTo.mockClear()
    fireEvent.click(container.querySelector(`[data-dim="${d.key}"]`)!)
    await settle(2)
    const calls = h.spies.navigateTo.mock.calls.map((c) => (c[0] as { url: string }).url)
    if (d.count && def.listRoute && findRoute(def.listRoute)) {
      expect(calls).toEqual([`/${def.listRoute}?pid=C1`])
      opened++
    } else expect(calls).toEqual([])
    expect(container.querySelector(`[data-dim="${d.key}"]`)!.className.includes('is-empty')).toBe(d.count === 0)
  }
  // every dimension with a list route of these packages opens
  expect(opened).toBe(dims.filter((d) => d.count && getDimension(d.key)!.listRoute && findRoute(getDimension(d.key)!.listRoute!)).length)
  expect(DIMENSIONS.filter((d) => d.listRoute && !findRoute(d.listRoute)).map((d) => d.key)).toEqual([])
})
