/** The changeDetail / changeList table drives every page of both packages; the person check pages; the entries that reach them. */
import fs from 'node:fs'
import path from 'node:path'
import type { ComponentType } from 'react'
import { render, screen, fireEvent, cleanup } from '@testing-library/react'
import { CHANGE_DETAIL_TYPES, CHANGE_LIST_TYPES, changeDetailPath, changeListPath } from '../../../src/domain/changeTypes'
import { SCAN_ROUTES } from '../../../src/manifest/scan'
import { findRoute } from '../../../src/routes'
import { getDimension } from '../../../contract/domain/dimensions'
import { tenureText } from '../../../src/domain/risk'
import type { JobAnalysis, PersonResume, RiskChangeList } from '../../../contract/api/api-risk'
import { makeRecord } from '../dimensions/fixtures'
import { setupPage, settle } from '../pages/harness'

let h: ReturnType<typeof setupPage>
const SRC = path.join(__dirname, '../../../src')

const pageOf = (p: string) => require(path.join(SRC, p)).default as ComponentType
const lastUrl = () => (h.spies.navigateTo.mock.calls.at(-1)?.[0] as { url: string } | undefined)?.url
// compared without layout: the formatter may wrap a long path
const code = (text: string) => text.replace(/[\s,]+/g, '')
const CONFIG = (p: string) => code(`import { pageConfig } from '@/routes'\n\nexport default definePageConfig(pageConfig('${p}'))\n`)

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
})
afterEach(cleanup)

it('the table has the 13 change kinds and 17 lists; every page of both packages is registered, in place and titled from the table', () => {
  expect(CHANGE_DETAIL_TYPES).toHaveLength(13)
  expect(CHANGE_LIST_TYPES).toHaveLength(17)
  expect(new Set(CHANGE_DETAIL_TYPES.map((d) => d.type)).size).toBe(13)
  expect(new Set(CHANGE_LIST_TYPES.map((d) => d.type)).size).toBe(17)
  for (const root of ['company', 'person'] as const) {
    for (const d of CHANGE_DETAIL_TYPES) {
      const p = changeDetailPath(root, d.name)
      expect([p, findRoute(p)?.title]).toEqual([p, d.title])
      expect(code(fs.readFileSync(path.join(SRC, `${p}.config.ts`), 'utf8'))).toBe(CONFIG(p))
    }
    for (const l of CHANGE_LIST_TYPES) {
      const p = changeListPath(root, l.name)
      expect([p, findRoute(p)?.title]).toEqual([p, l.title])
      expect(code(fs.readFileSync(path.join(SRC, `${p}.config.ts`), 'utf8'))).toBe(CONFIG(p))
    }
  }
  for (const r of SCAN_ROUTES) {
    expect(fs.existsSync(path.join(SRC, `${r.path}.tsx`))).toBe(true)
    expect(code(fs.readFileSync(path.join(SRC, `${r.path}.config.ts`), 'utf8'))).toBe(CONFIG(r.path))
  }
  expect(findRoute('pagesScan/oneself/person')?.needsLogin).toBe(true)
  expect(findRoute('pagesScan/oneself/onselflist')?.needsLogin).toBe(true)
})

describe('every changeDetail page asks for its own type and shows before and after', () => {
  for (const root of ['company', 'person'] as const) {
    it(`${root}: all 13`, async () => {
      h.on('GET', '/yqc/api/v1/risk/changeDetail', (_d, q) => ({
        data: {
          total: 1,
          totalText: '1',
          pageNum: 1,
          pageSize: 20,
          type: q.type,
          label: q.type,
          typeCounts: {},
          list: [
            {
              id: `c-${q.type}`,
              type: q.type,
              field: `字段${q.type}`,
              before: `之前${q.type}`,
              after: `之后${q.type}`,
              date: '2025-05-06',
            },
          ],
        },
      }))
      for (const d of CHANGE_DETAIL_TYPES) {
        h.params(root === 'person' ? { pid: 'P1', personId: 'X1', personName: encodeURIComponent('张三') } : { pid: 'P1' })
        const Page = pageOf(changeDetailPath(root, d.name))
        const { container, unmount } = render(<Page />)
        await screen.findByText(`之后${d.type}`)
        expect(h.callsTo('/yqc/api/v1/risk/changeDetail').at(-1)!.query).toMatchObject({ pid: 'P1', type: d.type, pageNum: '1' })
        expect(container.querySelector('.header-bar__title')!.textContent).toBe(d.title)
        expect(container.querySelector('.change-row')!.textContent).toContain('2025-05-06')
        expect(container.querySelector('.change-row__before')!.textContent).toBe(`之前${d.type}`)
        if (root === 'person') expect(container.querySelector('.risk-context')!.textContent).toContain('张三')
        unmount()
      }
      // the period filter asks again with the period
      h.params({ pid: 'P1' })
      const Page = pageOf(changeDetailPath(root, 'legalPerson'))
      render(<Page />)
      await screen.findByText('之后legalPerson')
      fireEvent.click(screen.getByText('近1年'))
      await settle()
      expect(h.callsTo('/yqc/api/v1/risk/changeDetail').at(-1)!.query).toMatchObject({ type: 'legalPerson', period: '1y' })
    })
  }
})

