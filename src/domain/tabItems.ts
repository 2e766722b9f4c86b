// The three tabs with their item and style fields.
// Icon paths are relative to src/ (WeChat needs local PNGs ≤ 40 KB).
import { to } from '../links.gen'

export interface TabItem {
  iconPath: string
  selectedIconPath: string
  text: string
  pagePath: string
  visible: boolean
  badge?: string
  redDot?: boolean
}

export interface TabStyle {
  color: string
  selectedColor: string
  backgroundColor: string
  borderStyle: 'black' | 'white'
  borderColor: string
  midButton?: TabItem
}

export const TAB_STYLE: TabStyle = {
  color: '#8a8f99',
  selectedColor: '#2979ff',
  backgroundColor: '#ffffff',
  borderStyle: 'white',
  borderColor: '#eeeeee',
}

export const TAB_ITEMS: TabItem[] = [
  { text: '首页', pagePath: to.home(), iconPath: 'assets/tab/home.png', selectedIconPath: 'assets/tab/home-active.png', visible: true },
  {
    text: '动态',
    pagePath: to.trends(),
    iconPath: 'assets/tab/trends.png',
    selectedIconPath: 'assets/tab/trends-active.png',
    visible: true,
  },
  { text: '我的', pagePath: to.mine(), iconPath: 'assets/tab/mine.png', selectedIconPath: 'assets/tab/mine-active.png', visible: true },
]

/** Tab bar geometry, in px. */
export const TAB_BAR_HEIGHT = 50
export const TAB_ICON_SIZE = 24
export const TAB_FONT_SIZE = 10
