import { act, render, screen, fireEvent } from '@testing-library/react'
import EquityChain from '../../../src/pagesBasic/equityChain/equityChain'
import InverChain from '../../../src/pagesBasic/inverChain/inverChain'
import JoinShareHoldInfo from '../../../src/pagesBasic/joinShareHoldInfo/joinShareHoldInfo'
import JoinShareholderInfo from '../../../src/pagesBasic/joinShareholderInfo/joinShareholderInfo'
import { graft, visibleRows } from '../../../src/components/OwnershipTree/tree'
import type { JoinShareholders } from '../../../contract/api/api-dimensions'
import { setupPage, settle, typeInto } from '../pages/harness'
import { equityTree, pbTree } from './fixtures'

let h: ReturnType<typeof setupPage>
const lastUrl = () => (h.spies.navigateTo.mock.calls.at(-1)?.[0] as { url: string } | undefined)?.url
const names = (c: HTMLElement) => [...c.querySelectorAll('.own-tree__name')].map((e) => e.textContent)
const rowOf = (c: HTMLElement, name: string) =>
  [...c.querySelectorAll('.own-tree__row')].find((r) => r.querySelector('.own-tree__name')!.textContent === name)!

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
})

describe('equityChain', () => {
  beforeEach(() => {
    h.on('GET', '/yqc/api/v1/basic/equityChain', (_d, q) => {
      if (q.pid === 'P1') return { data: equityTree }
      if (q.pid === 'PB') return { data: pbTree }
      return { code: '4040', msg: '企业不存在', status: 404 }
    })
  })

  it("shows the first level with shares, expands and collapses a node, and loads a deeper level with the node's own pid", async () => {
    h.params({ pid: 'P1' })
    const { container } = render(<EquityChain />)
    await screen.findByText('甲投资有限公司')
    expect(h.callsTo('/yqc/api/v1/basic/equityChain')[0].query).toEqual({ pid: 'P1', depth: '2' })
    expect(container.querySelector('.own-tree__root-name')!.textContent).toBe('深圳市腾飞科技有限公司')
    expect(names(container)).toEqual(['甲投资有限公司', '王伟', '乙控股有限公司'])
    expect(rowOf(container, '甲投资有限公司').textContent).toContain('持股 60%')
    expect((rowOf(container, '甲投资有限公司').querySelector('.own-tree__share-fill') as HTMLElement).style.width).toBe('60%')
    expect(rowOf(container, '乙控股有限公司').textContent).toContain('0.50%')
    // a person is a leaf
    expect(rowOf(container, '王伟').querySelector('.own-tree__toggle.is-leaf')).toBeTruthy()

    // expand the loaded level
    fireEvent.click(rowOf(container, '甲投资有限公司').querySelector('.own-tree__toggle')!)
    await settle()
    expect(names(container)).toEqual(['甲投资有限公司', '李四', '王伟', '乙控股有限公司'])
    expect(rowOf(container, '李四').getAttribute('data-depth')).toBe('1')
    // collapse it again
    fireEvent.click(rowOf(container, '甲投资有限公司').querySelector('.own-tree__toggle')!)
    await settle()
    expect(names(container)).toEqual(['甲投资有限公司', '王伟', '乙控股有限公司'])

    // a node with more levels loads them with its own pid; a company already on the path is a cycle
    fireEvent.click(rowOf(container, '乙控股有限公司').querySelector('.own-tree__toggle')!)
    await screen.findByText('丙实业有限公司')
    expect(h.callsTo('/yqc/api/v1/basic/equityChain').map((c) => c.query.pid)).toEqual(['P1', 'PB'])
    expect(names(container)).toEqual(['甲投资有限公司', '王伟', '乙控股有限公司', '丙实业有限公司', '深圳市腾飞科技有限公司'])
    const cycle = rowOf(container, '深圳市腾飞科技有限公司')
    expect(cycle.textContent).toContain('循环持股')
    expect(cycle.querySelector('.own-tree__toggle.is-leaf')).toBeTruthy()

    // 全部收起 and 展开一层
    fireEvent.click(screen.getByText('全部收起'))
    await settle()
    expect(names(container)).toHaveLength(3)
    fireEvent.click(screen.getByText('展开一层'))
    await settle()
    expect(names(container)).toEqual(['甲投资有限公司', '李四', '王伟', '乙控股有限公司', '丙实业有限公司', '深圳市腾飞科技有限公司'])

    // a node opens its page
    fireEvent.click(screen.getByText('李四'))
    await settle()
    expect(lastUrl()).toBe('/pagesCheckPersonnel/pagesDetail/detail/detail?personId=XL')
    fireEvent.click(screen.getByText('甲投资有限公司'))
    await settle()
    expect(lastUrl()).toBe('/pagesFilter/detail/detail?pid=PA')
  })

  it('an unknown company says so', async () => {
    h.params({ pid: 'NOPE' })
    render(<EquityChain />)
    expect(await screen.findByText('企业不存在')).toBeTruthy()
  })

  it('graft marks a company already on the path as a cycle and keeps other branches', () => {
    const rows = visibleRows(equityTree.root, new Set())
    const pb = rows.find((r) => r.node.pid === 'PB')!
    const t = graft(equityTree.root, pb.path, pbTree.root.children)
    const deeper = visibleRows(t, new Set([pb.path]))
    expect(deeper.map((r) => [r.node.name, r.depth, !!r.node.cycle])).toEqual([
      ['甲投资有限公司', 0, false],
      ['王伟', 0, false],
      ['乙控股有限公司', 0, false],
      ['丙实业有限公司', 1, false],
      ['深圳市腾飞科技有限公司', 1, true],
    ])
  })
})

