import { render, screen, fireEvent } from '@testing-library/react'
import UserCollect from '../../../src/pagesUser/userCollect/userCollect'
import BasicInfo from '../../../src/pagesUser/userCollect/basicInfo/basicInfo'
import IdentityInfo from '../../../src/pagesUser/userCollect/identityInfo/identityInfo'
import OperateInfo from '../../../src/pagesUser/userCollect/operateInfo/operateInfo'
import DeviceInfo from '../../../src/pagesUser/userCollect/deviceInfo/deviceInfo'
import type { Inventory } from '../../../contract/schemas/privacy'
import { formatDate } from '../../../contract/domain/format'
import { pageConfig } from '../../../src/routes'
import { searchHistory } from '../../../src/stores/searchHistory'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from './harness'

let h: ReturnType<typeof setupPage>
const REGISTERED = Date.UTC(2026, 0, 5, 2, 30)
const NOW = Date.now()

const inventory = (): Inventory => ({
  basic: {
    phoneMasked: '138****8000',
    nickname: '张小明',
    avatar: '',
    registeredAt: REGISTERED,
    signInMethods: [
      { method: 'sms', available: true },
      { method: 'oneClick', available: true },
      { method: 'password', available: false },
      { method: 'wechat', available: false },
      { method: 'partner', available: false },
    ],
  },
  identity: {
    userIdMasked: 'u1a2****9f0e',
    wechatOpenIdMasked: '',
    wechatUnionIdCollected: false,
    partnerUidMasked: '',
    inviteCode: { code: 'YQC2026', label: '云企查官方推广', usedAt: REGISTERED },
  },
  usage: [
    { kind: 'searches', count: null, latestAt: null, latest: '' },
    { kind: 'footprints', count: 12, latestAt: NOW - 60_000, latest: '深圳市腾讯计算机系统有限公司' },
    { kind: 'collections', count: 0, latestAt: null, latest: '' },
    { kind: 'follows', count: 0, latestAt: null, latest: '' },
    { kind: 'monitors', count: 3, latestAt: NOW - 3_600_000, latest: '华为技术有限公司' },
    { kind: 'messages', count: 0, latestAt: null, latest: '' },
    { kind: 'orders', count: 1, latestAt: NOW - 86_400_000, latest: '会员订单 ¥30.00 · 已支付' },
    { kind: 'invoices', count: 0, latestAt: null, latest: '' },
    { kind: 'exports', count: 0, latestAt: null, latest: '' },
    { kind: 'cards', count: 2, latestAt: NOW - 7_200_000, latest: '李四' },
    { kind: 'feedback', count: 1, latestAt: NOW - 86_400_000, latest: '希望增加导出功能' },
    { kind: 'uploads', count: 1, latestAt: REGISTERED, latest: '头像' },
    { kind: 'pageViews', count: 40, latestAt: NOW, latest: '' },
  ],
  device: {
    signInAddresses: [
      { ipMasked: '203.0.*.*', logins: 3, lastAt: NOW },
      { ipMasked: '10.2.*.*', logins: 1, lastAt: REGISTERED },
    ],
    pageViews: { count: 40, lastAt: NOW },
  },
})

function serve(inv: Inventory = inventory()) {
  h.on('GET', '/user/api/v1/privacy/inventory', () => ({ data: inv }))
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
})

