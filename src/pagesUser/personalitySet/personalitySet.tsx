import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { to } from '@/links.gen'
import { loadPersonalise, savePersonalise } from '@/services/appInfo'
import { navigate } from '@/services/nav'
import { session } from '@/stores/session'
import '../shared/user.scss'
import '../setting/info.scss'

/**
 * 个性化推荐: one switch. On, the home page recommends companies like the ones the user viewed; off, everyone's hot
 * companies. Kept on the account when signed in, on this device otherwise.
 */
function PersonalitySet() {
  const signedIn = session.isLoggedIn
  const [on, setOn] = useState<boolean | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const load = () => {
    setError('')
    loadPersonalise().then(setOn, (e: Error) => setError(e?.message || '加载失败'))
  }
  useEffect(load, [signedIn])

  const toggle = async () => {
    if (on === null || busy) return
    const next = !on
    if (!next) {
      const r = await Taro.showModal({
        title: '关闭个性化推荐',
        content: '关闭后，首页和搜索不再根据您的浏览记录推荐内容，只展示热门企业。',
        confirmText: '关闭',
        cancelText: '取消',
      })
      if (!r?.confirm) return
    }
    setBusy(true)
    try {
      setOn(await savePersonalise(next))
      Taro.showToast({ title: next ? '已开启个性化推荐' : '已关闭个性化推荐', icon: 'none', duration: 1500 })
    } catch {
      // the request door said why; the switch stays as it was
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='user-page'>
      <HeaderBar title='个性化推荐' />
      {error && on === null ? (
        <Empty text={error}>
          <Text className='info-retry' onClick={load} data-testid='ps-retry'>
            重新加载
          </Text>
        </Empty>
      ) : (
        <>
          <View className='user-card'>
            <View className='info-row'>
              <View className='info-row__main'>
                <Text className='info-row__label'>个性化推荐</Text>
                <Text className='info-row__sub'>根据浏览记录推荐同行业、同地区企业</Text>
              </View>
              {on === null ? (
                <View className='toggle is-busy' data-testid='ps-loading' />
              ) : (
                <View
                  className={`toggle ${on ? 'is-on' : ''} ${busy ? 'is-busy' : ''}`}
                  role='switch'
                  aria-checked={on}
                  data-testid='ps-switch'
                  onClick={toggle}
                >
                  <View className='toggle__knob' />
                </View>
              )}
            </View>
          </View>
          <Text className='info-note'>关闭后，首页和搜索不再根据您的浏览记录推荐内容，只展示所有用户相同的热门企业。</Text>
          <Text className='info-note'>开启时，推荐只使用您在本应用中的浏览足迹，不会用于其他用途，也不会提供给第三方。</Text>
          {signedIn ? (
            <Text className='info-note' data-testid='ps-scope'>
              此设置保存在您的账号中，在您登录的所有设备上生效。
            </Text>
          ) : (
            <Text className='info-note' data-testid='ps-scope'>
              您尚未登录，此设置保存在本机，登录后将同步到您的账号。
              <Text
                className='sp-link'
                style={{ color: '#2979ff' }}
                onClick={() => navigate(to.phoneLogin({ redirect: to.personalise() })).catch(() => undefined)}
              >
                去登录
              </Text>
            </Text>
          )}
        </>
      )}
    </View>
  )
}

export default observer(PersonalitySet)
