/** Opening a clue: the clue-type table (src/domain/clueRoutes.ts) through the navigation door. */
import Taro from '@tarojs/taro'
import { clueTarget, type Clue } from '../domain/clueRoutes'
import { navigate } from './nav'

/** Opens the clue's target page; an unknown clue type toasts and rejects. */
export function openClue(clue: Clue): Promise<unknown> {
  const url = clueTarget(clue)
  if (!url) {
    Taro.showToast({ title: '暂不支持查看该类线索', icon: 'none', duration: 2000 })
    return Promise.reject(new Error(`未知的线索类型：${clue?.clueType ?? ''}`))
  }
  return navigate(url)
}
