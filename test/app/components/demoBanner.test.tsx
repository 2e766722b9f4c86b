/**
 * The 演示环境 strip: drawn under every page's header bar while the server runs any local stand-in (or says it is a
 * demonstration), worded from the services it names. It is decided when the page mounts and never appears or goes
 * later, so nothing on the page moves: on H5 from the state the server wrote into index.html (no request), in the
 * mini-program from the last state the server gave, asked for once per launch.
 */
import { render, screen } from '@testing-library/react'
import HeaderBar from '../../../src/components/HeaderBar'
import DemoBanner from '../../../src/components/DemoBanner'
import { demo, DEMO_STORAGE_KEY } from '../../../src/stores/demo'
import { API } from '../../../contract/endpoints'
import { DEMO_META, demoBannerText, formatDemoMeta, type DemoState } from '../../../contract/domain/demo'
import { isCacheKey } from '../../../src/domain/cache'
import { setupPage, settle } from '../pages/harness'

const ALL: DemoState = { on: true, standIns: ['sms', 'oneClick', 'wechat', 'pay', 'invoice', 'subscribe', 'oa'] }
let h: ReturnType<typeof setupPage>

function pageSays(state: DemoState | null) {
  document.head.querySelectorAll(`meta[name="${DEMO_META}"]`).forEach((m) => m.remove())
  if (!state) return
  const meta = document.createElement('meta')
  meta.setAttribute('name', DEMO_META)
  meta.setAttribute('content', formatDemoMeta(state))
  document.head.prepend(meta)
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  pageSays(null)
  demo.load()
})
afterAll(() => pageSays(null))

describe('its words', () => {
  it('names what is simulated, and that nothing is charged when payment is', () => {
    expect(demoBannerText(['sms', 'pay'])).toBe('演示环境：短信验证码、支付为本地模拟，不产生真实扣款')
    expect(demoBannerText(['invoice'])).toBe('演示环境：发票为本地模拟')
    expect(demoBannerText(['oneClick', 'wechat', 'subscribe'])).toBe('演示环境：登录、消息推送为本地模拟')
    expect(demoBannerText(ALL.standIns)).toBe('演示环境：短信验证码、登录、支付等为本地模拟，不产生真实扣款')
    expect(demoBannerText(['oa'])).toBe('演示环境：微信授权为本地模拟')
    expect(demoBannerText([])).toBe('演示环境：仅供体验')
  })
})

describe('on H5, from index.html', () => {
  it('shows at the first render what the server wrote into the page, without asking', () => {
    pageSays({ on: true, standIns: ['sms', 'pay'] })
    demo.load()
    const { container } = render(<HeaderBar title='会员中心' />)
    const strip = container.querySelector('.demo-banner') as HTMLElement
    expect(strip).not.toBeNull()
    expect(strip.textContent).toBe('演示环境：短信验证码、支付为本地模拟，不产生真实扣款')
    // under the bar, not inside it: the fixed bar keeps its height
    expect(container.querySelector('.header-bar')!.contains(strip)).toBe(false)
    expect(container.querySelector('.header-bar-wrap')!.nextElementSibling).toBe(strip)
    return demo.refresh().then(() => expect(h.callsTo(API.appInfo.environment)).toHaveLength(0))
  })

  it('draws nothing when the page says no stand-in is in use', () => {
    pageSays({ on: false, standIns: [] })
    demo.load()
    const { container } = render(<HeaderBar title='首页' />)
    expect(container.querySelector('.demo-banner')).toBeNull()
  })

  it('shows on a demonstration with every provider real, and under the partner-app user’s hidden header too', () => {
    pageSays({ on: true, standIns: [] })
    demo.load()
    const { container } = render(<HeaderBar title='首页' hidden />)
    expect(container.querySelector('.header-bar')).toBeNull()
    expect(screen.getByText('演示环境：仅供体验')).toBeTruthy()
  })
})

describe('without the page’s word (the mini-program)', () => {
  it('asks once per launch in the background and keeps the answer; the page already open does not change', async () => {
    let asked = 0
    h.on('GET', API.appInfo.environment, () => {
      asked += 1
      return { data: { demo: ALL } }
    })
    const { container } = render(<DemoBanner />)
    expect(container.querySelector('.demo-banner')).toBeNull()
    await demo.refresh()
    await demo.refresh()
    await settle()
    expect(asked).toBe(1)
    expect(h.callsTo(API.appInfo.environment)[0].method).toBe('GET')
    expect(h.storage.data[DEMO_STORAGE_KEY]).toEqual(ALL)
    // nothing moves on the page already drawn; the next page shows the strip
    expect(container.querySelector('.demo-banner')).toBeNull()
    const next = render(<DemoBanner />)
    expect(next.container.querySelector('.demo-banner')!.textContent).toBe(demoBannerText(ALL.standIns))
  })

  it('the next launch shows the kept state from its first page', () => {
    h.storage.set(DEMO_STORAGE_KEY, { on: true, standIns: ['pay'] })
    demo.load()
    const { container } = render(<HeaderBar title='首页' />)
    expect(container.querySelector('.demo-banner')!.textContent).toBe('演示环境：支付为本地模拟，不产生真实扣款')
  })

  it('a failed ask shows nothing and says nothing', async () => {
    h.on('GET', API.appInfo.environment, () => ({ status: 500, code: '5000', msg: '服务器错误' }))
    await demo.refresh()
    await settle()
    expect(h.toasts()).toEqual([])
    expect(render(<DemoBanner />).container.querySelector('.demo-banner')).toBeNull()
  })

  it('the kept state is cache: 清除缓存 removes it', () => {
    expect(isCacheKey(DEMO_STORAGE_KEY)).toBe(true)
  })
})
