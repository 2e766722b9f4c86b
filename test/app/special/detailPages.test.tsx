import { render, screen, fireEvent } from '@testing-library/react'
import ChartDetail, { monthLabel } from '../../../src/pagesDetail/chartDetail/chartDetail'
import ProjectDetail from '../../../src/pagesDetail/projectDetail/projectDetail'
import { setupPage, settle } from '../pages/harness'
import { record } from './fixtures'

let h: ReturnType<typeof setupPage>

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
})

describe('chartDetail', () => {
  it('draws one dimension by year and by month with bars proportional to the counts', async () => {
    h.on('GET', '/yqc/api/v1/dimension/trend', (_d, q) => ({
      data: {
        dimension: q.dimension,
        byYear: [
          { year: 2024, count: 6, amount: 300 },
          { year: 2022, count: 3, amount: 100 },
          { year: 2023, count: 12, amount: 0 },
        ],
        byMonth: [
          { month: '2025-12', count: 2 },
          { month: '2026-01', count: 4 },
          { month: '2026-02', count: 0 },
        ],
      },
    }))
    h.params({ pid: 'P1', dimension: 'judgmentDocument' })
    const { container } = render(<ChartDetail />)
    await screen.findByText('按年度')
    expect(h.callsTo('/yqc/api/v1/dimension/trend')[0].query).toEqual({ dimension: 'judgmentDocument', pid: 'P1' })
    const years = container.querySelector('.chart-detail__years')!
    expect([...years.querySelectorAll('.bar-chart__label')].map((e) => e.textContent)).toEqual(['2022', '2023', '2024'])
    expect(([...years.querySelectorAll('.bar-chart__bar')] as HTMLElement[]).map((b) => b.style.height)).toEqual(['25%', '100%', '50%'])
    const months = container.querySelector('.chart-detail__months')!
    expect([...months.querySelectorAll('.bar-chart__label')].map((e) => e.textContent)).toEqual(['12月', '1月', '2月'])
    expect([...months.querySelectorAll('.bar-chart__tick')].map((e) => e.textContent)).toEqual(['12月2025', '1月2026', '2月'])
    expect(([...months.querySelectorAll('.bar-chart__bar')] as HTMLElement[]).map((b) => b.style.height)).toEqual(['50%', '100%', '0%'])
    expect(container.querySelector('.chart-detail__total')!.textContent).toBe('21')
    expect(container.textContent).toContain('400.00万元')
    expect(container.textContent).toContain('裁判文书趋势')
  })

  it('an unknown dimension is refused without a call', async () => {
    h.params({ pid: 'P1', dimension: 'nope' })
    render(<ChartDetail />)
    expect(await screen.findByText('未知的数据维度')).toBeTruthy()
    expect(h.calls).toHaveLength(0)
    expect(monthLabel('2026-03')).toBe('3月')
  })
})

describe('projectDetail', () => {
  it('shows a financing record with every field and its company link', async () => {
    h.on('GET', '/yqc/api/v1/dimension/detail', (_d, q) => ({
      data:
        q.id === '42'
          ? record({
              id: 42,
              dimension: 'financing',
              title: '腾飞云',
              amount: 5000,
              date: '2024-03-01',
              source: '公开融资报道',
              fields: {
                round: 'A轮',
                amount: 5000,
                investors: '红杉资本',
                title: '腾飞云',
                valuation: 50000,
                newsSource: '36氪',
                date: '2024-03-01',
              },
            })
          : record({ id: 43, dimension: 'patent', title: '一种方法' }),
    }))
    h.params({ projectId: '42', pid: 'P1' })
    const { container, unmount } = render(<ProjectDetail />)
    await screen.findByText('红杉资本')
    for (const t of ['A轮', '36氪', '公开融资报道', '融资详情']) expect(container.textContent).toContain(t)
    fireEvent.click(screen.getByText('深圳市腾飞科技有限公司'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P1' }))
    unmount()
    h.params({ projectId: '43' })
    render(<ProjectDetail />)
    expect(await screen.findByText('该记录不是融资或项目信息')).toBeTruthy()
  })
})
