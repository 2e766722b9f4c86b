/** Every registry dimension: its list row shows all list fields, its detail all detail fields. */
import { render, fireEvent, cleanup } from '@testing-library/react'
import RecordList from '../../../src/components/RecordList'
import RecordDetail from '../../../src/components/RecordDetail'
import { DIMENSIONS, expectedText, listResult, makeRecord, PARTIES } from './fixtures'
import { setupPage, settle } from '../pages/harness'

let h: ReturnType<typeof setupPage>
// each test renders every dimension, which takes seconds on a busy two-core machine
jest.setTimeout(60_000)

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
})
afterEach(cleanup)

it('lists a generated record of every dimension with all its list fields, labels and the 历史 badge', async () => {
  for (const d of DIMENSIONS) {
    const current = makeRecord(d, 1)
    const old = makeRecord(d, 2)
    h.on('GET', '/yqc/api/v1/dimension/list', () => ({ data: listResult(d, [current, old]) }))
    const opened: number[] = []
    const { container, unmount } = render(<RecordList dimension={d} owner={{ pid: 'C1' }} onOpen={(r) => opened.push(r.id)} />)
    await settle()
    const rows = container.querySelectorAll('.record-row')
    expect(rows).toHaveLength(2)
    const text = rows[0].textContent!
    for (const f of d.listFields) {
      const want = f.key === 'parties' ? `${PARTIES[0].name}（${PARTIES[0].role}）` : expectedText(d, f, 1)
      if (!text.includes(want)) throw new Error(`${d.key}: list field ${f.key} shows no ${want} in ${text}`)
      if (f.kind !== 'status' && !text.includes(f.label) && rows[0].querySelector('.record-row__title')!.textContent !== want) {
        throw new Error(`${d.key}: list field ${f.key} has no label ${f.label}`)
      }
    }
    expect(rows[0].querySelector('.record-tag--history')).toBeNull()
    expect(rows[1].querySelector('.record-tag--history')!.textContent).toBe('历史')
    // counts on the tabs, the call for this dimension and company
    expect(container.querySelector('.record-tabs')!.textContent).toBe('全部2当前1历史1')
    const call = h.callsTo('/yqc/api/v1/dimension/list').pop()!
    expect(call.query).toMatchObject({ dimension: d.key, pid: 'C1', pageNum: '1', pageSize: '20' })
    fireEvent.click(rows[1])
    expect(opened).toEqual([old.id])
    unmount()
  }
})

it('shows every detail field of every dimension with its Chinese label, parties linked, source, capture date and 当前/历史', async () => {
  for (const d of DIMENSIONS) {
    for (const n of [1, 2]) {
      const r = makeRecord(d, n)
      const { container, unmount } = render(<RecordDetail record={r} dimension={d} />)
      const fieldsText = [...container.querySelectorAll('.record-field')].map((el) => el.textContent!).join('|')
      for (const f of d.detailFields) {
        if (!fieldsText.includes(f.label)) throw new Error(`${d.key}: detail field ${f.key} has no label ${f.label}`)
        const want = f.key === 'parties' ? PARTIES[0].name : expectedText(d, f, n)
        if (!fieldsText.includes(want)) throw new Error(`${d.key}: detail field ${f.key} shows no ${want}`)
      }
      expect(container.querySelector('.record-detail__tags')!.textContent).toContain(n === 1 ? '当前' : '历史')
      expect(container.querySelector('.record-detail__source')!.textContent).toBe(`数据来源：${d.source} · 采集于 2024-03-02`)
      if (d.detailFields.some((f) => f.key === 'parties')) {
        const links = [...container.querySelectorAll('.record-party__name.is-link')]
        expect(links.map((l) => l.textContent)).toEqual(expect.arrayContaining([PARTIES[0].name, PARTIES[1].name]))
        // the party without pid or personId is shown, not linked
        expect(container.textContent).toContain(PARTIES[2].name)
        expect(links.map((l) => l.textContent)).not.toContain(PARTIES[2].name)
      }
      unmount()
    }
  }
})

it('links parties to their company and person pages', async () => {
  const d = DIMENSIONS.find((x) => x.key === 'judgmentDocument')!
  const { container } = render(<RecordDetail record={makeRecord(d, 1)} dimension={d} />)
  const links = [...container.querySelectorAll('.record-party__name.is-link')] as HTMLElement[]
  fireEvent.click(links.find((l) => l.textContent === PARTIES[0].name)!)
  fireEvent.click(links.find((l) => l.textContent === PARTIES[1].name)!)
  await settle()
  const urls = h.spies.navigateTo.mock.calls.map((c) => (c[0] as { url: string }).url)
  expect(urls).toEqual(['/pagesFilter/detail/detail?pid=C900', '/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X900'])
})

it('shows a judgment document in full and links the case across its stages when the case page exists', async () => {
  const d = DIMENSIONS.find((x) => x.key === 'judgmentDocument')!
  const long = '经审理查明，'.repeat(200) + '判决如下：驳回原告全部诉讼请求。'
  const r = makeRecord(d, 1, { refNo: '（2023）粤0305民初123号' })
  r.fields.result = long
  r.fields.refNo = '（2023）粤0305民初123号'
  const { container } = render(<RecordDetail record={r} dimension={d} />)
  expect(container.querySelector('.record-field__longtext')!.textContent).toBe(long)
  const link = container.querySelector('.record-detail__link') as HTMLElement
  expect(link.textContent).toContain('查看案件全部阶段')
  fireEvent.click(link)
  await settle()
  expect(h.spies.navigateTo.mock.calls[0][0]).toEqual({
    url: `/pagesLaw/caseDetail/caseDetail?referenceNo=${encodeURIComponent('（2023）粤0305民初123号')}&pid=C1`,
  })
  // no case link for records that are not legal
  cleanup()
  const p = DIMENSIONS.find((x) => x.key === 'patent')!
  const { container: c2 } = render(<RecordDetail record={makeRecord(p, 1)} dimension={p} />)
  expect(c2.querySelector('.record-detail__link')).toBeNull()
})
