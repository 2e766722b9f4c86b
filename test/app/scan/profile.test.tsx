/** The company profile: the 风险扫描 entry and the actual controller / beneficial owners with their paths. */
import { render, screen, fireEvent, cleanup } from '@testing-library/react'
import CompanyDetail from '../../../src/pagesFilter/detail/detail'
import { setupPage } from '../pages/harness'
import { header, owners, profile } from './fixtures'

let h: ReturnType<typeof setupPage>
const lastUrl = () => (h.spies.navigateTo.mock.calls.at(-1)?.[0] as { url: string } | undefined)?.url

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.on('GET', '/yqc/api/v1/business/header', () => ({ data: header }))
  h.on('GET', '/yqc/api/v1/business/profile', () => ({ data: profile }))
})
afterEach(cleanup)

it('offers 风险扫描 on the entry row and shows the owners with the paths that give their share', async () => {
  h.on('GET', '/yqc/api/v1/graph/beneficiaries', (_d, q) => ({ data: { ...owners, pid: q.pid } }))
  h.params({ pid: 'P1' })
  const { container } = render(<CompanyDetail />)
  await screen.findByText('实际控制人与受益人')
  expect(h.callsTo('/yqc/api/v1/graph/beneficiaries')[0].query.pid).toBe('P1')
  const block = container.querySelector('#sec-owners')!.textContent!
  expect(block).toContain('实际控制人')
  expect(block).toContain('40%（直接 10%）')
  expect(block).toContain('张三 → 乙投资有限公司 (60%) → 深圳市甲科技有限公司 (50%) = 30%')
  expect(block).toContain('张三 → 深圳市甲科技有限公司 (10%) = 10%')
  expect(block).toContain('有效持股 ≥ 25%')
  const entry = [...container.querySelectorAll('.company-entries__item')].find((e) => e.textContent === '风险扫描')!
  fireEvent.click(entry)
  expect(lastUrl()).toBe('/pagesScan/scan/scan?pid=P1')
})

it('a failing owners call leaves the profile as it was, silently', async () => {
  h.on('GET', '/yqc/api/v1/graph/beneficiaries', () => ({ code: '5000', msg: '服务繁忙', status: 500 }))
  h.params({ pid: 'P1' })
  const { container } = render(<CompanyDetail />)
  await screen.findByText('股东信息')
  expect(container.querySelector('#sec-owners')).toBeNull()
  expect(h.toasts()).toEqual([])
})
