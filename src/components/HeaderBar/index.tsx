import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { HEADER_HEIGHT, TEXT_COLOR } from '@/domain/constants'
import { usePageGuard } from '@/hooks/usePageGuard'
import { observer } from 'mobx-react-lite'
import { session } from '@/stores/session'
import DemoBanner from '@/components/DemoBanner'
import WxPrivacy from '@/components/WxPrivacy'
import ScanButton from '@/components/ScanButton'
import './index.scss'
import { to } from '@/links.gen'

export interface HeaderBarProps {
  title?: string
  titleColor?: string
  align?: 'center' | 'left'
  /** 0 hides the back arrow; n goes back n pages */
  backLevel?: number
  fixed?: boolean
  height?: number
  background?: string
  rightType?: 'more' | 'searches' | 'none'
  showLogo?: boolean
  showExport?: boolean
  /** 扫一扫 on the right (mini-program only) */
  showScan?: boolean
  customBack?: boolean
  /** defaults to hidden for the partner-app (lingyang) user */
  hidden?: boolean
  onBack?: () => void
  onRight?: () => void
  onExport?: () => void
}

// (with an else, so that the H5 build drops the system-info call and the user-agent parser behind it)
export const statusBarHeight = (() => {
  if (process.env.TARO_ENV === 'h5') return 0
  else {
    try {
      return Taro.getSystemInfoSync().statusBarHeight || 0
    } catch {
      return 0
    }
  }
})()

let capsule: { right: number; top: number; height: number } | null | undefined

/**
 * The mini-program's capsule button (··· ⊙) sits over the top right of a custom header: the width from its left edge
 * to the screen's right edge, which the bar leaves free. 0 outside the mini-program.
 */
export function capsuleInset(): number {
  if (process.env.TARO_ENV !== 'weapp') return 0
  if (capsule === undefined) {
    try {
      const rect = Taro.getMenuButtonBoundingClientRect() as ReturnType<typeof Taro.getMenuButtonBoundingClientRect> | Promise<never>
      // a runtime without the API answers with a rejected promise instead of throwing
      if (rect instanceof Promise) {
        rect.catch(() => undefined)
        capsule = null
      } else {
        const width = Taro.getSystemInfoSync().windowWidth
        capsule = rect && rect.left > 0 && width > rect.left ? { right: width - rect.left, top: rect.top, height: rect.height } : null
      }
    } catch {
      capsule = null
    }
  }
  return capsule?.right ?? 0
}

/**
 * The bar's height: at least `height`, and tall enough to hold the capsule centred in it, as WeChat's own bar does
 * (the gap from the status bar to the capsule, the capsule, the same gap again); else a low capsule overlaps the page.
 */
export function barHeight(height = HEADER_HEIGHT): number {
  capsuleInset()
  if (!capsule) return height
  return Math.max(height, Math.max(0, capsule.top - statusBarHeight) * 2 + capsule.height)
}

/** tests: measure the capsule again */
export function forgetCapsule(): void {
  capsule = undefined
}

/** Total height of the fixed header (status bar + bar), for things that stick under it. */
export const headerOffset = (height = HEADER_HEIGHT) => barHeight(height) + statusBarHeight

export function copyTitle(title: string) {
  Taro.setClipboardData({ data: title }).then(() => Taro.showToast({ title: '复制成功', icon: 'none', duration: 1500 }))
}

function HeaderBar(props: HeaderBarProps) {
  const {
    title = '',
    titleColor = TEXT_COLOR,
    align = 'center',
    backLevel = 1,
    fixed = true,
    height: ownHeight = HEADER_HEIGHT,
    background = '#ffffff',
    rightType = 'none',
    showLogo = false,
    showExport = false,
    hidden = session.isLingyang,
  } = props
  // every page draws a header bar, so the login guard for directly opened URLs lives here
  usePageGuard()
  // the 演示环境 strip goes under every page's bar, and stays where the bar itself is hidden; so does WeChat's
  // privacy agreement, which any page may need
  if (hidden)
    return (
      <>
        <DemoBanner />
        <WxPrivacy />
      </>
    )
  const back = () => {
    if (props.customBack && props.onBack) return props.onBack()
    const pages = Taro.getCurrentPages()
    if (pages.length > 1) Taro.navigateBack({ delta: backLevel })
    else Taro.switchTab({ url: to.home() })
  }
  const inset = capsuleInset()
  const height = barHeight(ownHeight)
  const barStyle = { height: `${height}px`, paddingTop: `${statusBarHeight}px`, background }
  return (
    <>
      <View className='header-bar-wrap' style={{ height: fixed ? `${height + statusBarHeight}px` : 0 }}>
        <View className={`header-bar ${fixed ? 'header-bar--fixed' : ''}`} style={barStyle}>
          <View className='header-bar__left'>
            {backLevel > 0 && (
              <View className='header-bar__back' onClick={back} aria-label='返回'>
                <View className='header-bar__arrow' />
              </View>
            )}
            {showLogo && (
              <View className='header-bar__logo'>
                <Text>云</Text>
              </View>
            )}
          </View>
          <View
            className={`header-bar__title header-bar__title--${align}`}
            style={{ color: titleColor }}
            onLongPress={() => title && copyTitle(title)}
          >
            <Text>{title}</Text>
          </View>
          <View className='header-bar__right'>
            {props.showScan && <ScanButton className='header-bar__icon' />}
            {showExport && (
              <Text className='header-bar__icon' onClick={props.onExport}>
                导出
              </Text>
            )}
            {rightType === 'searches' && (
              <View className='header-bar__search' onClick={props.onRight} aria-label='搜索'>
                <View className='icon-search' />
              </View>
            )}
            {rightType === 'more' && (
              <Text className='header-bar__more' onClick={props.onRight}>
                ···
              </Text>
            )}
          </View>
          {inset > 0 && <View className='header-bar__capsule' style={{ width: `${inset}px`, flexShrink: 0 }} />}
        </View>
      </View>
      <DemoBanner />
      <WxPrivacy />
    </>
  )
}

export default observer(HeaderBar)
