import { render, screen, fireEvent, act } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Text } from '@tarojs/components'
import HeaderBar from '../../../src/components/HeaderBar'
import TabBar from '../../../src/components/TabBar'
import Dropdown from '../../../src/components/Dropdown'
import Empty from '../../../src/components/Empty'
import LoadingOverlay from '../../../src/components/LoadingOverlay'
import PullRefresh from '../../../src/components/PullRefresh'
import CompanyCard from '../../../src/components/CompanyCard'
import { splitHighlight } from '../../../src/components/HighlightText'
import NameAvatar, { avatarText } from '../../../src/components/NameAvatar'
import DimensionGrid, { groupDimensions } from '../../../src/components/DimensionGrid'
import { setupPage } from '../pages/harness'

let h: ReturnType<typeof setupPage>
beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
})

describe('HeaderBar', () => {
  it('shows a back arrow unless the back level is 0, and goes back that many pages', () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}, {}] as never)
    const { container, rerender } = render(<HeaderBar title='企业详情' backLevel={2} />)
    fireEvent.click(container.querySelector('.header-bar__back')!)
    expect(h.spies.navigateBack).toHaveBeenCalledWith({ delta: 2 })
    rerender(<HeaderBar title='企业详情' backLevel={0} />)
    expect(container.querySelector('.header-bar__back')).toBeNull()
  })

  it('copies the title on long press and says 复制成功', async () => {
    const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    render(<HeaderBar title='深圳市腾飞科技有限公司' />)
    fireEvent(screen.getByText('深圳市腾飞科技有限公司').closest('.header-bar__title')!, new Event('longpress', { bubbles: true }))
    await act(async () => undefined)
    expect(copy).toHaveBeenCalledWith({ data: '深圳市腾飞科技有限公司' })
    expect(h.toasts()).toContainEqual(expect.objectContaining({ title: '复制成功' }))
  })

  it('is hidden for the partner-app user and draws logo, export and search when asked', () => {
    const onRight = jest.fn()
    const { container, rerender } = render(<HeaderBar title='云企查' showLogo showExport rightType='searches' onRight={onRight} />)
    expect(container.querySelector('.header-bar__logo')).not.toBeNull()
    expect(screen.getByText('导出')).toBeTruthy()
    fireEvent.click(container.querySelector('.header-bar__search')!)
    expect(onRight).toHaveBeenCalled()
    rerender(<HeaderBar title='云企查' hidden />)
    expect(container.querySelector('.header-bar')).toBeNull()
  })
})

describe('TabBar', () => {
  it('draws 首页/动态/我的 at 50 px with 24 px icons and 10 px text, the current one blue', () => {
    const { container } = render(<TabBar current={1} badges={{ 1: { redDot: true }, 2: { badge: '3' } }} />)
    const bar = container.querySelector('.tab-bar') as HTMLElement
    expect(bar.style.height).toBe('50px')
    const items = [...container.querySelectorAll('.tab-bar__item')]
    expect(items.map((i) => i.textContent)).toEqual(['首页', '动态', '3我的'])
    const texts = [...container.querySelectorAll('.tab-bar__text')] as HTMLElement[]
    expect(texts[1].style.color).toBe('rgb(41, 121, 255)')
    expect(texts[0].style.color).toBe('rgb(138, 143, 153)')
    expect(texts[0].style.fontSize).toBe('10px')
    expect((container.querySelector('.tab-bar__icon') as HTMLElement).style.width).toBe('24px')
    expect(container.querySelectorAll('.tab-bar__dot')).toHaveLength(1)
  })

  it('switches tab on tap and does nothing on the current tab', async () => {
    render(<TabBar current={0} />)
    fireEvent.click(screen.getByText('首页'))
    fireEvent.click(screen.getByText('我的'))
    await act(async () => undefined)
    expect(h.spies.switchTab).toHaveBeenCalledTimes(1)
    expect(h.spies.switchTab).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/mine/mine' }))
  })
})

describe('Dropdown', () => {
  const entries = [{ title: '全部地区' }, { title: '行业', disabled: true }, { title: '排序' }]
  it('opens an entry, ignores a disabled one, closes on itself and on the mask when set', () => {
    const { container } = render(
      <Dropdown entries={entries} closeOnClickSelf closeOnClickOverlay renderPanel={(i) => <Text>面板{i}</Text>} />,
    )
    fireEvent.click(screen.getByText('全部地区'))
    expect(screen.getByText('面板0')).toBeTruthy()
    fireEvent.click(screen.getByText('行业'))
    expect(screen.getByText('面板0')).toBeTruthy()
    fireEvent.click(screen.getByText('排序'))
    expect(screen.getByText('面板2')).toBeTruthy()
    fireEvent.click(screen.getByText('排序'))
    expect(screen.queryByText('面板2')).toBeNull()
    fireEvent.click(screen.getByText('全部地区'))
    fireEvent.click(container.querySelector('.dropdown__mask')!)
    expect(screen.queryByText('面板0')).toBeNull()
  })

  it('stays open on the mask and on itself without the close options', () => {
    const { container } = render(<Dropdown entries={entries} renderPanel={(i) => <Text>面板{i}</Text>} />)
    fireEvent.click(screen.getByText('全部地区'))
    fireEvent.click(container.querySelector('.dropdown__mask')!)
    fireEvent.click(screen.getByText('全部地区'))
    expect(screen.getByText('面板0')).toBeTruthy()
  })
})

describe('Empty and LoadingOverlay', () => {
  it('say 暂无数据～ and 请求中...; the overlay hides in transparent mode', () => {
    render(<Empty />)
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    const { container, rerender } = render(<LoadingOverlay visible />)
    expect(screen.getByText('请求中...')).toBeTruthy()
    rerender(<LoadingOverlay visible transparent />)
    expect(container.querySelector('.loading-overlay')).toBeNull()
  })
})