describe('个人信息收集清单', () => {
  it('the four kinds, each opening its page, with a summary from the records', async () => {
    serve()
    searchHistory.addKeyword('腾讯')
    render(<UserCollect />)
    await settle()
    expect(screen.getByText('138****8000')).toBeTruthy()
    // 12 + 3 + 1 + 2 + 1 + 1 + 40 on the server, 1 search on this device
    expect(screen.getByText('61条')).toBeTruthy()
    fireEvent.click(screen.getByTestId('uc-basic'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/userCollect/basicInfo/basicInfo' }))
    fireEvent.click(screen.getByTestId('uc-device'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/userCollect/deviceInfo/deviceInfo' }))
  })
})

describe('基本信息', () => {
  it('is a pull-down refresh page', () => {
    expect(pageConfig('pagesUser/userCollect/basicInfo/basicInfo').enablePullDownRefresh).toBe(true)
  })

  it('shows the skeleton, then the server’s record with why each is kept', async () => {
    serve()
    render(<BasicInfo />)
    expect(screen.getByTestId('pv-skeleton')).toBeTruthy()
    await settle()
    expect(screen.getByTestId('bi-phone').textContent).toContain('138****8000')
    expect(screen.getByTestId('bi-phone').textContent).toContain('用于注册、登录和安全验证')
    expect(screen.getByTestId('bi-nickname').textContent).toContain('张小明')
    expect(screen.getByTestId('bi-avatar').textContent).toContain('未设置')
    expect(screen.getByTestId('bi-registered').textContent).toContain(formatDate(REGISTERED, 'yyyy-mm-dd hh:MM'))
    const methods = screen.getByTestId('bi-methods').textContent
    expect(methods).toContain('短信验证码')
    expect(methods).toContain('本机号码一键登录')
    expect(methods).toContain('密码（未设置）')
    expect(methods).toContain('微信（未绑定）')
    expect(methods).not.toContain('领扬')
  })

  it('a failed load offers 重新加载', async () => {
    h.on('GET', '/user/api/v1/privacy/inventory', () => ({ code: '5000', msg: '服务繁忙', status: 500 }))
    render(<BasicInfo />)
    await settle()
    expect(screen.getByText('加载失败，请检查网络后重试')).toBeTruthy()
    serve()
    fireEvent.click(screen.getByText('重新加载'))
    await settle()
    expect(screen.getByTestId('bi-phone').textContent).toContain('138****8000')
  })
})

describe('身份信息', () => {
  it('masked identifiers, what is not collected, and the invitation code', async () => {
    serve()
    render(<IdentityInfo />)
    await settle()
    expect(screen.getByTestId('id-user').textContent).toContain('u1a2****9f0e')
    expect(screen.getByTestId('id-openid').textContent).toContain('未绑定')
    expect(screen.getByTestId('id-unionid').textContent).toContain('未收集')
    expect(screen.queryByTestId('id-partner')).toBeNull()
    const invite = screen.getByTestId('id-invite').textContent
    expect(invite).toContain('YQC2026')
    expect(invite).toContain('云企查官方推广')
  })
})

describe('使用记录', () => {
  const row = (kind: string) => screen.getAllByTestId('usage').find((e) => e.getAttribute('data-kind') === kind) as HTMLElement

  it('counts each kind with its latest and purpose; searches are counted on this device', async () => {
    serve()
    searchHistory.addKeyword('华为')
    searchHistory.addKeyword('腾讯')
    render(<OperateInfo />)
    await settle()
    expect(screen.getAllByTestId('usage')).toHaveLength(13)
    expect(row('cards').textContent).toContain('2 张')
    expect(row('cards').textContent).toContain('李四')
    expect(row('uploads').textContent).toContain('头像')
    expect(row('searches').textContent).toContain('本机 2 条')
    expect(row('searches').textContent).toContain('最近：腾讯')
    expect(row('searches').textContent).toContain('服务器不保存您的搜索词')
    expect(row('footprints').textContent).toContain('12 条')
    expect(row('footprints').textContent).toContain('深圳市腾讯计算机系统有限公司')
    expect(row('orders').textContent).toContain('会员订单 ¥30.00 · 已支付')
    expect(row('collections').textContent).toContain('0 个')
    expect(row('collections').textContent).not.toContain('最近')
    fireEvent.click(row('footprints'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/myFooter/myFooter' }))
    const before = h.spies.navigateTo.mock.calls.length
    fireEvent.click(row('collections'))
    await settle()
    expect(h.spies.navigateTo.mock.calls.length).toBe(before)
    fireEvent.click(row('cards'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/cardHolder/list/list' }))
  })
})

describe('设备信息', () => {
  it('the devices from the devices list with the address masked, the sign-in addresses and page views', async () => {
    serve()
    h.on('GET', '/sso/api/userCenter/devices', () => ({
      data: [
        {
          id: 'abc',
          deviceName: 'Chrome 浏览器',
          phoneBrand: '',
          systemVersion: 'Android 14',
          appVersion: '1.0.1',
          ip: '203.0.113.45',
          loginAt: Math.floor(NOW / 1000),
          status: 'active',
          current: true,
        },
      ],
    }))
    render(<DeviceInfo />)
    await settle()
    const device = screen.getByTestId('di-device').textContent
    expect(device).toContain('Chrome 浏览器')
    expect(device).toContain('203.0.*.*')
    expect(device).not.toContain('113.45')
    expect(device).toContain('本机')
    expect(screen.getAllByTestId('di-ip').map((e) => e.textContent)).toEqual([
      expect.stringContaining('203.0.*.*登录 3 次'),
      expect.stringContaining('10.2.*.*登录 1 次'),
    ])
    expect(screen.getByTestId('di-views').textContent).toContain('40 次')
  })
})
