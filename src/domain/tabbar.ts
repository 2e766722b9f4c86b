/** Tab bar model and its operations: an item index must exist, changes only on a tab page. Operations return a new model. */

export interface TabBarItem {
  iconPath: string
  selectedIconPath: string
  text: string
  pagePath: string
  visible: boolean
  badge: string
  redDot: boolean
}

export interface TabBarStyle {
  color: string
  selectedColor: string
  backgroundColor: string
  borderStyle: 'black' | 'white'
  borderColor: string
  midButton: { iconPath: string; text: string; visible: boolean } | null
}

export interface TabBarModel {
  items: TabBarItem[]
  style: TabBarStyle
}

export const TABBAR_ITEM_NOT_FOUND = 'tabbar item not found'
export const NOT_TABBAR_PAGE = 'not TabBar page'

const norm = (p: string) => p.replace(/^\//, '').split('?')[0]

function check(model: TabBarModel, index: number, currentPage: string): void {
  if (!model.items.some((it) => norm(it.pagePath) === norm(currentPage))) throw new Error(NOT_TABBAR_PAGE)
  if (!Number.isInteger(index) || index < 0 || index >= model.items.length) throw new Error(TABBAR_ITEM_NOT_FOUND)
}

function patch(model: TabBarModel, index: number, currentPage: string, change: Partial<TabBarItem>): TabBarModel {
  check(model, index, currentPage)
  return { ...model, items: model.items.map((it, i) => (i === index ? { ...it, ...change } : it)) }
}

export const setBadge = (m: TabBarModel, index: number, text: string, currentPage: string) =>
  patch(m, index, currentPage, { badge: text, redDot: false })
export const removeBadge = (m: TabBarModel, index: number, currentPage: string) => patch(m, index, currentPage, { badge: '' })
export const showRedDot = (m: TabBarModel, index: number, currentPage: string) => patch(m, index, currentPage, { redDot: true, badge: '' })
export const hideRedDot = (m: TabBarModel, index: number, currentPage: string) => patch(m, index, currentPage, { redDot: false })

export function setItem(
  m: TabBarModel,
  index: number,
  change: Partial<Pick<TabBarItem, 'iconPath' | 'selectedIconPath' | 'text' | 'visible'>>,
  currentPage: string,
): TabBarModel {
  return patch(m, index, currentPage, change)
}

export function setStyle(m: TabBarModel, change: Partial<TabBarStyle>, currentPage: string): TabBarModel {
  if (!m.items.some((it) => norm(it.pagePath) === norm(currentPage))) throw new Error(NOT_TABBAR_PAGE)
  return { ...m, style: { ...m.style, ...change } }
}

/** Index of the tab for a page, or -1. */
export const tabIndexOf = (m: TabBarModel, page: string) => m.items.findIndex((it) => norm(it.pagePath) === norm(page))
