/**
 * The information pages: 关于我们 (the package version, documents, the ICP line from the server), 开源许可,
 * 版本说明 (newest first, the running version marked, 检查更新), 联系我们 (call, copy, retry) and the rich-text view
 * (the server's HTML sanitised; a missing document said plainly).
 */
import Taro from '@tarojs/taro'
import { fireEvent, render, screen } from '@testing-library/react'
import About from '../../../src/pagesUser/about/about'
import Licences from '../../../src/pagesUser/about/licences'
import { LICENCES } from '../../../src/pagesUser/about/licences.gen'
import UpdateDescription from '../../../src/pagesUser/updateDescription/updateDescription'
import ContactUs, { dialNumber } from '../../../src/pagesUser/contactUs/contactUs'
import RichTextView from '../../../src/pagesUser/richTextView/richTextView'
import { CLIENT_VERSION } from '../../../src/domain/constants'
import { setupPage, settle } from './harness'

type Any = any
let h: ReturnType<typeof setupPage>
const pkg = require('../../../package.json') as { version: string }

const CONTACT = '/user/api/v1/app/contact'
const NOTES = '/user/api/v1/app/releaseNotes'
const DOC = '/user/api/v1/app/document'
const contact = {
  phone: '400-800-6688',
  email: 'service@yunqicha.cn',
  hours: '周一至周五 9:00-18:00（法定节假日除外）',
  address: '上海市浦东新区张江路88号',
  company: '上海云企查信息科技有限公司',
  icp: '沪ICP备2026000001号-1',
}
const note = (version: string, date: string) => ({
  version,
  date,
  title: `v${version} 的更新`,
  items: [`${version} 第一条`, `${version} 第二条`],
})
const notes = (latest: string, list = [note(latest, '2026-11-23'), note('1.0.0', '2026-11-21')]) => ({
  data: { total: list.length, totalText: String(list.length), pageNum: 1, pageSize: 20, list, latest },
})
const navigated = () => h.spies.navigateTo.mock.calls.map((c: Any) => c[0].url)

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
})

describe('关于我们', () => {
  it('shows the package’s version, the documents and the operator’s ICP filing', async () => {
    h.on('GET', CONTACT, () => ({ data: contact }))
    render(<About />)
    await settle()
    expect(CLIENT_VERSION).toBe(pkg.version)
    expect(screen.getByTestId('about-version').textContent).toBe(`版本 ${pkg.version}`)
    expect(screen.getByTestId('about-icp').textContent).toBe('沪ICP备2026000001号-1')
    expect(screen.getByTestId('about-foot').textContent).toContain('上海云企查信息科技有限公司')
    for (const id of ['about-agreement', 'about-privacy', 'about-notes', 'about-licences']) fireEvent.click(screen.getByTestId(id))
    await settle()
    expect(navigated()).toEqual([
      '/pagesLogin/userAgreement/userAgreement',
      '/pagesLogin/privacyAgreement/privacyAgreement',
      '/pagesUser/updateDescription/updateDescription',
      '/pagesUser/about/licences',
    ])
  })

  it('stands without the server: no ICP line, no toast', async () => {
    h.on('GET', CONTACT, () => ({ code: '5000', msg: '服务异常', status: 500 }))
    render(<About />)
    await settle()
    expect(screen.queryByTestId('about-icp')).toBeNull()
    expect(screen.getByText('云企查')).toBeTruthy()
    expect(h.toasts()).toHaveLength(0)
  })
})

describe('开源许可', () => {
  it('lists every runtime dependency with its version and licence, each opening its text', async () => {
    render(<Licences />)
    const rows = screen.getAllByTestId('licence-row')
    expect(rows).toHaveLength(LICENCES.length)
    const react = LICENCES.find((l) => l.name === 'react')!
    const row = rows.find((r) => r.textContent!.startsWith('react版本'))!
    expect(row.textContent).toBe(`react版本 ${react.version}${react.licence}›`)
    fireEvent.click(row)
    await settle()
    expect(navigated()).toEqual([`/pagesUser/richTextView/richTextView?key=${encodeURIComponent('licence:react')}`])
  })
})

describe('版本说明', () => {
  it('lists the releases newest first and marks the one running', async () => {
    h.on('GET', NOTES, () => notes(CLIENT_VERSION))
    render(<UpdateDescription />)
    expect(screen.getByTestId('rn-loading')).toBeTruthy()
    await settle()
    const items = screen.getAllByTestId('rn-item')
    expect(items.map((i) => i.getAttribute('data-version'))).toEqual([CLIENT_VERSION, '1.0.0'])
    expect(items[0].textContent).toContain('当前版本')
    expect(items[0].textContent).toContain(`${CLIENT_VERSION} 第二条`)
    expect(screen.getAllByTestId('rn-current')).toHaveLength(1)
    expect(screen.getByTestId('rn-state').textContent).toBe('已是最新版本')
    expect(h.callsTo(NOTES)[0].query).toMatchObject({ pageNum: '1', pageSize: '20' })
    expect(screen.getByText('没有更多了')).toBeTruthy()
  })

  it('检查更新 tells whether a newer release exists', async () => {
    h.on('GET', NOTES, () => notes(CLIENT_VERSION))
    render(<UpdateDescription />)
    await settle()
    fireEvent.click(screen.getByTestId('rn-check'))
    await settle()
    expect(h.toasts().pop().title).toBe('已是最新版本')

    h.on('GET', NOTES, () => notes('9.0.0', [note('9.0.0', '2027-01-01')]))
    h.spies.showModal.mockImplementationOnce((() => Promise.resolve({ confirm: false, cancel: true })) as Any)
    fireEvent.click(screen.getByTestId('rn-check'))
    await settle()
    expect((h.spies.showModal.mock.calls.pop() as Any)[0].content).toBe('新版本 v9.0.0 已发布，刷新页面即可使用。')
  })

  it('says a newer release exists when the server knows one', async () => {
    h.on('GET', NOTES, () => notes('9.0.0', [note('9.0.0', '2027-01-01'), note(CLIENT_VERSION, '2026-11-23')]))
    render(<UpdateDescription />)
    await settle()
    expect(screen.getByTestId('rn-state').textContent).toBe('发现新版本 v9.0.0')
    expect(screen.getAllByTestId('rn-item')[1].textContent).toContain('当前版本')
  })

  it('shows the empty state and a retry on failure', async () => {
    h.on('GET', NOTES, () => notes(CLIENT_VERSION, []))
    const view = render(<UpdateDescription />)
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    view.unmount()
    h.on('GET', NOTES, () => ({ code: '4290', msg: '请求过于频繁，请稍后再试', status: 429 }))
    render(<UpdateDescription />)
    await settle()
    expect(screen.getByText('请求过于频繁，请稍后再试')).toBeTruthy()
    h.on('GET', NOTES, () => notes(CLIENT_VERSION))
    fireEvent.click(screen.getByTestId('rn-retry'))
    await settle()
    expect(screen.getAllByTestId('rn-item')).toHaveLength(2)
  })
})