it('inverChain draws investments downward from the inverChain call', async () => {
  h.on('GET', '/yqc/api/v1/basic/inverChain', () => ({
    data: {
      root: {
        key: 'P1',
        pid: 'P1',
        name: '深圳市腾飞科技有限公司',
        kind: 'company',
        share: 100,
        hasMore: false,
        childTotal: 60,
        children: [
          { key: 'P5', pid: 'P5', name: '深圳腾飞云有限公司', kind: 'company', share: 100, status: '存续', hasMore: false, children: [] },
        ],
      },
    },
  }))
  h.params({ pid: 'P1' })
  const { container } = render(<InverChain />)
  await screen.findByText('深圳腾飞云有限公司')
  expect(h.callsTo('/yqc/api/v1/basic/inverChain')[0].query.pid).toBe('P1')
  expect(container.textContent).toContain('投资比例 100%')
  expect(container.textContent).toContain('向下展开对外投资')
  expect(container.querySelector('.own-tree__hint')!.textContent).toContain('共 60 个，列出前 1 个')
})

describe('joint shareholders', () => {
  const join: JoinShareholders = {
    a: { pid: 'P1', name: '深圳市腾飞科技有限公司' },
    b: { pid: 'P2', name: '乙贸易有限公司' },
    shared: [
      { name: '王伟', kind: 'person', personId: 'X1', shareInA: 60, shareInB: 25 },
      { name: '甲投资有限公司', kind: 'company', pid: 'PA', shareInA: 10, shareInB: 75 },
    ],
  }

  it('picks a second company with the search and opens the comparison', async () => {
    h.on('GET', '/yqc/api/v1/business/header', () => ({ data: { pid: 'P1', name: '深圳市腾飞科技有限公司' } }))
    h.on('GET', '/search/api/v1/middle/entPersonSearch', (_d, q) => ({
      data: {
        total: 2,
        totalText: '2',
        pageNum: 1,
        pageSize: 20,
        keyword: q.keyword,
        persons: [],
        tookMs: 1,
        list: [
          {
            pid: 'P1',
            name: '深圳市腾飞科技有限公司',
            status: '存续',
            legalPerson: '王伟',
            regCapitalText: '5000万人民币',
            established: '2015-03-02',
            highlight: [],
          },
          {
            pid: 'P2',
            name: '乙贸易有限公司',
            status: '存续',
            legalPerson: '赵六',
            regCapitalText: '100万人民币',
            established: '2018-01-01',
            highlight: [],
          },
        ],
      },
    }))
    h.params({ pid: 'P1' })
    const { container } = render(<JoinShareHoldInfo />)
    await screen.findByText('深圳市腾飞科技有限公司')
    jest.useFakeTimers()
    typeInto(container.querySelector('.join-picker__input')!, '贸易')
    act(() => {
      jest.advanceTimersByTime(350)
    })
    jest.useRealTimers()
    await screen.findByText('乙贸易有限公司')
    expect(h.callsTo('/search/api/v1/middle/entPersonSearch')[0].query.keyword).toBe('贸易')
    // the page's own company is not offered
    expect(container.querySelectorAll('.join-picker__hit')).toHaveLength(1)
    fireEvent.click(screen.getByText('乙贸易有限公司'))
    await settle()
    expect(lastUrl()).toBe('/pagesBasic/joinShareholderInfo/joinShareholderInfo?pid=P1&otherPid=P2')
  })

  it('shows the shared shareholders with both shares side by side', async () => {
    h.on('GET', '/yqc/api/v1/basic/joinShareholders', () => ({ data: join }))
    h.params({ pid: 'P1', otherPid: 'P2' })
    const { container } = render(<JoinShareholderInfo />)
    await screen.findByText('共同股东 2 个')
    expect(h.callsTo('/yqc/api/v1/basic/joinShareholders')[0].query).toEqual({ pid: 'P1', otherPid: 'P2' })
    const rows = container.querySelectorAll('.join-row')
    expect([...rows[0].querySelectorAll('.join-row__pct')].map((e) => e.textContent)).toEqual(['60%', '25%'])
    expect((rows[1].querySelector('.join-row__fill--a') as HTMLElement).style.width).toBe('10%')
    expect((rows[1].querySelector('.join-row__fill--b') as HTMLElement).style.width).toBe('75%')
    fireEvent.click(screen.getByText('王伟'))
    await settle()
    expect(lastUrl()).toBe('/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X1')
    fireEvent.click(screen.getByText('更换对比企业 ›'))
    await settle()
    expect(container.querySelector('.join-picker__input')).toBeTruthy()
  })
})
