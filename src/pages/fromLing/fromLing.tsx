import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import HeaderBar from '@/components/HeaderBar'
import { MESSAGES } from '@/domain/errorCatalogue'
import { lingyangLogin } from '@/services/sso'
import { navigate } from '@/services/nav'
import { session } from '@/stores/session'
import './fromLing.scss'
import { to } from '@/links.gen'

const decode = (v: string) => {
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

/**
 * The partner (领扬) entry: the partner app opens this page with ?ticket=<signed ticket>; the ticket
 * becomes a session with the lingyang flag (the header bar then hides itself), and home opens.
 */
function FromLing() {
  const [error, setError] = useState('')
  useEffect(() => {
    const raw = (Taro.getCurrentInstance().router?.params ?? {}) as Record<string, string | undefined>
    const ticket = decode(raw.ticket ?? '')
    if (!ticket) {
      setError(MESSAGES.loginExpiredLingyang)
      return
    }
    lingyangLogin(ticket).then(
      () => navigate(to.home(), 'relaunch').catch(() => undefined),
      (e) => {
        session.setLingyang(true)
        setError((e as Error)?.message || MESSAGES.loginExpiredLingyang)
      },
    )
  }, [])

  return (
    <View className='from-ling'>
      <HeaderBar title='云企查' backLevel={0} />
      <View className='from-ling__logo'>
        <Text>云</Text>
      </View>
      {error ? (
        <>
          <Text className='from-ling__title'>无法进入云企查</Text>
          <Text className='from-ling__text' data-testid='fromling-error'>
            {error}
          </Text>
        </>
      ) : (
        <>
          <Text className='from-ling__title'>正在进入云企查</Text>
          <Text className='from-ling__text'>正在验证领扬账号...</Text>
        </>
      )}
    </View>
  )
}

export default observer(FromLing)