describe('PullRefresh', () => {
  const touch = (el: Element, type: string, y: number) =>
    fireEvent(el, Object.assign(new Event(type, { bubbles: true }), { touches: [{ clientY: y }], changedTouches: [{ clientY: y }] }))

  it('refreshes when released past the 45 px threshold and not before', async () => {
    const onRefresh = jest.fn(() => Promise.resolve())
    const { container } = render(
      <PullRefresh onRefresh={onRefresh}>
        <Text>列表</Text>
      </PullRefresh>,
    )
    const root = container.querySelector('.pull-refresh')!
    touch(root, 'touchstart', 100)
    touch(root, 'touchmove', 160) // 30 px after resistance: below 45
    expect(container.querySelector('[data-status="pulling"]')).not.toBeNull()
    await act(async () => touch(root, 'touchend', 160))
    expect(onRefresh).not.toHaveBeenCalled()
    await act(() => new Promise((r) => setTimeout(r, 350))) // the abort animation (0.3 s)
    touch(root, 'touchstart', 100)
    touch(root, 'touchmove', 200) // 50 px
    expect(screen.getByText('释放立即刷新')).toBeTruthy()
    await act(async () => touch(root, 'touchend', 200))
    expect(onRefresh).toHaveBeenCalledTimes(1)
  })
})

describe('CompanyCard', () => {
  it('splits the name by highlight spans', () => {
    expect(splitHighlight('深圳市腾飞科技有限公司', [[3, 5]])).toEqual([
      { text: '深圳市', hit: false },
      { text: '腾飞', hit: true },
      { text: '科技有限公司', hit: false },
    ])
    expect(splitHighlight('腾飞', [])).toEqual([{ text: '腾飞', hit: false }])
  })

  it('shows the facts and the match reason', () => {
    const hit = {
      pid: 'P1',
      name: '深圳市腾飞科技有限公司',
      highlight: [[3, 5]] as Array<[number, number]>,
      status: '存续' as const,
      legalPerson: '王伟',
      legalPersonId: 'X',
      regCapital: 5000,
      regCapitalText: '5000万人民币',
      currency: '人民币',
      established: '2015-01-02',
      regionCode: '440305',
      regionName: '广东省 深圳市 南山区',
      industry: '软件',
      companyType: '有限责任公司',
      matchReason: '股东：王伟',
      logo: '',
    }
    const { container } = render(<CompanyCard hit={hit} />)
    expect(container.querySelector('.hl')!.textContent).toBe('腾飞')
    for (const t of ['王伟', '5000万人民币', '2015-01-02', '广东省 深圳市 南山区', '股东：王伟', '存续'])
      expect(container.textContent).toContain(t)
  })
})

describe('NameAvatar', () => {
  it('draws the brand without region and legal form, two characters a line', () => {
    expect(avatarText('深圳市腾飞科技有限公司')).toBe('腾飞科技')
    expect(avatarText('广西壮族自治区南宁华联股份有限公司')).toBe('南宁华联')
    expect(avatarText('华为')).toBe('华为')
    const { container } = render(<NameAvatar name='深圳市腾飞科技有限公司' />)
    expect([...container.querySelectorAll('.name-avatar__line')].map((l) => l.textContent)).toEqual(['腾飞', '科技'])
  })
})

describe('DimensionGrid', () => {
  const dims = [
    { key: 'dishonest', label: '失信被执行人', category: 'judicial', count: 2 },
    { key: 'patent', label: '专利信息', category: 'ip', count: 0 },
    { key: 'executor', label: '被执行人', category: 'judicial', count: 5 },
  ]
  it('groups by category with totals and greys empty dimensions', () => {
    const groups = groupDimensions(dims)
    expect(groups.map((g) => [g.label, g.total])).toEqual([
      ['司法风险', 7],
      ['知识产权', 0],
    ])
    const { container } = render(<DimensionGrid dimensions={dims} pid='P1' />)
    const empty = [...container.querySelectorAll('.dim-grid__cell.is-empty')]
    expect(empty.map((e) => e.getAttribute('data-dim'))).toEqual(['patent'])
    expect(container.querySelectorAll('.dim-grid__cell')).toHaveLength(3)
  })
})

describe('PullRefresh inside a scrolled page', () => {
  it('does not start while the list is scrolled down', async () => {
    const onRefresh = jest.fn(() => Promise.resolve())
    const { container } = render(
      <div className='scroller'>
        <PullRefresh onRefresh={onRefresh}>
          <Text>列表</Text>
        </PullRefresh>
      </div>,
    )
    ;(container.querySelector('.scroller') as HTMLElement).scrollTop = 300
    const root = container.querySelector('.pull-refresh')!
    const touch = (type: string, y: number) =>
      fireEvent(root, Object.assign(new Event(type, { bubbles: true }), { touches: [{ clientY: y }] }))
    touch('touchstart', 100)
    touch('touchmove', 300)
    await act(async () => touch('touchend', 300))
    expect(onRefresh).not.toHaveBeenCalled()
    expect(container.querySelector('[data-status="idle"]')).not.toBeNull()
  })
})

describe('HeaderBar for the partner-app user', () => {
  it('hides itself when the session is a lingyang session', () => {
    const { session } = require('../../../src/stores/session')
    session.setLingyang(true)
    const { container } = render(<HeaderBar title='企业详情' />)
    expect(container.querySelector('.header-bar')).toBeNull()
    act(() => session.setLingyang(false))
    expect(container.querySelector('.header-bar')).not.toBeNull()
  })
})
