import { View, Text, Image } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import type { SignInMethod } from '../../../../contract/schemas/privacy'
import HeaderBar from '@/components/HeaderBar'
import { formatDate } from '@contract/domain/format'
import { InfoItem, LoadFailed, Skeleton } from '../../privacyManage/parts'
import { useInventory } from '../useInventory'
import '../../privacyManage/privacy.scss'

const METHOD_TEXT: Record<SignInMethod, string> = {
  sms: '短信验证码',
  oneClick: '本机号码一键登录',
  password: '密码',
  wechat: '微信',
  partner: '领扬',
}
/** a way the user could still set up; the others are not offered when absent */
const MISSING_TEXT: Partial<Record<SignInMethod, string>> = { password: '（未设置）', wechat: '（未绑定）' }

/** 基本信息: the account's phone, nickname, avatar, registration time and sign-in methods, with why each is kept. */
export default function BasicInfo() {
  const { data, failed, reload } = useInventory()
  usePullDownRefresh(() => {
    reload().finally(() => Taro.stopPullDownRefresh())
  })
  const b = data?.basic
  return (
    <View className='pv-page'>
      <HeaderBar title='基本信息' />
      {failed && !b ? (
        <LoadFailed onRetry={reload} />
      ) : !b ? (
        <Skeleton lines={5} />
      ) : (
        <View className='pv-card'>
          <InfoItem
            label='手机号'
            value={b.phoneMasked || '未绑定'}
            muted={!b.phoneMasked}
            note='用于注册、登录和安全验证'
            testId='bi-phone'
          />
          <InfoItem label='昵称' value={b.nickname || '未设置'} muted={!b.nickname} note='在应用内展示您的身份' testId='bi-nickname' />
          <InfoItem label='头像' note='在应用内展示您的身份' testId='bi-avatar'>
            {b.avatar ? (
              <Image className='pv-item__avatar' src={b.avatar} mode='aspectFill' />
            ) : (
              <Text className='pv-item__value pv-item__value--muted'>未设置</Text>
            )}
          </InfoItem>
          <InfoItem label='注册时间' value={formatDate(b.registeredAt, 'yyyy-mm-dd hh:MM')} note='账号管理与安全' testId='bi-registered' />
          <InfoItem label='登录方式' note='您的账号当前可以使用的登录方式' testId='bi-methods' stack>
            <View className='pv-tags'>
              {b.signInMethods
                .filter((m) => m.available || MISSING_TEXT[m.method])
                .map((m) => (
                  <Text key={m.method} className={`pv-tag ${m.available ? 'pv-tag--on' : 'pv-tag--off'}`}>
                    {m.available ? METHOD_TEXT[m.method] : `${METHOD_TEXT[m.method]}${MISSING_TEXT[m.method]}`}
                  </Text>
                ))}
            </View>
          </InfoItem>
        </View>
      )}
      <Text className='pv-hint'>下拉可刷新。昵称和头像可在“个人资料”中修改，手机号和密码可在“账号设置”中管理。</Text>
    </View>
  )
}
