import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import { navigate } from '@/services/nav'
import { landAfterOneClick, runOneClick } from '@/services/oneClick'
import { session } from '@/stores/session'
import WxPhoneLogin from '../WxPhoneLogin'
import { launch } from '@/stores/launch'
import './index.scss'
import { to } from '@/links.gen'

export const ONE_CLICK_TITLE = '本机号码一键登录'
export const OTHER_WAYS_TITLE = '其他方式登录'
export const TERMS_REQUIRED = '请先阅读并同意《用户协议》和《隐私政策》'

/**
 * The one-click sheet shown at launch without a token: in the mini-program WeChat's phone-number button, in H5 the
 * carrier's one-click login. It docks above the tab bar and
 * leaves the page above it usable; the terms box starts unticked and the button refuses until it is ticked.
 */
function OneClickSheet() {
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)
  if (!launch.sheetVisible) return null

  const close = () => launch.setSheetVisible(false)

  const oneClick = async () => {
    if (busy) return
    if (!agreed) {
      termsRequired()
      return
    }
    setBusy(true)
    try {
      await runOneClick(close)
    } finally {
      setBusy(false)
    }
  }

  const termsRequired = () => Taro.showToast({ title: TERMS_REQUIRED, icon: 'none', duration: 2000 })

  const otherWays = () => {
    close()
    navigate(to.phoneLogin()).catch(() => undefined)
  }

  const openDoc = (url: string) => (e) => {
    e?.stopPropagation?.()
    navigate(url).catch(() => undefined)
  }

  return (
    <View className='oc-sheet' data-testid='one-click-sheet'>
      <View className='oc-sheet__head'>
        <View className='oc-sheet__logo'>
          <Text>云</Text>
        </View>
        <View className='oc-sheet__titles'>
          <Text className='oc-sheet__title'>登录云企查</Text>
          <Text className='oc-sheet__sub'>登录后查看完整企业信息、监控动态</Text>
        </View>
        <Text className='oc-sheet__close' onClick={close} aria-label='关闭'>
          ×
        </Text>
      </View>
      {process.env.TARO_ENV === 'weapp' ? (
        <WxPhoneLogin
          className='oc-sheet__wx'
          agreed={agreed}
          onTermsRequired={termsRequired}
          onSignedIn={() => landAfterOneClick(session.userInfo ?? undefined, close).then(() => undefined)}
        />
      ) : (
        <View className={`oc-sheet__btn ${agreed && !busy ? '' : 'is-disabled'}`} onClick={oneClick} role='button'>
          <Text>{busy ? '登录中...' : ONE_CLICK_TITLE}</Text>
        </View>
      )}
      <View className='oc-sheet__btn oc-sheet__btn--ghost' onClick={otherWays} role='button'>
        <Text>{OTHER_WAYS_TITLE}</Text>
      </View>
      <View className='oc-terms' onClick={() => setAgreed(!agreed)}>
        <View
          className={`oc-terms__box ${agreed ? 'is-checked' : ''}`}
          role='checkbox'
          aria-checked={agreed}
          aria-label='同意用户协议和隐私政策'
        >
          {agreed && <View className='oc-terms__tick' />}
        </View>
        <Text className='oc-terms__text'>
          我已阅读并同意
          <Text className='oc-terms__link' onClick={openDoc(to.userAgreement())}>
            《用户协议》
          </Text>
          和
          <Text className='oc-terms__link' onClick={openDoc(to.privacyPolicy())}>
            《隐私政策》
          </Text>
          ，未注册的本机号码将自动创建账号
        </Text>
      </View>
    </View>
  )
}

export default observer(OneClickSheet)