describe('every changeList page asks for its own list, with the risk time filters', () => {
  for (const root of ['company', 'person'] as const) {
    it(`${root}: all 17`, async () => {
      h.on('GET', '/yqc/api/v1/risk/changeList', (_d, q) => {
        const d = getDimension(q.type)!
        const r = makeRecord(d, 1, { id: 7, title: `记录${q.type}` })
        const res: RiskChangeList = {
          total: 1,
          totalText: '1',
          pageNum: 1,
          pageSize: 20,
          list: [r],
          type: q.type as RiskChangeList['type'],
          label: d.label,
          period: 'all',
          periodCounts: { all: 9, today: 0, '1m': 1, '3m': 2, '1y': 5, '3y': 8 },
          subjects: { 7: { kind: 'person', personId: 'X9', name: '王五', relation: '法定代表人' } },
        }
        return { data: res }
      })
      for (const l of CHANGE_LIST_TYPES) {
        expect(getDimension(l.type)).toBeTruthy()
        h.params(root === 'person' ? { personId: 'X1' } : { pid: 'P1' })
        const Page = pageOf(changeListPath(root, l.name))
        const { container, unmount } = render(<Page />)
        await screen.findByText(`记录${l.type}`)
        expect(h.callsTo('/yqc/api/v1/risk/changeList').at(-1)!.query).toMatchObject({
          ...(root === 'person' ? { personId: 'X1' } : { pid: 'P1' }),
          type: l.type,
          scope: 'self',
        })
        expect(container.querySelector('.header-bar__title')!.textContent).toBe(l.title)
        const chips = [...container.querySelectorAll('.risk-periods .risk-chip')].map((c) => c.textContent)
        expect(chips).toEqual(['全部 9', '今天 0', '近1个月 1', '近3个月 2', '近1年 5', '近3年 8'])
        unmount()
      }
      h.params({ pid: 'P1' })
      const Page = pageOf(changeListPath(root, 'dishonestExecutor'))
      const { container } = render(<Page />)
      await screen.findByText('记录dishonestExecutor')
      fireEvent.click(screen.getByText('近3个月 2'))
      await settle()
      expect(h.callsTo('/yqc/api/v1/risk/changeList').at(-1)!.query).toMatchObject({ type: 'dishonestExecutor', period: '3m' })
      fireEvent.click(screen.getByText('关联方'))
      await settle()
      expect(h.callsTo('/yqc/api/v1/risk/changeList').at(-1)!.query).toMatchObject({ scope: 'related' })
      expect(container.querySelector('.risk-record')!.textContent).toContain('法定代表人 王五')
    })
  }
})

it('the historical lists of pagesScan/past ask for historical records only', async () => {
  h.on('GET', '/yqc/api/v1/risk/changeList', (_d, q) => {
    const d = getDimension(q.type)!
    return {
      data: {
        total: 1,
        totalText: '1',
        pageNum: 1,
        pageSize: 20,
        list: [makeRecord(d, 2, { title: `历史${q.type}` })],
        periodCounts: {},
        subjects: {},
      },
    }
  })
  for (const [p, type] of [
    ['pagesScan/past/equityfreeze', 'equityFreeze'],
    ['pagesScan/past/administrativePenalty', 'adminPenalty'],
  ]) {
    h.params({ pid: 'P1' })
    const Page = pageOf(p)
    const { unmount } = render(<Page />)
    await screen.findByText(`历史${type}`)
    expect(h.callsTo('/yqc/api/v1/risk/changeList').at(-1)!.query).toMatchObject({ type, current: '0' })
    unmount()
  }
})

const resume: PersonResume = {
  personId: 'X1',
  name: '张三',
  currentCount: 1,
  pastCount: 1,
  entries: [
    {
      pid: 'PA',
      companyName: '深圳市甲科技有限公司',
      status: '存续',
      industry: '信息技术',
      position: '董事长',
      role: 'executive',
      fromDate: '2020-03-01',
      toDate: null,
      current: true,
      tenureDays: 1361,
    },
    {
      pid: 'PB',
      companyName: '杭州乙贸易有限公司',
      status: '注销',
      industry: '批发和零售业',
      position: '股东',
      role: 'shareholder',
      share: 40,
      fromDate: '2015-01-01',
      toDate: '2019-06-30',
      current: false,
      tenureDays: 1641,
    },
  ],
}

