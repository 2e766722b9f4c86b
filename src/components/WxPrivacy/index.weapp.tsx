import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PRIVACY_AGREE_BUTTON, wxPrivacy } from '@/stores/wxPrivacy'
import './index.scss'

export const PRIVACY_GUIDE = '《用户隐私保护指引》'

/** The agreement WeChat requires before a privacy-covered call goes on; shown on whichever page asked. */
function WxPrivacy() {
  if (!wxPrivacy.visible) return null
  return (
    <View className='wx-privacy' data-testid='wx-privacy'>
      <View className='wx-privacy__card'>
        <Text className='wx-privacy__title'>用户隐私保护提示</Text>
        <Text className='wx-privacy__text'>
          在使用当前功能前，需要用户同意
          <Text className='wx-privacy__link' onClick={() => Taro.openPrivacyContract({})}>
            {PRIVACY_GUIDE}
          </Text>
          。同意后方可继续；拒绝后该功能将无法使用。
        </Text>
        <View className='wx-privacy__actions'>
          <Button className='wx-privacy__btn' onClick={() => wxPrivacy.disagree()}>
            拒绝
          </Button>
          <Button
            id={PRIVACY_AGREE_BUTTON}
            className='wx-privacy__btn wx-privacy__btn--agree'
            openType='agreePrivacyAuthorization'
            onAgreePrivacyAuthorization={() => wxPrivacy.agree()}
          >
            同意
          </Button>
        </View>
      </View>
    </View>
  )
}

export default observer(WxPrivacy)
