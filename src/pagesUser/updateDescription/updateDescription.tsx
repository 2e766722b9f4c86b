import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { ReleaseNote } from '../../../contract/schemas/app-info'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import ListFooter from '@/components/ListFooter'
import PullRefresh from '@/components/PullRefresh'
import { CLIENT_VERSION } from '@/domain/constants'
import { updateAvailable } from '@/domain/version'
import { usePagedPage } from '@/hooks/usePaged'
import { latestRelease, releaseNotes, type ReleaseNotesPage } from '@/services/appInfo'
import '../shared/user.scss'
import '../setting/info.scss'
import './updateDescription.scss'

/** The mini-program downloads a new version itself; once it is ready the user may restart into it. */
function offerRestart() {
  if (process.env.TARO_ENV !== 'weapp' || typeof Taro.getUpdateManager !== 'function') return
  const um = Taro.getUpdateManager()
  um.onUpdateReady(() => {
    Taro.showModal({ title: '更新提示', content: '新版本已准备好，是否重启应用？', confirmText: '重启', cancelText: '稍后' }).then(
      (r) => r?.confirm && um.applyUpdate(),
      () => undefined,
    )
  })
  um.onUpdateFailed(() => Taro.showToast({ title: '新版本下载失败，请稍后重试', icon: 'none', duration: 2000 }))
}

function Note({ note }: { note: ReleaseNote }) {
  const current = note.version === CLIENT_VERSION
  return (
    <View className={`rn-item ${current ? 'is-current' : ''}`} data-testid='rn-item' data-version={note.version}>
      <View className='rn-item__head'>
        <Text className='rn-item__version'>v{note.version}</Text>
        {current && (
          <Text className='info-tag' data-testid='rn-current'>
            当前版本
          </Text>
        )}
        <Text className='rn-item__date'>{note.date}</Text>
      </View>
      <Text className='rn-item__title'>{note.title}</Text>
      {note.items.map((item) => (
        <View key={item} className='rn-item__point'>
          <View className='rn-item__dot' />
          <Text>{item}</Text>
        </View>
      ))}
    </View>
  )
}

/** 版本说明: the releases, newest first, the one running marked; 检查更新 compares with the newest release. */
export default function UpdateDescription() {
  const paged = usePagedPage<ReleaseNote, ReleaseNotesPage>(releaseNotes)
  const [checking, setChecking] = useState(false)
  const latest = paged.last?.latest
  const hasUpdate = updateAvailable(CLIENT_VERSION, latest)

  const check = async () => {
    if (checking) return
    setChecking(true)
    try {
      const newest = await latestRelease()
      if (!updateAvailable(CLIENT_VERSION, newest)) {
        Taro.showToast({ title: '已是最新版本', icon: 'none', duration: 1500 })
        return
      }
      if (process.env.TARO_ENV === 'h5') {
        const m = await Taro.showModal({
          title: '发现新版本',
          content: `新版本 v${newest} 已发布，刷新页面即可使用。`,
          confirmText: '立即刷新',
          cancelText: '稍后',
        })
        if (m?.confirm) window.location.reload()
      } else {
        Taro.showToast({ title: `发现新版本 v${newest}，正在下载`, icon: 'none', duration: 2000 })
        offerRestart()
      }
    } catch {
      // the request door said why
    } finally {
      setChecking(false)
    }
  }

  return (
    <View className='user-page'>
      <HeaderBar title='版本说明' />
      <PullRefresh onRefresh={() => paged.refresh()}>
        <View className='rn-head'>
          <View className='rn-head__main'>
            <Text className='rn-head__version'>当前版本 v{CLIENT_VERSION}</Text>
            {latest && (
              <Text className={`rn-head__state ${hasUpdate ? 'is-new' : ''}`} data-testid='rn-state'>
                {hasUpdate ? `发现新版本 v${latest}` : '已是最新版本'}
              </Text>
            )}
          </View>
          <Text className='rn-head__btn' onClick={check} data-testid='rn-check'>
            {checking ? '检查中…' : '检查更新'}
          </Text>
        </View>

        {paged.list.length > 0 && (
          <View className='rn-list'>
            {paged.list.map((n) => (
              <Note key={n.version} note={n} />
            ))}
          </View>
        )}
        {paged.loading && paged.last === null && (
          <View className='user-card' data-testid='rn-loading'>
            <View className='info-skeleton is-short' />
            <View className='info-skeleton' />
            <View className='info-skeleton' />
          </View>
        )}
        {paged.error && paged.list.length === 0 ? (
          <Empty text={paged.error}>
            <Text className='info-retry' onClick={() => paged.refresh()} data-testid='rn-retry'>
              重新加载
            </Text>
          </Empty>
        ) : (
          !paged.loading && paged.last !== null && paged.list.length === 0 && <Empty text='暂无数据～' />
        )}
        <ListFooter loading={paged.loading && paged.last !== null} finished={paged.finished} count={paged.list.length} />
      </PullRefresh>
    </View>
  )
}