const analysis: JobAnalysis = {
  personId: 'X1',
  name: '张三',
  companyCount: 2,
  currentCompanyCount: 1,
  averageTenureDays: 1501,
  longest: { pid: 'PB', companyName: '杭州乙贸易有限公司', position: '股东', days: 1641 },
  industries: [
    { industry: '信息技术', count: 1 },
    { industry: '批发和零售业', count: 1 },
  ],
  roles: [
    { role: '董事长', count: 1 },
    { role: '股东', count: 1 },
  ],
  timeline: [
    { year: 2015, active: 1, started: 1, ended: 0 },
    { year: 2019, active: 1, started: 0, ended: 1 },
    { year: 2020, active: 1, started: 1, ended: 0 },
  ],
}

describe('person check', () => {
  it('resume: every position as a timeline, current ones marked, opens the company', async () => {
    h.on('GET', '/yqc/person/resume', (_d, q) =>
      q.personId === 'X1' ? { data: resume } : { code: '4040', msg: '人员不存在', status: 404 },
    )
    h.params({ personId: 'X1' })
    const Resume = pageOf('pagesCheckPersonnel/resume/resume')
    const { container } = render(<Resume />)
    await screen.findByText('深圳市甲科技有限公司')
    const items = [...container.querySelectorAll('.resume-tl__item')]
    expect(items).toHaveLength(2)
    expect(items[0].className).toContain('is-current')
    expect(items[0].textContent).toContain('2020-03-01 至 今')
    expect(items[0].textContent).toContain('董事长')
    expect(items[1].textContent).toContain('2015-01-01 至 2019-06-30')
    expect(items[1].textContent).toContain('持股 40%')
    expect(items[1].textContent).toContain('已卸任')
    expect(items[1].textContent).toContain(`任职 ${tenureText(1641)}`)
    fireEvent.click(screen.getByText('杭州乙贸易有限公司'))
    expect(lastUrl()).toBe('/pagesFilter/detail/detail?pid=PB')
    fireEvent.click(screen.getByText('任职分析 ›'))
    expect(lastUrl()).toBe('/pagesCheckPersonnel/resume/jobAnalysis?personId=X1')
  })

  it('jobAnalysis: average and longest tenure, companies, industries and a timeline chart', async () => {
    h.on('GET', '/yqc/person/jobAnalysis', () => ({ data: analysis }))
    h.params({ personId: 'X1' })
    const P = pageOf('pagesCheckPersonnel/resume/jobAnalysis')
    const { container } = render(<P />)
    await screen.findByText('杭州乙贸易有限公司')
    expect(tenureText(1501)).toBe('4年1个月')
    expect(container.querySelector('.job-stats')!.textContent).toContain('2任职企业（家）')
    expect(container.querySelector('.job-stats')!.textContent).toContain('4年1个月')
    expect(container.querySelector('.job-longest')!.textContent).toContain('股东 · 4年5个月')
    expect([...container.querySelectorAll('.bar-chart__label')].map((e) => e.textContent)).toEqual(['2015', '2019', '2020'])
    expect([...container.querySelectorAll('.hbar-chart__label')].map((e) => e.textContent)).toEqual([
      '信息技术',
      '批发和零售业',
      '董事长',
      '股东',
    ])
  })

  it('an unknown person says so', async () => {
    h.on('GET', '/yqc/person/resume', () => ({ code: '4040', msg: '人员不存在', status: 404 }))
    h.params({ personId: 'NOPE' })
    const P = pageOf('pagesCheckPersonnel/resume/resume')
    render(<P />)
    expect(await screen.findByText('人员不存在')).toBeTruthy()
  })

  it('the person detail page links the check pages', async () => {
    h.on('GET', '/yqc/api/v1/person/detail', () => ({
      data: {
        personId: 'X1',
        name: '张三',
        companyCount: 0,
        legalCount: 0,
        shareholderCount: 0,
        executiveCount: 0,
        roles: [],
        partners: [],
      },
    }))
    h.params({ personId: 'X1' })
    const P = pageOf('pagesCheckPersonnel/pagesDetail/detail/detail')
    const { container } = render(<P />)
    await screen.findByText('履历')
    expect([...container.querySelectorAll('.person-entries__item')].map((e) => e.textContent)).toEqual([
      '风险扫描',
      '履历',
      '任职分析',
      '财产线索',
      '基本信息',
      '查关系',
      '人员图谱',
    ])
    fireEvent.click(screen.getByText('履历'))
    expect(lastUrl()).toBe(`/pagesCheckPersonnel/resume/resume?personId=X1&personName=${encodeURIComponent('张三')}`)
    fireEvent.click(screen.getByText('查关系'))
    expect(lastUrl()).toBe(`/pagesFilter/relation/relation?fromType=person&fromId=X1&fromName=${encodeURIComponent('张三')}`)
    fireEvent.click(screen.getByText('人员图谱'))
    expect(lastUrl()).toBe('/pagesFilter/charts/userCharts?personId=X1')
  })
})
