import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { navigate } from '@/services/nav'
import { launch } from '@/stores/launch'
import './index.scss'
import { to } from '@/links.gen'

export const PRIVACY_REFUSED = '您需要同意《隐私政策》后才能登录，可稍后在登录页重新查看'

/**
 * Android without a token: the privacy policy must be accepted before any login.
 * Accepting is stored; refusing closes the dialog and no login is offered.
 */
function PrivacyDialog({ onAccepted }: { onAccepted?: () => void }) {
  if (!launch.privacyVisible) return null
  const openDoc = (url: string) => () => navigate(url).catch(() => undefined)
  const accept = () => {
    launch.acceptPrivacy().catch(() => undefined)
    onAccepted?.()
  }
  const refuse = () => {
    launch.refusePrivacy()
    Taro.showToast({ title: PRIVACY_REFUSED, icon: 'none', duration: 2000 })
  }
  return (
    <View className='privacy-mask' data-testid='privacy-dialog' catchMove>
      <View className='privacy-dialog' role='dialog' aria-label='隐私保护提示'>
        <Text className='privacy-dialog__title'>隐私保护提示</Text>
        <View className='privacy-dialog__body'>
          <Text>
            感谢您使用云企查。在您登录前，请仔细阅读
            <Text className='privacy-dialog__link' onClick={openDoc(to.userAgreement())}>
              《用户协议》
            </Text>
            和
            <Text className='privacy-dialog__link' onClick={openDoc(to.privacyPolicy())}>
              《隐私政策》
            </Text>
            。 我们会在登录时记录手机号与设备信息（设备名称、品牌、系统版本）用于账号安全，不会向第三方出售您的个人信息。
          </Text>
        </View>
        <View className='privacy-dialog__actions'>
          <View className='privacy-dialog__btn' onClick={refuse} role='button'>
            <Text>不同意</Text>
          </View>
          <View className='privacy-dialog__btn privacy-dialog__btn--primary' onClick={accept} role='button'>
            <Text>同意并继续</Text>
          </View>
        </View>
      </View>
    </View>
  )
}

export default observer(PrivacyDialog)
