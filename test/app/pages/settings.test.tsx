/**
 * 设置 and 个性化推荐: the hub's rows (sign-in where a page needs it), 清除缓存 with the real size that clears only
 * cache, sign-out; the switch kept on the account or on the device (carried to the account at the next sign-in), and
 * the home page's recommendations titled by what the server built them from.
 */
import Taro from '@tarojs/taro'
import { fireEvent, render, screen } from '@testing-library/react'
import Setting from '../../../src/pagesUser/setting/setting'
import PersonalitySet from '../../../src/pagesUser/personalitySet/personalitySet'
import RecommendedCompanies from '../../../src/components/RecommendedCompanies'
import { PERSONALISE_KEY } from '../../../src/services/appInfo'
import { session } from '../../../src/stores/session'
import { CLIENT_VERSION } from '../../../src/domain/constants'
import { setupPage, settle, TOKEN, user } from './harness'

type Any = any
let h: ReturnType<typeof setupPage>

const PREFS = '/user/api/v1/preference'
const RECOMMEND = '/user/api/v1/recommend/companies'
const loginUrl = (redirect: string) => `/pagesLogin/phoneLogin/phoneLogin?redirect=${encodeURIComponent(redirect)}`
const confirmNext = (confirm: boolean) =>
  h.spies.showModal.mockImplementationOnce((() => Promise.resolve({ confirm, cancel: !confirm, errMsg: 'ok' })) as Any)

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  localStorage.clear()
  h.on('POST', '/sso/logout', () => ({ data: null }))
})

