import { View, Text, Image } from '@tarojs/components'
import { navigate } from '@/services/nav'
import { TAB_ITEMS, TAB_STYLE, TAB_BAR_HEIGHT, TAB_ICON_SIZE, TAB_FONT_SIZE, type TabItem, type TabStyle } from '@/domain/tabItems'
import './index.scss'
import homeIcon from '../../assets/tab/home.png'
import homeActiveIcon from '../../assets/tab/home-active.png'
import trendsIcon from '../../assets/tab/trends.png'
import trendsActiveIcon from '../../assets/tab/trends-active.png'
import mineIcon from '../../assets/tab/mine.png'
import mineActiveIcon from '../../assets/tab/mine-active.png'

export interface TabBarProps {
  /** index of the selected tab */
  current: number
  items?: TabItem[]
  tabStyle?: TabStyle
  /** per-index badge text or red dot (e.g. unread dynamics on 动态) */
  badges?: Record<number, { badge?: string; redDot?: boolean }>
}

const icons: Record<string, string> = {
  'assets/tab/home.png': homeIcon,
  'assets/tab/home-active.png': homeActiveIcon,
  'assets/tab/trends.png': trendsIcon,
  'assets/tab/trends-active.png': trendsActiveIcon,
  'assets/tab/mine.png': mineIcon,
  'assets/tab/mine-active.png': mineActiveIcon,
}

/** Our own tab bar (50 px high, icons 24 px, text 10 px, blue selected, grey unselected). */
export default function TabBar({ current, items = TAB_ITEMS, tabStyle = TAB_STYLE, badges = {} }: TabBarProps) {
  const go = (i: number) => {
    if (i === current) return
    navigate(items[i].pagePath, 'switchTab')
  }
  return (
    <View className='tab-bar-space' style={{ height: `${TAB_BAR_HEIGHT}px` }}>
      <View
        className='tab-bar'
        style={{ height: `${TAB_BAR_HEIGHT}px`, background: tabStyle.backgroundColor, borderTopColor: tabStyle.borderColor }}
      >
        {items.map((item, i) => {
          if (!item.visible) return null
          const selected = i === current
          const extra = { ...item, ...badges[i] }
          return (
            <View key={item.pagePath} className='tab-bar__item' onClick={() => go(i)} data-selected={selected ? '1' : '0'}>
              <View className='tab-bar__icon-wrap'>
                <Image
                  className='tab-bar__icon'
                  style={{ width: `${TAB_ICON_SIZE}px`, height: `${TAB_ICON_SIZE}px` }}
                  src={icons[selected ? item.selectedIconPath : item.iconPath]}
                />
                {extra.badge ? (
                  <Text className='tab-bar__badge'>{extra.badge}</Text>
                ) : extra.redDot ? (
                  <View className='tab-bar__dot' />
                ) : null}
              </View>
              <Text
                className='tab-bar__text'
                style={{ fontSize: `${TAB_FONT_SIZE}px`, color: selected ? tabStyle.selectedColor : tabStyle.color }}
              >
                {item.text}
              </Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}
