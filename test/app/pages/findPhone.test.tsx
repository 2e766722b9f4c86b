import { render, screen, fireEvent } from '@testing-library/react'
import FindPhone from '../../../src/pagesScenario/findPhone/findPhone'
import FindPhoneQuery, { revealText } from '../../../src/pagesScenario/findPhone/query'
import { phoneKindOf } from '../../../contract/domain/findPhone'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from './harness'
import type { PhoneCompany, PhoneReveal } from '../../../contract/schemas/findPhone'
import type { RegionNode } from '../../../contract/api/api'

let h: ReturnType<typeof setupPage>

const P = {
  find: '/yqc/api/v1/scenario/findPhone',
  tree: '/user/condition/provinceRegionsTree',
  options: '/user/condition/options',
}
const TREE: RegionNode[] = [{ code: '440000', name: '广东省', children: [{ code: '440300', name: '深圳市' }] }]
const OPTIONS = {
  industries: [
    { code: 'C', name: '制造业' },
    { code: 'I', name: '信息传输、软件和信息技术服务业' },
  ],
  statuses: ['存续', '注销'],
  companyTypes: [],
  capitalRanges: [],
}
const FREE: PhoneReveal = { subject: 'user', memberLevel: 0, limit: 10, used: 2, remaining: 8 }

const company = (i: number, masked = false): PhoneCompany => ({
  pid: `F${i}`,
  name: `深圳联络科技${i}有限公司`,
  legalPerson: '李四',
  status: '存续',
  industry: '制造业',
  regionName: '广东省 深圳市 南山区',
  phones: [
    { number: masked ? '0755-86****78' : '0755-86123478', masked, kind: 'landline', source: '企业年报', date: '2025-06-01' },
    { number: masked ? '138****5678' : '13812345678', masked, kind: 'mobile', source: '招聘信息', date: '2026-03-02' },
  ],
})

function serve(total = 25, reveal: PhoneReveal = FREE, maskFrom = 99) {
  h.on('GET', P.options, () => ({ data: OPTIONS }))
  h.on('GET', P.tree, () => ({ data: TREE }))
  h.on('GET', P.find, (_d, q) => {
    const pageNum = Number(q.pageNum)
    const pageSize = Number(q.pageSize)
    const n = q.status === '注销' ? 0 : total
    const list = Array.from({ length: n }, (_, i) => company(i + 1, i >= maskFrom)).slice((pageNum - 1) * pageSize, pageNum * pageSize)
    return { data: { total: n, totalText: String(n), pageNum, pageSize, list, reveal } }
  })
}

const urls = () => h.spies.navigateTo.mock.calls.map((c: any) => c[0].url as string)

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
})

describe('查电话 rules', () => {
  it('tells a mobile from a landline', () => {
    expect(phoneKindOf('13812345678')).toBe('mobile')
    expect(phoneKindOf('0755-86123478')).toBe('landline')
    expect(phoneKindOf('4008123456')).toBe('landline')
  })
  it('says what the caller may still see in full', () => {
    expect(revealText(FREE)).toBe('今日还可查看 8/10 家企业的完整号码')
    expect(revealText({ ...FREE, used: 10, remaining: 0 })).toContain('已查看完')
    expect(revealText({ subject: 'visitor', memberLevel: 0, limit: 0, used: 0, remaining: 0 })).toContain('登录后')
  })
})

describe('查电话 home', () => {
  it('shows a skeleton, then the industries; one opens its companies with the kind chosen', async () => {
    h.on('GET', P.options, () => ({ data: OPTIONS }))
    render(<FindPhone />)
    expect(screen.getByTestId('fph-industries-skeleton')).toBeTruthy()
    await settle()
    expect(screen.getAllByTestId('fph-industry')).toHaveLength(2)
    fireEvent.click(screen.getByTestId('fph-kind-mobile'))
    fireEvent.click(screen.getByText('制造业'))
    await settle()
    expect(urls()).toContain('/pagesScenario/findPhone/query?industry=C&phoneKind=mobile')
  })
  it('a failed load offers 重新加载', async () => {
    h.on('GET', P.options, () => ({ status: 500, code: '5000', msg: '服务繁忙' }))
    render(<FindPhone />)
    await settle()
    expect(screen.getByText('重新加载')).toBeTruthy()
    h.on('GET', P.options, () => ({ data: OPTIONS }))
    fireEvent.click(screen.getByText('重新加载'))
    await settle()
    expect(screen.getAllByTestId('fph-industry')).toHaveLength(2)
  })
})

