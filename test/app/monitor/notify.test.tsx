import { render, screen, fireEvent } from '@testing-library/react'
import NotifySet from '../../../src/pagesUser/notifySet/notifySet'
import Notify from '../../../src/pagesUser/notify/notify'
import MonitorSet from '../../../src/pagesUser/monitorSet/monitorSet'
import { settle } from '../pages/harness'
import { setupMonitor, teardownMonitor } from './fixtures'

let t: ReturnType<typeof setupMonitor>
const setting = {
  pushEnabled: true,
  levels: ['high', 'warn'],
  dimensions: null,
  quietEnabled: false,
  quietStart: '22:00',
  quietEnd: '08:00',
  digestEnabled: true,
  digestTime: '09:00',
  subscribed: false,
}

beforeEach(() => {
  jest.restoreAllMocks()
  t = setupMonitor()
  t.h.params({})
  t.h.on('GET', '/msg/api/v1/notify/setting', () => ({ data: setting }))
  t.h.on('POST', '/msg/api/v1/notify/setting', (d) => ({ data: { ...setting, ...d } }))
})
afterEach(teardownMonitor)

const chip = (c: HTMLElement, text: string) => [...c.querySelectorAll('.mon-chip')].find((e) => e.textContent === text) as HTMLElement
const switchOf = (c: HTMLElement, title: string) => c.querySelector(`[data-title="${title}"]`) as HTMLElement

describe('notification settings', () => {
  it('saves levels, chosen dimensions, quiet hours and the digest', async () => {
    const { container } = render(<NotifySet />)
    await settle()
    fireEvent.click(chip(container, '提示'))
    fireEvent.click(chip(container, '警示'))
    fireEvent.click(chip(container, '仅推送选中的'))
    // starts from the high-level dimensions of the catalogue
    expect(chip(container, '失信被执行人').className).toContain('is-on')
    fireEvent.click(chip(container, '立案信息'))
    fireEvent.click(switchOf(container, '免打扰'))
    expect(screen.getByText('（次日）')).toBeTruthy()
    fireEvent.click(switchOf(container, '每日动态汇总'))
    fireEvent.click(screen.getByTestId('notify-save'))
    await settle()
    expect(t.h.callsTo('/msg/api/v1/notify/setting').filter((c) => c.method === 'POST')[0].data).toEqual({
      pushEnabled: true,
      levels: ['high', 'info'],
      dimensions: ['dishonestExecutor', 'caseFiling'],
      quietEnabled: true,
      quietStart: '22:00',
      quietEnd: '08:00',
      digestEnabled: false,
      digestTime: '09:00',
    })
    expect(t.h.toasts()).toContainEqual(expect.objectContaining({ title: '设置已保存' }))
  })

  it('no level chosen: refused without a call', async () => {
    const { container } = render(<NotifySet />)
    await settle()
    fireEvent.click(chip(container, '高风险'))
    fireEvent.click(chip(container, '警示'))
    fireEvent.click(screen.getByTestId('notify-save'))
    expect(t.h.toasts()).toContainEqual(expect.objectContaining({ title: '请至少选择一个推送级别' }))
    expect(t.h.callsTo('/msg/api/v1/notify/setting').filter((c) => c.method === 'POST')).toHaveLength(0)
  })

  it('the notify page switches pushes off and shows the connection state', async () => {
    const { container } = render(<Notify />)
    await settle()
    expect(screen.getByTestId('socket-state').textContent).toBe('连接中…')
    fireEvent.click(switchOf(container, '接收监控动态推送'))
    await settle()
    expect(t.h.callsTo('/msg/api/v1/notify/setting').find((c) => c.method === 'POST')!.data).toEqual({ pushEnabled: false })
    expect(t.h.toasts()).toContainEqual(expect.objectContaining({ title: '已关闭消息推送' }))
    // in H5 there is no subscribe message: the page says where to turn it on
    expect(screen.getByText('请在云企查微信小程序中开启')).toBeTruthy()
    fireEvent.click(screen.getByTestId('notify-subscriptions'))
    await settle()
    expect(t.h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/subscribe/subscribe' }))
  })

  it('the default monitor dimensions: levels and dimensions are saved together', async () => {
    t.h.on('POST', '/yqc/api/v1/monitor/setting', (d) => ({ data: d }))
    const { container } = render(<MonitorSet />)
    await settle()
    fireEvent.click(chip(container, '专利'))
    fireEvent.click(chip(container, '提示'))
    fireEvent.click(screen.getByTestId('setting-save'))
    await settle()
    expect(t.h.callsTo('/yqc/api/v1/monitor/setting').find((c) => c.method === 'POST')!.data).toEqual({
      dimensions: ['regLegalPerson', 'dishonestExecutor', 'patent'],
      levels: ['high', 'warn'],
    })
  })
})
