import {
  hideRedDot,
  NOT_TABBAR_PAGE,
  removeBadge,
  setBadge,
  setItem,
  setStyle,
  showRedDot,
  TABBAR_ITEM_NOT_FOUND,
  TabBarModel,
  tabIndexOf,
} from '../../src/domain/tabbar'

const item = (text: string, pagePath: string) => ({
  iconPath: `/i/${text}.png`,
  selectedIconPath: `/i/${text}-on.png`,
  text,
  pagePath,
  visible: true,
  badge: '',
  redDot: false,
})
const model: TabBarModel = {
  items: [item('首页', 'pages/index/index'), item('动态', 'pages/trends/trends'), item('我的', 'pages/mine/mine')],
  style: {
    color: '#999999',
    selectedColor: '#2979ff',
    backgroundColor: '#ffffff',
    borderStyle: 'black',
    borderColor: '#eeeeee',
    midButton: null,
  },
}
const HOME = '/pages/index/index'

describe('tabbar', () => {
  it('sets and removes a badge without touching the input', () => {
    const m = setBadge(model, 1, '3', HOME)
    expect(m.items[1].badge).toBe('3')
    expect(model.items[1].badge).toBe('')
    expect(removeBadge(m, 1, HOME).items[1].badge).toBe('')
  })
  it('shows and hides the red dot (a red dot replaces a badge)', () => {
    const m = showRedDot(setBadge(model, 2, '9', 'pages/mine/mine?x=1'), 2, HOME)
    expect(m.items[2]).toMatchObject({ redDot: true, badge: '' })
    expect(hideRedDot(m, 2, HOME).items[2].redDot).toBe(false)
  })
  it('setItem changes text, icons and visibility; setStyle changes colours', () => {
    const m = setItem(model, 0, { text: '云企查', visible: false }, HOME)
    expect(m.items[0]).toMatchObject({ text: '云企查', visible: false, pagePath: 'pages/index/index' })
    expect(setStyle(model, { selectedColor: '#ED7455' }, HOME).style.selectedColor).toBe('#ED7455')
  })
  it("throws 'tabbar item not found' for a missing index", () => {
    expect(() => setBadge(model, 3, '1', HOME)).toThrow(TABBAR_ITEM_NOT_FOUND)
    expect(() => showRedDot(model, -1, HOME)).toThrow('tabbar item not found')
  })
  it("throws 'not TabBar page' off the tab pages", () => {
    expect(() => setBadge(model, 0, '1', '/pagesIndex/search/search')).toThrow(NOT_TABBAR_PAGE)
    expect(() => setStyle(model, {}, '/pagesIndex/search/search')).toThrow('not TabBar page')
  })
  it('finds the tab index of a page', () => {
    expect(tabIndexOf(model, '/pages/trends/trends')).toBe(1)
    expect(tabIndexOf(model, '/pagesIndex/search/search')).toBe(-1)
  })
})
