import { render, screen, fireEvent } from '@testing-library/react'
import MonitorButton from '../../../src/components/Monitor/MonitorButton'
import { session } from '../../../src/stores/session'
import { settle } from '../pages/harness'
import { mon, quota, setupMonitor, teardownMonitor } from './fixtures'

let t: ReturnType<typeof setupMonitor>

beforeEach(() => {
  jest.restoreAllMocks()
  t = setupMonitor()
})
afterEach(teardownMonitor)

describe('the 监控 button of the company profile', () => {
  it('adds the company in one tap and then reads 已监控, which opens its dynamics', async () => {
    t.h.on('GET', '/yqc/api/v1/monitor/status', () => ({ data: { monitored: false, monitor: null, quota } }))
    t.h.on('POST', '/yqc/api/v1/monitor/add', () => ({ data: mon(5, { targetId: 'PA' }) }))
    render(<MonitorButton targetId='PA' name='甲公司' />)
    await settle()
    expect(t.h.callsTo('/yqc/api/v1/monitor/status')[0].query).toEqual({ kind: 'company', targetId: 'PA' })
    fireEvent.click(screen.getByText('+ 监控'))
    await settle()
    expect(t.h.callsTo('/yqc/api/v1/monitor/add')[0].data).toEqual({ kind: 'company', targetId: 'PA' })
    expect(t.h.toasts()).toContainEqual(expect.objectContaining({ title: '已加入监控（默认分组）' }))
    fireEvent.click(screen.getByText('已监控'))
    expect(t.h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesMonitore/monitoreDetail/monitoreDetail?id=5' }))
  })

  it('at the limit the server message is shown and the button stays', async () => {
    const text = '监控数量已达上限（20家），升级会员可监控更多'
    t.h.on('GET', '/yqc/api/v1/monitor/status', () => ({ data: { monitored: false, monitor: null, quota: { ...quota, used: 20 } } }))
    t.h.on('POST', '/yqc/api/v1/monitor/add', () => ({ status: 429, code: '4291', msg: text, data: quota }))
    render(<MonitorButton targetId='PA' name='甲公司' />)
    await settle()
    fireEvent.click(screen.getByText('+ 监控'))
    await settle()
    expect(t.h.toasts()).toContainEqual(expect.objectContaining({ title: text }))
    expect(screen.getByText('+ 监控')).toBeTruthy()
  })

  it('signed out: the add page behind the login, with the company chosen', async () => {
    session.logout()
    render(<MonitorButton targetId='PA' name='甲公司' />)
    await settle()
    expect(t.h.callsTo('/yqc/api/v1/monitor/status')).toHaveLength(0)
    fireEvent.click(screen.getByText('+ 监控'))
    const url = (t.h.spies.navigateTo.mock.calls[0][0] as { url: string }).url
    expect(url.startsWith('/pagesLogin/phoneLogin/phoneLogin?redirect=')).toBe(true)
    expect(decodeURIComponent(url.split('redirect=')[1])).toBe(
      `/pagesTrends/addmonitor/addmonitor?pid=PA&name=${encodeURIComponent('甲公司')}`,
    )
  })
})
