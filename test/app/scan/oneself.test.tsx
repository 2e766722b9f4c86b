/** Own scan: claim a company (search and pick), say which of its persons you are, then scan both. */
import { render, screen, fireEvent, cleanup } from '@testing-library/react'
import OwnPerson from '../../../src/pagesScan/oneself/person'
import OwnList from '../../../src/pagesScan/oneself/onselflist'
import { session } from '../../../src/stores/session'
import type { OwnScanState } from '../../../contract/api/api-risk'
import { setupPage, settle, typeInto, TOKEN, user } from '../pages/harness'
import { header, profile, totals } from './fixtures'

let h: ReturnType<typeof setupPage>
const lastUrl = () => (h.spies.navigateTo.mock.calls.at(-1)?.[0] as { url: string } | undefined)?.url

const claimed: OwnScanState = {
  company: { pid: 'P1', name: header.name, status: '存续', legalPerson: '王伟' },
  person: { personId: 'X2', name: '李娜', roles: ['监事'] },
  claimedAt: '2026-11-20T08:00:00.000Z',
  companyTotals: totals(1, 2, 3),
  personTotals: totals(0, 0, 1),
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  session.login(TOKEN, user)
  h.params({})
})
afterEach(cleanup)

it('without a claim offers to claim; the claim page searches, picks the company and the person, and claims', async () => {
  h.on('GET', '/yqc/api/v1/risk/own', () => ({
    data: { company: null, person: null, claimedAt: null, companyTotals: null, personTotals: null },
  }))
  const first = render(<OwnPerson />)
  fireEvent.click(await screen.findByText('认领我的企业'))
  expect(lastUrl()).toBe('/pagesScan/oneself/onselflist')
  first.unmount()

  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  h.on('GET', '/search/api/v1/middle/entPersonSearch', (_d, q) => ({
    data: {
      keyword: q.keyword,
      persons: [],
      tookMs: 1,
      total: 1,
      totalText: '1',
      pageNum: 1,
      pageSize: 20,
      list: [
        {
          pid: 'P1',
          name: header.name,
          highlight: [],
          status: '存续',
          legalPerson: '王伟',
          legalPersonId: 'X1',
          regCapital: 5000,
          regCapitalText: '5000万人民币',
          currency: 'CNY',
          established: '2015-03-02',
          regionCode: '440305',
          regionName: '广东省 深圳市 南山区',
          industry: 'I',
        },
      ],
    },
  }))
  h.on('GET', '/yqc/api/v1/business/profile', () => ({ data: profile }))
  h.on('POST', '/yqc/api/v1/risk/own/claim', () => ({ data: claimed }))
  const { container } = render(<OwnList />)
  typeInto(container.querySelector('.own-search__input')!, '腾飞')
  jest.advanceTimersByTime(400)
  jest.useRealTimers()
  await screen.findByText(header.name)
  expect(h.callsTo('/search/api/v1/middle/entPersonSearch')[0].query.keyword).toBe('腾飞')
  fireEvent.click(screen.getByText(header.name))
  fireEvent.click(await screen.findByText('李娜'))
  await settle()
  expect(h.callsTo('/yqc/api/v1/risk/own/claim')[0].data).toEqual({ pid: 'P1', personId: 'X2' })
  expect(h.spies.redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesScan/oneself/person' }))
})

it('with a claim shows the company and the person with their totals and scans each', async () => {
  h.on('GET', '/yqc/api/v1/risk/own', () => ({ data: claimed }))
  const { container } = render(<OwnPerson />)
  await screen.findByText(header.name)
  expect([...container.querySelectorAll('.risk-totals')].map((t) => t.textContent)).toEqual(['1高风险2警示3提示', '0高风险0警示1提示'])
  fireEvent.click(screen.getByText('扫描企业风险'))
  expect(lastUrl()).toBe('/pagesScan/scan/scan?pid=P1')
  fireEvent.click(screen.getByText('扫描本人风险'))
  expect(lastUrl()).toBe('/pagesCheckPersonnel/riskScan/index?personId=X2')
})
