import { render, screen, fireEvent, waitFor } from '@testing-library/react'
import AddMonitorPage from '../../../src/pagesTrends/addmonitor/addmonitor'
import AddMonitorNewPage from '../../../src/pagesTrends/addmonitorNew/addmonitorNew'
import { settle, typeInto } from '../pages/harness'
import { mon, quota, setupMonitor, teardownMonitor } from './fixtures'

let t: ReturnType<typeof setupMonitor>

beforeEach(() => {
  jest.restoreAllMocks()
  t = setupMonitor()
})
afterEach(teardownMonitor)

const chip = (c: HTMLElement, text: string) => [...c.querySelectorAll('.mon-chip')].find((e) => e.textContent === text) as HTMLElement

describe('add to monitoring', () => {
  it('a company from its profile goes into the chosen group with the chosen dimensions', async () => {
    t.h.params({ pid: 'PX1', name: encodeURIComponent('甲科技有限公司') })
    t.h.on('POST', '/yqc/api/v1/monitor/add', (d) => ({
      data: mon(9, { targetId: String(d.targetId), groupId: Number(d.groupId), groupName: '客户' }),
    }))
    const { container } = render(<AddMonitorPage />)
    await settle()
    expect(screen.getByText('甲科技有限公司 ×')).toBeTruthy()
    expect(screen.getByTestId('monitor-quota').textContent).toContain('已监控 3/20')
    // group 客户, then own dimensions: the defaults preselected, 注册资本变更 added, 失信被执行人 removed
    fireEvent.click(chip(container, '客户'))
    fireEvent.click(chip(container, '自定义维度'))
    await settle()
    // a company: the person-only dimension is not offered
    expect(chip(container, '新增任职')).toBeUndefined()
    fireEvent.click(chip(container, '注册资本变更'))
    fireEvent.click(chip(container, '失信被执行人'))
    fireEvent.click(screen.getByTestId('add-submit'))
    await settle()
    expect(t.h.callsTo('/yqc/api/v1/monitor/add')[0].data).toEqual({
      kind: 'company',
      targetId: 'PX1',
      groupId: 2,
      dimensions: ['regLegalPerson', 'regCapital'],
    })
    expect(t.h.toasts()).toContainEqual(expect.objectContaining({ title: '已加入监控' }))
    expect(t.h.spies.redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesMonitore/monitoreDetail/monitoreDetail?id=9' }))
  })

  it('default dimensions send null; a new group can be made on the spot', async () => {
    t.h.params({ pid: 'PX2', name: 'x' })
    t.h.on('POST', '/yqc/api/v1/monitor/add', () => ({ data: mon(10) }))
    const { container } = render(<AddMonitorPage />)
    await settle()
    fireEvent.click(chip(container, '+ 新建分组'))
    typeInto(container.querySelector('.mon-inline-add taro-input-core')!, '供应商')
    fireEvent.click(screen.getByText('确定'))
    await settle()
    expect(t.h.callsTo('/yqc/api/v1/monitor/group/create')[0].data).toEqual({ name: '供应商' })
    expect(chip(container, '供应商').className).toContain('is-on')
    fireEvent.click(screen.getByTestId('add-submit'))
    await settle()
    expect(t.h.callsTo('/yqc/api/v1/monitor/add')[0].data).toEqual({ kind: 'company', targetId: 'PX2', groupId: 3, dimensions: null })
  })

  it('at the limit the server message shows (toast and on the page) and nothing navigates', async () => {
    const text = '监控数量已达上限（20家），升级会员可监控更多'
    t.h.params({ pid: 'PX3', name: 'x' })
    t.h.on('POST', '/yqc/api/v1/monitor/add', () => ({ status: 429, code: '4291', msg: text, data: { ...quota, used: 20 } }))
    render(<AddMonitorPage />)
    await settle()
    fireEvent.click(screen.getByTestId('add-submit'))
    await settle()
    expect(t.h.toasts()).toContainEqual(expect.objectContaining({ title: text }))
    expect(screen.getByTestId('limit-message').textContent).toBe(text)
    expect(screen.getByTestId('monitor-quota').textContent).toContain('已监控 20/20')
    expect(screen.getByTestId('monitor-quota').textContent).toContain('已达上限')
    expect(t.h.spies.redirectTo).not.toHaveBeenCalled()
  })

  it('nothing picked: a message and no call', async () => {
    t.h.params({})
    render(<AddMonitorPage />)
    await settle()
    fireEvent.click(screen.getByTestId('add-submit'))
    expect(t.h.toasts()).toContainEqual(expect.objectContaining({ title: '请选择要监控的企业或人员' }))
    expect(t.h.callsTo('/yqc/api/v1/monitor/add')).toHaveLength(0)
  })

  it('batch: search, tick a person and a company, add both; skipped ones are explained', async () => {
    t.h.params({})
    t.h.on('GET', '/search/api/v1/middle/entPersonSearch', () => ({
      data: {
        keyword: '华为',
        total: 2,
        totalText: '2',
        pageNum: 1,
        pageSize: 20,
        tookMs: 1,
        list: [
          {
            pid: 'C1',
            name: '华为技术有限公司',
            highlight: [],
            status: '存续',
            legalPerson: '赵明',
            legalPersonId: '',
            regCapital: 100,
            regCapitalText: '100万人民币',
            currency: '人民币',
            established: '2000-01-01',
          },
          {
            pid: 'C2',
            name: '华为终端有限公司',
            highlight: [],
            status: '存续',
            legalPerson: '钱亮',
            legalPersonId: '',
            regCapital: 100,
            regCapitalText: '100万人民币',
            currency: '人民币',
            established: '2000-01-01',
          },
        ],
        persons: [
          { personId: 'PS1', name: '华为', companyCount: 3, mainCompany: { pid: 'C1', name: '华为技术有限公司' }, roles: ['董事'] },
        ],
      },
    }))
    t.h.on('POST', '/yqc/api/v1/monitor/batchAdd', (d) => {
      const items = d.items as Array<{ targetId: string; kind: string }>
      return {
        data: {
          added: [mon(11, { targetId: items[0].targetId, kind: items[0].kind as 'person' })],
          skipped: [{ targetId: items[1].targetId, reason: '已在监控中' }],
          quota,
        },
      }
    })
    const { container } = render(<AddMonitorNewPage />)
    await settle()
    typeInto(container.querySelector('.mon-search taro-input-core')!, '华为')
    // asked once typing pauses
    expect(t.h.callsTo('/search/api/v1/middle/entPersonSearch')).toHaveLength(0)
    await waitFor(() => expect(container.querySelectorAll('.add-monitor__hit')).toHaveLength(3))
    expect(t.h.callsTo('/search/api/v1/middle/entPersonSearch')).toHaveLength(1)
    const hits = [...container.querySelectorAll('.add-monitor__hit')] as HTMLElement[]
    expect(hits.map((e) => e.getAttribute('data-target'))).toEqual(['PS1', 'C1', 'C2'])
    fireEvent.click(hits[0])
    fireEvent.click(hits[2])
    expect(screen.getByText('加入监控（2）')).toBeTruthy()
    fireEvent.click(screen.getByTestId('add-submit'))
    await settle()
    expect(t.h.callsTo('/yqc/api/v1/monitor/batchAdd')[0].data).toEqual({
      items: [
        { kind: 'person', targetId: 'PS1', groupId: 1, dimensions: null },
        { kind: 'company', targetId: 'C2', groupId: 1, dimensions: null },
      ],
    })
    await waitFor(() => expect(screen.getByTestId('limit-message').textContent).toBe('华为终端有限公司：已在监控中'))
    expect(t.h.toasts()).toContainEqual(expect.objectContaining({ title: '已添加1个，1个未添加' }))
    // the added one leaves the selection, the skipped one stays
    expect(screen.getByText('华为终端有限公司 ×')).toBeTruthy()
  })
})