describe('设置', () => {
  it('signed out: every row is there but sign-out; the rows that need the login go through sign-in', async () => {
    render(<Setting />)
    for (const t of ['账号与安全', '个人资料', '消息通知设置', '个性化推荐', '隐私管理', '清除缓存', '版本说明', '关于我们'])
      expect(screen.getByText(t)).toBeTruthy()
    expect(screen.queryByTestId('set-logout')).toBeNull()
    expect(screen.getByTestId('set-account').textContent).toContain('未登录')
    expect(screen.getByTestId('set-version').textContent).toContain(`当前版本 v${CLIENT_VERSION}`)

    fireEvent.click(screen.getByText('账号与安全'))
    fireEvent.click(screen.getByText('消息通知设置'))
    await settle()
    const urls = h.spies.navigateTo.mock.calls.map((c: Any) => c[0].url)
    expect(urls).toEqual([loginUrl('/pagesUser/accountSet/accountSet'), loginUrl('/pagesUser/notifySet/notifySet')])
  })

  it('opens the open pages directly', async () => {
    render(<Setting />)
    fireEvent.click(screen.getByText('个性化推荐'))
    fireEvent.click(screen.getByText('隐私管理'))
    fireEvent.click(screen.getByText('版本说明'))
    fireEvent.click(screen.getByText('关于我们'))
    await settle()
    expect(h.spies.navigateTo.mock.calls.map((c: Any) => c[0].url)).toEqual([
      '/pagesUser/personalitySet/personalitySet',
      '/pagesUser/privacyManage/privacyManage/privacyManage',
      '/pagesUser/updateDescription/updateDescription',
      '/pagesUser/about/about',
    ])
  })

  it('signed in: the account row shows the phone, and sign-out asks first', async () => {
    session.login(TOKEN, user)
    render(<Setting />)
    expect(screen.getByTestId('set-account').textContent).toContain('138****8000')
    fireEvent.click(screen.getByText('账号与安全'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/accountSet/accountSet' }))

    confirmNext(false)
    fireEvent.click(screen.getByTestId('set-logout'))
    await settle()
    expect(h.callsTo('/sso/logout')).toHaveLength(0)
    expect(session.isLoggedIn).toBe(true)

    fireEvent.click(screen.getByTestId('set-logout'))
    await settle()
    expect(h.callsTo('/sso/logout')).toHaveLength(1)
    expect(session.isLoggedIn).toBe(false)
    expect(h.spies.switchTab).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/mine/mine' }))
  })

  it('清除缓存 shows the size of the cache and clears it, never the login or the user’s own data', async () => {
    const region = Array.from({ length: 300 }, (_, i) => ({ code: String(110000 + i), name: `地区${i}` }))
    Taro.setStorageSync('regionTree', region)
    Taro.setStorageSync('token', TOKEN)
    Taro.setStorageSync('searchHistory', ['华为'])
    Taro.setStorageSync('footprints', [{ pid: 'P1', name: '公司', time: 1 }])
    Taro.setStorageSync('footprintSync', { 'company:P1': 1 })
    const cacheBytes = Buffer.byteLength(`regionTree${localStorage.getItem('regionTree')}`)

    render(<Setting />)
    const row = screen.getByTestId('set-cache')
    expect(row.textContent).toContain(`${(cacheBytes / 1024).toFixed(1).replace(/\.0$/, '')}KB`)

    confirmNext(false)
    fireEvent.click(row)
    await settle()
    expect(localStorage.getItem('regionTree')).not.toBeNull()

    fireEvent.click(row)
    await settle()
    const modal = h.spies.showModal.mock.calls[h.spies.showModal.mock.calls.length - 1][0] as Any
    expect(modal.content).toContain('不会退出登录')
    expect(localStorage.getItem('regionTree')).toBeNull()
    for (const kept of ['token', 'searchHistory', 'footprints', 'footprintSync']) expect(localStorage.getItem(kept)).not.toBeNull()
    expect(h.toasts().pop().title).toMatch(/^已清除 [\d.]+KB 缓存$/)
    expect(screen.getByTestId('set-cache').textContent).toContain('0B')

    fireEvent.click(screen.getByTestId('set-cache'))
    await settle()
    expect(h.toasts().pop().title).toBe('暂无可清除的缓存')
  })

  it('shows the switch as this device last knew it', () => {
    h.storage.set(PERSONALISE_KEY, { on: false, pending: false })
    render(<Setting />)
    expect(screen.getByTestId('set-personalise').textContent).toContain('已关闭')
  })
})

describe('个性化推荐', () => {
  it('signed in: reads the account’s switch and saves a change after a confirmation to turn it off', async () => {
    session.login(TOKEN, user)
    let saved: boolean | null = null
    h.on('GET', PREFS, () => ({ data: { personalise: true } }))
    h.on('POST', PREFS, (d) => {
      saved = d.personalise as boolean
      return { data: { personalise: saved } }
    })
    render(<PersonalitySet />)
    await settle()
    const sw = screen.getByTestId('ps-switch')
    expect(sw.getAttribute('aria-checked')).toBe('true')
    expect(screen.getByTestId('ps-scope').textContent).toContain('保存在您的账号中')
    expect(screen.getAllByText(/关闭后，首页和搜索不再根据您的浏览记录推荐内容/).length).toBeGreaterThan(0)

    confirmNext(false)
    fireEvent.click(sw)
    await settle()
    expect(h.callsTo(PREFS).filter((c) => c.method === 'POST')).toHaveLength(0)

    fireEvent.click(screen.getByTestId('ps-switch'))
    await settle()
    expect(saved).toBe(false)
    expect(screen.getByTestId('ps-switch').getAttribute('aria-checked')).toBe('false')
    expect(h.toasts().pop().title).toBe('已关闭个性化推荐')

    // turning it on needs no confirmation
    fireEvent.click(screen.getByTestId('ps-switch'))
    await settle()
    expect(saved).toBe(true)
    expect(screen.getByTestId('ps-switch').getAttribute('aria-checked')).toBe('true')
  })

  it('keeps the switch as it was when saving fails', async () => {
    session.login(TOKEN, user)
    h.on('GET', PREFS, () => ({ data: { personalise: true } }))
    h.on('POST', PREFS, () => ({ code: '4000', msg: '个性化推荐必须是布尔值', status: 400 }))
    render(<PersonalitySet />)
    await settle()
    fireEvent.click(screen.getByTestId('ps-switch'))
    await settle()
    expect(screen.getByTestId('ps-switch').getAttribute('aria-checked')).toBe('true')
    expect(h.toasts().pop().title).toBe('个性化推荐必须是布尔值')
  })

  it('says so when the switch cannot be read, and reads it again on 重新加载', async () => {
    session.login(TOKEN, user)
    h.on('GET', PREFS, () => ({ code: '4290', msg: '请求过于频繁，请稍后再试', status: 429 }))
    render(<PersonalitySet />)
    await settle()
    expect(screen.getByText('请求过于频繁，请稍后再试')).toBeTruthy()
    h.on('GET', PREFS, () => ({ data: { personalise: false } }))
    fireEvent.click(screen.getByTestId('ps-retry'))
    await settle()
    expect(screen.getByTestId('ps-switch').getAttribute('aria-checked')).toBe('false')
  })

  it('signed out: kept on the device, then carried to the account once signed in', async () => {
    const view = render(<PersonalitySet />)
    await settle()
    expect(screen.getByTestId('ps-scope').textContent).toContain('保存在本机')
    fireEvent.click(screen.getByTestId('ps-switch'))
    await settle()
    expect(h.calls).toHaveLength(0)
    expect(h.storage.data[PERSONALISE_KEY]).toEqual({ on: false, pending: true })
    view.unmount()

    session.login(TOKEN, user)
    h.on('POST', PREFS, (d) => ({ data: { personalise: d.personalise } }))
    h.on('GET', PREFS, () => ({ data: { personalise: true } }))
    render(<PersonalitySet />)
    await settle()
    const posts = h.callsTo(PREFS).filter((c) => c.method === 'POST')
    expect(posts).toHaveLength(1)
    expect(posts[0].data).toEqual({ personalise: false })
    expect(screen.getByTestId('ps-switch').getAttribute('aria-checked')).toBe('false')
    expect(h.storage.data[PERSONALISE_KEY]).toEqual({ on: false, pending: false })
  })
})

describe('猜你关注 on the home and search pages', () => {
  const hit = (i: number, reason: string) => ({
    pid: `P${i}`,
    name: `深圳市云端科技${i}有限公司`,
    highlight: [],
    status: '存续',
    legalPerson: `张${i}`,
    legalPersonId: '',
    regCapital: 100,
    regCapitalText: '100万人民币',
    currency: '人民币',
    established: '2020-01-01',
    regionCode: '440305',
    regionName: '广东省 深圳市 南山区',
    industry: '软件和信息技术服务业',
    companyType: '有限责任公司',
    matchReason: reason,
    logo: '',
  })

  it('titles a list built from the footprints 猜你关注 with each reason, and opens a company', async () => {
    session.login(TOKEN, user)
    h.on('GET', RECOMMEND, () => ({
      data: { personalised: true, list: [hit(1, '同城同行业 · 软件和信息技术服务业'), hit(2, '热门企业')] },
    }))
    render(<RecommendedCompanies />)
    await settle()
    expect(screen.getByText('猜你关注')).toBeTruthy()
    expect(screen.getByText('同城同行业 · 软件和信息技术服务业')).toBeTruthy()
    expect(screen.queryByText('热门企业')).toBeNull()
    expect(screen.getAllByTestId('recommended-item')[0].textContent).toContain('张1 · 100万人民币 · 广东省深圳市')
    fireEvent.click(screen.getByText('深圳市云端科技1有限公司'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P1' }))
  })

  it('holds its place with skeleton rows until the list arrives, so the page does not jump', async () => {
    let release: () => void = () => undefined
    h.spies.request.mockImplementationOnce(
      (() =>
        new Promise(
          (r) =>
            (release = () =>
              r({
                statusCode: 200,
                data: { code: '0000', msg: '', data: { personalised: false, list: [hit(1, '热门企业')] } },
                header: {},
              })),
        )) as never,
    )
    render(<RecommendedCompanies size={5} />)
    await settle()
    const skeleton = screen.getByTestId('recommended-loading')
    expect(skeleton.querySelectorAll('.rec-item')).toHaveLength(5)
    release()
    await settle()
    expect(screen.queryByTestId('recommended-loading')).toBeNull()
    expect(screen.getAllByTestId('recommended-item')).toHaveLength(1)
  })

  it('titles everyone’s list 热门企业, and draws nothing when the call fails', async () => {
    h.on('GET', RECOMMEND, () => ({ data: { personalised: false, list: [hit(1, '热门企业')] } }))
    const view = render(<RecommendedCompanies />)
    await settle()
    expect(screen.getByText('热门企业')).toBeTruthy()
    expect(screen.queryByText('猜你关注')).toBeNull()
    view.unmount()
    h.on('GET', RECOMMEND, () => ({ code: '5000', msg: '服务异常', status: 500 }))
    render(<RecommendedCompanies />)
    await settle()
    expect(screen.queryByTestId('recommended')).toBeNull()
    expect(h.toasts()).toHaveLength(0)
  })

  it('carries a choice made signed out before asking for the list', async () => {
    h.storage.set(PERSONALISE_KEY, { on: false, pending: true })
    session.login(TOKEN, user)
    h.on('POST', PREFS, (d) => ({ data: { personalise: d.personalise } }))
    h.on('GET', RECOMMEND, () => ({ data: { personalised: false, list: [hit(1, '热门企业')] } }))
    render(<RecommendedCompanies />)
    await settle()
    // the page-view log of an earlier test's navigation may land meanwhile; it is not part of this order
    const calls = h.calls.map((c) => `${c.method} ${c.path}`).filter((c) => !c.endsWith('/invite/accessLog'))
    expect(calls).toEqual([`POST ${PREFS}`, `GET ${RECOMMEND}`])
    expect(h.callsTo(RECOMMEND)[0].query).toEqual({ size: '5' })
  })
})