describe('联系我们', () => {
  it('shows the server’s details; the phone calls, the email and address copy', async () => {
    const call = jest.spyOn(Taro, 'makePhoneCall').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any)
    const clip = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any)
    h.on('GET', CONTACT, () => ({ data: contact }))
    render(<ContactUs />)
    expect(screen.getByTestId('contact-loading')).toBeTruthy()
    await settle()
    expect(screen.getByTestId('contact-hours').textContent).toContain('周一至周五 9:00-18:00')
    expect(screen.getByText('上海云企查信息科技有限公司')).toBeTruthy()
    // the mini-program's customer-service button exists only there
    expect(screen.queryByText('微信在线客服')).toBeNull()

    fireEvent.click(screen.getByTestId('contact-phone'))
    fireEvent.click(screen.getByTestId('contact-call'))
    expect(call).toHaveBeenCalledTimes(2)
    expect(call).toHaveBeenCalledWith({ phoneNumber: '4008006688' })

    fireEvent.click(screen.getByTestId('contact-email'))
    await settle()
    expect(clip).toHaveBeenLastCalledWith({ data: 'service@yunqicha.cn' })
    expect(h.toasts().pop().title).toBe('邮箱已复制')
    fireEvent.click(screen.getByTestId('contact-address'))
    await settle()
    expect(clip).toHaveBeenLastCalledWith({ data: '上海市浦东新区张江路88号' })

    fireEvent.click(screen.getByTestId('contact-feedback'))
    await settle()
    expect(navigated()).toEqual(['/pagesUser/feedback/feedback/feedback'])
  })

  it('offers 重新加载 when the details cannot be read', async () => {
    h.on('GET', CONTACT, () => ({ code: '4290', msg: '请求过于频繁，请稍后再试', status: 429 }))
    render(<ContactUs />)
    await settle()
    h.on('GET', CONTACT, () => ({ data: contact }))
    fireEvent.click(screen.getByTestId('contact-retry'))
    await settle()
    expect(screen.getByTestId('contact-phone').textContent).toContain('400-800-6688')
  })

  it('dials digits only', () => {
    expect(dialNumber('400-800-6688')).toBe('4008006688')
    expect(dialNumber('+86 21 5555 0000')).toBe('+862155550000')
  })
})

describe('rich text', () => {
  it('asks for the document of its key and shows it sanitised', async () => {
    h.params({ key: encodeURIComponent('licence:react') })
    h.on('GET', DOC, (_d, q) => ({
      data: {
        key: q.key,
        title: 'react 许可证',
        subtitle: '版本 18.3.1 · MIT',
        html: '<p>MIT License</p><script>window.hacked=1</script><img src="x" onerror="window.hacked=1"><a href="javascript:alert(1)">点我</a>',
      },
    }))
    const { container } = render(<RichTextView />)
    expect(screen.getByTestId('rt-loading')).toBeTruthy()
    await settle()
    expect(h.callsTo(DOC)[0].query).toEqual({ key: 'licence:react' })
    expect(screen.getByText('react 许可证')).toBeTruthy()
    expect(screen.getByText('许可证')).toBeTruthy()
    expect(screen.getByText('版本 18.3.1 · MIT')).toBeTruthy()
    const rich = container.querySelector('taro-rich-text-core') as Any
    const nodes = String(rich?.nodes ?? rich?.getAttribute('nodes') ?? screen.getByTestId('rt-body').innerHTML)
    expect(nodes).toContain('MIT License')
    expect(nodes).not.toMatch(/<script|onerror|javascript:/i)
    expect((window as Any).hacked).toBeUndefined()
  })

  it('says a document does not exist, without a retry', async () => {
    h.params({ key: 'licence:nothing' })
    h.on('GET', DOC, () => ({ code: '4040', msg: '文档不存在', status: 404 }))
    render(<RichTextView />)
    await settle()
    expect(screen.getByText('文档不存在')).toBeTruthy()
    expect(screen.queryByTestId('rt-retry')).toBeNull()
  })

  it('asks for nothing without a key', async () => {
    h.params({})
    render(<RichTextView />)
    await settle()
    expect(screen.getByText('文档不存在')).toBeTruthy()
    expect(h.calls).toHaveLength(0)
  })
})