describe('查电话 results', () => {
  it('loads with an overlay, then companies with each number’s kind, source and date, and the count left today', async () => {
    h.params({ industry: 'C' })
    serve()
    render(<FindPhoneQuery />)
    expect(document.querySelector('.loading-overlay')).toBeTruthy()
    await settle()
    expect(document.querySelector('.loading-overlay')).toBeNull()
    expect(h.callsTo(P.find)[0].query).toMatchObject({ industry: 'C', pageNum: '1', pageSize: '20' })
    expect(screen.getAllByTestId('fph-company')).toHaveLength(20)
    expect(screen.getByTestId('fph-summary').textContent).toContain('共 25 家企业有联系电话')
    expect(screen.getByTestId('fph-reveal').textContent).toBe('今日还可查看 8/10 家企业的完整号码')
    const first = screen.getAllByTestId('fph-company')[0]
    expect(first.textContent).toContain('0755-86123478')
    expect(first.textContent).toContain('固定电话')
    expect(first.textContent).toContain('来源：招聘信息 · 2026-03-02')
    expect(first.textContent).toContain('手机')
  })

  it('masked numbers lead to the paid export of the same filter; the export button too', async () => {
    session.login(TOKEN, user)
    h.params({ industry: 'C', regionCode: '440300' })
    serve(5, { ...FREE, used: 10, remaining: 0 }, 2)
    render(<FindPhoneQuery />)
    await settle()
    const masked = screen.getAllByTestId('fph-phone').filter((el) => el.getAttribute('data-masked') === '1')
    expect(masked).toHaveLength(6)
    expect(masked[0].textContent).toContain('****')
    fireEvent.click(masked[0])
    await settle()
    const exp = urls().find((u) => u.startsWith('/pagesDetail/exportPhoneData/exportPhoneData'))!
    const q = Object.fromEntries(new URLSearchParams(exp.split('?')[1]))
    expect(q).toMatchObject({ kind: 'advanced', industry: 'C', regionCode: '440300' })
    expect(q.title).toContain('制造业')
    fireEvent.click(screen.getByTestId('fph-export'))
    await settle()
    expect(urls().filter((u) => u.startsWith('/pagesDetail/exportPhoneData/exportPhoneData'))).toHaveLength(2)
  })

  it('filters by region and status; an empty result says 暂无数据～', async () => {
    serve()
    render(<FindPhoneQuery />)
    await settle()
    const entries = () => document.querySelectorAll('.dropdown__entry')
    fireEvent.click(entries()[0])
    const option = (label: string) => screen.getAllByTestId('fph-option').find((el) => el.textContent === label)!
    const region = (label: string) => screen.getAllByTestId('region-option').find((el) => el.textContent === label)!
    fireEvent.click(region('广东省'))
    fireEvent.click(region('深圳市'))
    await settle()
    expect(h.callsTo(P.find).pop()!.query).toMatchObject({ regionCode: '440300', pageNum: '1' })
    fireEvent.click(entries()[2])
    fireEvent.click(option('注销'))
    await settle()
    expect(h.callsTo(P.find).pop()!.query).toMatchObject({ regionCode: '440300', status: '注销' })
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    expect(screen.queryByTestId('fph-export')).toBeNull()
  })

  it('a failed first page offers 重试, which loads it', async () => {
    h.on('GET', P.options, () => ({ data: OPTIONS }))
    h.on('GET', P.tree, () => ({ data: TREE }))
    h.on('GET', P.find, () => ({ status: 400, code: '4000', msg: '地区编码不存在' }))
    render(<FindPhoneQuery />)
    await settle()
    expect(screen.getByText('地区编码不存在')).toBeTruthy()
    serve()
    fireEvent.click(screen.getByText(/重试/))
    await settle()
    expect(screen.getAllByTestId('fph-company')).toHaveLength(20)
  })
})
