/**
 * What the mini-program needs of WeChat at launch: a page that does not exist sends the user home, a downloaded new
 * version is offered for a restart, and WeChat's privacy agreement is shown when a covered call asks for it.
 */
import Taro from '@tarojs/taro'
import { to } from '../links.gen'
import { wxPrivacy } from '../stores/wxPrivacy'

export const PAGE_NOT_FOUND = '页面不存在'
export const UPDATE_READY = '新版本已经准备好，是否重启应用？'

/** an unknown path (an old share, a mistyped link): home, and a toast saying why */
export function onPageNotFound(): void {
  Taro.switchTab({ url: to.home() }).catch(() => Taro.reLaunch({ url: to.home() }))
  Taro.showToast({ title: PAGE_NOT_FOUND, icon: 'none', duration: 2000 })
}

export function watchForUpdate(): void {
  if (typeof Taro.getUpdateManager !== 'function') return
  const manager = Taro.getUpdateManager()
  if (!manager) return
  manager.onUpdateReady(() => {
    Taro.showModal({ title: '更新提示', content: UPDATE_READY })
      .then((r) => {
        if (r.confirm) manager.applyUpdate()
      })
      .catch(() => undefined)
  })
}

export function startWeappShell(): void {
  if (process.env.TARO_ENV !== 'weapp') return
  Taro.onPageNotFound?.(() => onPageNotFound())
  watchForUpdate()
  wxPrivacy.listen()
}
