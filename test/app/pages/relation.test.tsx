import { act, fireEvent, render, screen } from '@testing-library/react'
import Relation from '../../../src/pagesFilter/relation/relation'
import type { RelationResult } from '../../../contract/schemas/graph'
import { setupPage, settle, typeInto } from './harness'

let h: ReturnType<typeof setupPage>
const RELATION = '/yqc/api/v1/graph/relation'
const SEARCH = '/search/api/v1/middle/entPersonSearch'

const A = { kind: 'company' as const, id: 'PA', name: '甲科技有限公司' }
const B = { kind: 'company' as const, id: 'PB', name: '乙贸易有限公司' }
const P = { kind: 'person' as const, id: 'PZ', name: '张三' }

const found: RelationResult = {
  from: A,
  to: B,
  steps: 2,
  maxSteps: 6,
  total: 12,
  hubsSkipped: 1,
  exhausted: false,
  source: '工商登记信息',
  paths: [
    {
      nodes: [A, P, B],
      links: [
        { label: '法定代表人', arrow: 'none', since: '2019-03-01' },
        { label: '股东（持股 35%）', arrow: 'none', since: null },
      ],
      text: '甲科技有限公司 —法定代表人— 张三 —股东（持股 35%）— 乙贸易有限公司',
    },
  ],
}

function searchAnswers() {
  h.on('GET', SEARCH, () => ({
    data: {
      list: [{ pid: 'PB', name: '乙贸易有限公司', legalPerson: '李四', status: '存续' }],
      total: 1,
      totalText: '1',
      pageNum: 1,
      pageSize: 20,
      keyword: '乙贸易',
      persons: [],
      tookMs: 1,
    },
  }))
}

async function pickEnd(keyword: string) {
  fireEvent.click(screen.getByTestId('rel-to'))
  await settle()
  typeInto(screen.getByTestId('rel-search'), keyword)
  await act(async () => jest.advanceTimersByTime(400))
  await settle()
  fireEvent.click(screen.getAllByTestId('rel-hit')[0])
  await settle()
}

beforeEach(() => {
  jest.restoreAllMocks()
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  h = setupPage()
})
afterEach(() => jest.useRealTimers())

describe('查关系', () => {
  it('starts from the profile’s company, asks once the end is picked, and draws each path with its links', async () => {
    h.params({ fromType: 'company', fromId: 'PA', fromName: encodeURIComponent('甲科技有限公司') })
    searchAnswers()
    h.on('GET', RELATION, () => ({ data: found }))
    render(<Relation />)
    await settle()
    expect(screen.getByTestId('rel-from').textContent).toContain('甲科技有限公司')
    expect(h.callsTo(RELATION)).toHaveLength(0)
    expect(screen.getByTestId('rel-go').className).toContain('is-disabled')

    await pickEnd('乙贸易')
    expect(h.callsTo(RELATION).map((c) => c.query)).toEqual([{ fromType: 'company', fromId: 'PA', toType: 'company', toId: 'PB' }])
    expect(screen.getByTestId('rel-summary').textContent).toContain('最短 2 步 · 共 12 条最短路径')
    expect(screen.getByText('展示前 1 条')).toBeTruthy()
    expect(screen.getAllByTestId('rel-node').map((n) => n.textContent)).toEqual(['企业甲科技有限公司›', '人员张三›', '企业乙贸易有限公司›'])
    expect(screen.getAllByTestId('rel-link')[0].textContent).toContain('法定代表人登记于 2019-03-01')
    expect(screen.getByText(found.paths[0].text)).toBeTruthy()
    expect(screen.getByText(/已略过 1 个关联方过多的节点/)).toBeTruthy()

    fireEvent.click(screen.getAllByTestId('rel-node')[1])
    await settle()
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/pagesCheckPersonnel/pagesDetail/detail/detail?personId=PZ' }),
    )
  })

  it('says plainly when nothing connects them within six steps', async () => {
    h.params({ fromType: 'company', fromId: 'PA', fromName: '甲科技有限公司' })
    searchAnswers()
    h.on('GET', RELATION, () => ({ data: { ...found, steps: null, paths: [], total: 0, hubsSkipped: 0 } }))
    render(<Relation />)
    await settle()
    await pickEnd('乙贸易')
    expect(screen.getByText('6 步之内没有找到关联')).toBeTruthy()
    expect(screen.queryByTestId('rel-path')).toBeNull()
  })

  it('refuses the same company at both ends without asking, and swaps the ends', async () => {
    h.params({ fromType: 'company', fromId: 'PB', fromName: '乙贸易有限公司' })
    searchAnswers()
    h.on('GET', RELATION, () => ({ data: found }))
    render(<Relation />)
    await settle()
    await pickEnd('乙贸易')
    expect(screen.getByText('请选择两个不同的企业或人员')).toBeTruthy()
    expect(h.callsTo(RELATION)).toHaveLength(0)
    fireEvent.click(screen.getByTestId('rel-swap'))
    await settle()
    expect(screen.getByTestId('rel-to').textContent).toContain('乙贸易有限公司')
  })

  it('an empty page asks for two ends; a refused search shows the server’s reason', async () => {
    h.params({})
    searchAnswers()
    h.on('GET', RELATION, () => ({ code: '4040', msg: '企业不存在', status: 404 }))
    render(<Relation />)
    await settle()
    expect(screen.getByTestId('rel-from').textContent).toContain('选择企业或人员')
    expect(screen.getByText(/最多 6 步/)).toBeTruthy()
    fireEvent.click(screen.getByTestId('rel-from'))
    await settle()
    typeInto(screen.getByTestId('rel-search'), '乙贸易')
    await act(async () => jest.advanceTimersByTime(400))
    await settle()
    fireEvent.click(screen.getAllByTestId('rel-hit')[0])
    await settle()
    h.on('GET', SEARCH, () => ({
      data: {
        list: [],
        total: 0,
        totalText: '0',
        pageNum: 1,
        pageSize: 20,
        keyword: '张三',
        persons: [{ personId: 'PZ', name: '张三', companyCount: 3, mainCompany: { pid: 'PA', name: '甲科技有限公司' }, roles: [] }],
        tookMs: 1,
      },
    }))
    await pickEnd('张三')
    expect(h.callsTo(RELATION).at(-1)!.query).toEqual({ fromType: 'company', fromId: 'PB', toType: 'person', toId: 'PZ' })
    expect(screen.getAllByText('企业不存在').length).toBeGreaterThan(0)
  })
})
