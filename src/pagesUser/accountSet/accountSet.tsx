import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { observer } from 'mobx-react-lite'
import type { DeviceSession } from '../../../contract/api/api'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { formatDate } from '@contract/domain/format'
import { navigate } from '@/services/nav'
import { confirmLogout, getUserInfo, listDevices } from '@/services/sso'
import { session } from '@/stores/session'
import '../shared/user.scss'
import { to } from '@/links.gen'

const STATUS_TEXT: Record<DeviceSession['status'], string> = {
  active: '在线',
  superseded: '已在其他设备登录',
  revoked: '已退出',
  expired: '已过期',
}

/** Account settings: phone, password, WeChat, the devices the account signed in on, sign out. */
function AccountSet() {
  const [devices, setDevices] = useState<DeviceSession[] | null>(null)
  const user = session.userInfo

  const load = () => {
    if (!session.isLoggedIn) return
    getUserInfo().catch(() => undefined)
    listDevices().then(setDevices, () => setDevices([]))
  }
  const shown = useRef(false)
  useEffect(load, [])
  // back from the password page: refresh (the first show is the mount above)
  useDidShow(() => {
    if (shown.current) load()
    shown.current = true
  })

  const signOut = async () => {
    if (!(await confirmLogout())) return
    navigate(to.mine(), 'switchTab').catch(() => undefined)
  }

  return (
    <View className='user-page'>
      <HeaderBar title='账号设置' />
      <View className='user-card'>
        <View className='user-row' onClick={() => (user && !user.phone ? navigate(to.bindPhone()).catch(() => undefined) : undefined)}>
          <Text className='user-row__label'>手机号</Text>
          <Text className='user-row__value' data-testid='account-phone'>
            {!user ? '—' : user.phone ? user.phoneMasked : '未绑定，去绑定'}
          </Text>
        </View>
        <View className='user-row' onClick={() => navigate(to.changePassword()).catch(() => undefined)}>
          <Text className='user-row__label'>登录密码</Text>
          <Text className='user-row__value'>{!user ? '—' : user.hasPassword ? '修改密码' : '未设置，去设置'}</Text>
          <Text className='user-row__arrow'>›</Text>
        </View>
        <View className='user-row'>
          <Text className='user-row__label'>微信</Text>
          <Text className='user-row__value'>{!user ? '—' : user.wechatBound ? '已绑定' : '未绑定'}</Text>
        </View>
      </View>

      <View className='user-card'>
        <Text className='user-card__title'>登录设备</Text>
        {devices === null ? (
          <Text className='user-hint'>加载中...</Text>
        ) : devices.length === 0 ? (
          <Empty />
        ) : (
          devices.map((d) => (
            <View key={d.id} className='device' data-testid='device-row'>
              <View className='device__icon'>
                <Text>{d.deviceName.includes('浏览器') ? '网' : '机'}</Text>
              </View>
              <View className='device__main'>
                <Text className='device__name'>{[d.deviceName, d.phoneBrand].filter(Boolean).join(' · ')}</Text>
                <Text className='device__meta'>
                  {[d.systemVersion, d.appVersion && `v${d.appVersion}`, d.ip].filter(Boolean).join('  ')}
                </Text>
                <Text className='device__meta'>登录于 {formatDate(d.loginAt * 1000, 'yyyy-mm-dd hh:MM')}</Text>
              </View>
              {d.current ? (
                <Text className='device__tag device__tag--current'>本机</Text>
              ) : (
                <Text className={`device__tag ${d.status === 'active' ? 'device__tag--active' : 'device__tag--off'}`}>
                  {STATUS_TEXT[d.status]}
                </Text>
              )}
            </View>
          ))
        )}
        <Text className='user-hint' style={{ paddingBottom: '24px' }}>
          同一账号在新设备登录后，其他设备（扫码确认的除外）需重新登录
        </Text>
      </View>

      <View className='user-btn' onClick={signOut} role='button'>
        <Text>退出登录</Text>
      </View>
    </View>
  )
}

export default observer(AccountSet)
