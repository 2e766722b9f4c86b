import { View, Text } from '@tarojs/components'
import HeaderBar from '@/components/HeaderBar'
import { CANCEL_COOLING_OFF_DAYS, DEVICE_PERMISSIONS, THIRD_PARTIES } from '@contract/domain/privacy'
import { to } from '@/links.gen'
import { NavRow, open } from '../parts'
import '../privacy.scss'

/** 隐私管理: where the user sees and controls what is collected, shared and permitted, and can cancel the account. */
export default function PrivacyManage() {
  return (
    <View className='pv-page'>
      <HeaderBar title='隐私管理' />
      <View className='pv-intro'>
        <View className='pv-intro__icon'>
          <Text>盾</Text>
        </View>
        <View className='pv-intro__main'>
          <Text className='pv-intro__title'>我们重视您的隐私</Text>
          <Text className='pv-intro__text'>在这里查看我们收集了您的哪些信息、与谁共享，并管理授权与账号</Text>
        </View>
      </View>

      <View className='pv-card'>
        <Text className='pv-card__title'>授权管理</Text>
        <NavRow
          icon='权'
          color='#7b61ff'
          label='权限管理'
          desc='位置、相册、相机、通知等系统权限的用途与开关'
          value={`${DEVICE_PERMISSIONS.length}项`}
          testId='pv-power'
          onClick={open(to.privacyPermissions())}
        />
      </View>

      <View className='pv-card'>
        <Text className='pv-card__title'>隐私说明</Text>
        <NavRow
          icon='策'
          color='#2979ff'
          label='隐私政策'
          desc='我们如何收集、使用、保存和保护您的个人信息'
          testId='pv-policy'
          onClick={open(to.privacyPolicyContents())}
        />
        <NavRow
          icon='享'
          color='#0fb5ae'
          label='第三方信息共享清单'
          desc='哪些第三方会收到您的哪些信息、用于什么'
          value={`${THIRD_PARTIES.length}家`}
          testId='pv-sharing'
          onClick={open(to.dataSharing())}
        />
        <NavRow
          icon='集'
          color='#ff9900'
          label='个人信息收集清单'
          desc='我们保存的与您本人有关的信息，逐项可查'
          testId='pv-collect'
          onClick={open(to.userCollect())}
        />
      </View>

      <View className='pv-card'>
        <NavRow
          icon='销'
          color='#fa3534'
          label='注销账号'
          desc={`永久删除账号及个人信息，提交后有${CANCEL_COOLING_OFF_DAYS}天冷静期`}
          danger
          testId='pv-cancel'
          onClick={open(to.accountCancelTip())}
        />
      </View>
      <Text className='pv-hint'>如对个人信息处理有疑问，可通过“我的—联系我们”或“意见反馈”与我们联系，我们将在十五个工作日内答复。</Text>
    </View>
  )
}
