import { View, Text } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import { CLIENT_VERSION } from '@/domain/constants'
import { formatSize } from '@/domain/cache'
import { to } from '@/links.gen'
import { clearCache, PERSONALISE_KEY, storageUsage, type StorageUsage } from '@/services/appInfo'
import { navigate } from '@/services/nav'
import { storage } from '@/services/storage'
import { confirmLogout } from '@/services/sso'
import { session } from '@/stores/session'
import '../shared/user.scss'
import './info.scss'

interface RowProps {
  label: string
  value?: string
  testId?: string
  onClick: () => void
}

function Row({ label, value, testId, onClick }: RowProps) {
  return (
    <View className='info-row' onClick={onClick} data-testid={testId} role='button'>
      <View className='info-row__main'>
        <Text className='info-row__label'>{label}</Text>
      </View>
      {!!value && <Text className='info-row__value'>{value}</Text>}
      <Text className='info-row__arrow'>›</Text>
    </View>
  )
}

const go = (url: string) => () => navigate(url).catch(() => undefined)

/** The switch as this device last knew it (the 个性化推荐 page reads the account's own). */
const personaliseText = () => ((storage.get(PERSONALISE_KEY) as { on?: boolean } | undefined)?.on === false ? '已关闭' : '已开启')

/**
 * 设置: account and security, profile, notifications, personalisation, cache, version, about, sign-out. Open to
 * visitors; the rows whose pages need the login go through sign-in.
 */
function Setting() {
  const signedIn = session.isLoggedIn
  const user = signedIn ? session.userInfo : null
  const [usage, setUsage] = useState<StorageUsage>(() => storageUsage())
  const [personalise, setPersonalise] = useState(personaliseText)

  useDidShow(() => {
    setUsage(storageUsage())
    setPersonalise(personaliseText())
  })

  const clear = async () => {
    const now = storageUsage()
    setUsage(now)
    if (now.cacheBytes === 0) {
      Taro.showToast({ title: '暂无可清除的缓存', icon: 'none', duration: 1500 })
      return
    }
    const r = await Taro.showModal({
      title: '清除缓存',
      content: `将清除 ${formatSize(now.cacheBytes)} 缓存数据（如地区列表），不会退出登录，也不会删除您的搜索记录和浏览足迹。`,
      confirmText: '清除',
      cancelText: '取消',
    })
    if (!r?.confirm) return
    const freed = clearCache()
    setUsage(storageUsage())
    Taro.showToast({ title: `已清除 ${formatSize(freed)} 缓存`, icon: 'none', duration: 1500 })
  }

  const signOut = async () => {
    if (!(await confirmLogout())) return
    navigate(to.mine(), 'switchTab').catch(() => undefined)
  }

  return (
    <View className='user-page'>
      <HeaderBar title='设置' />
      <View className='user-card'>
        <Row
          label='账号与安全'
          value={user ? user.phoneMasked || '已登录' : '未登录'}
          testId='set-account'
          onClick={go(to.accountSettings())}
        />
        <Row label='个人资料' testId='set-profile' onClick={go(to.userInfo())} />
        <Row label='消息通知设置' testId='set-notify' onClick={go(to.pushSettings())} />
      </View>

      <View className='user-card'>
        <Row label='个性化推荐' value={personalise} testId='set-personalise' onClick={go(to.personalise())} />
        <Row label='隐私管理' testId='set-privacy' onClick={go(to.privacyManage())} />
      </View>

      <View className='user-card'>
        <Row label='清除缓存' value={formatSize(usage.cacheBytes)} testId='set-cache' onClick={clear} />
        <Row label='版本说明' value={`当前版本 v${CLIENT_VERSION}`} testId='set-version' onClick={go(to.releaseNotes())} />
        <Row label='关于我们' testId='set-about' onClick={go(to.aboutUs())} />
      </View>

      {signedIn && (
        <View className='user-btn' onClick={signOut} role='button' data-testid='set-logout'>
          <Text>退出登录</Text>
        </View>
      )}
    </View>
  )
}

export default observer(Setting)
