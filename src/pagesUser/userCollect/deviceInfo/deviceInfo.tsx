import { View, Text } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { DeviceSession } from '../../../../contract/api/api'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { formatDate } from '@contract/domain/format'
import { maskIp } from '@contract/domain/privacy'
import { listDevices } from '@/services/sso'
import { InfoItem, LoadFailed, Skeleton } from '../../privacyManage/parts'
import { useInventory } from '../useInventory'
import '../../privacyManage/privacy.scss'
import '../../shared/user.scss'

const STATUS_TEXT: Record<DeviceSession['status'], string> = {
  active: '在线',
  superseded: '已在其他设备登录',
  revoked: '已退出',
  expired: '已过期',
}

const when = (ms: number) => formatDate(ms, 'yyyy-mm-dd hh:MM')

/** 设备信息: the devices the account signed in on, the network addresses (masked) it came from, and page views. */
export default function DeviceInfo() {
  const { data, failed, reload } = useInventory()
  const [devices, setDevices] = useState<DeviceSession[] | null>(null)
  useEffect(() => {
    listDevices().then(setDevices, () => setDevices([]))
  }, [])

  return (
    <View className='pv-page'>
      <HeaderBar title='设备信息' />
      <View className='pv-card'>
        <Text className='pv-card__title'>登录设备</Text>
        <Text className='pv-card__sub'>登录时记录设备名称、品牌、系统版本与应用版本，用于识别异地登录、保障账号安全</Text>
        {devices === null ? (
          <View className='pv-skeleton' />
        ) : devices.length === 0 ? (
          <Empty />
        ) : (
          devices.map((d) => (
            <View key={d.id} className='device' data-testid='di-device'>
              <View className='device__icon'>
                <Text>{d.deviceName.includes('浏览器') ? '网' : '机'}</Text>
              </View>
              <View className='device__main'>
                <Text className='device__name'>{[d.deviceName, d.phoneBrand].filter(Boolean).join(' · ')}</Text>
                <Text className='device__meta'>
                  {[d.systemVersion, d.appVersion && `v${d.appVersion}`, maskIp(d.ip)].filter(Boolean).join('  ')}
                </Text>
                <Text className='device__meta'>登录于 {when(d.loginAt * 1000)}</Text>
              </View>
              <Text
                className={`device__tag ${d.current ? 'device__tag--current' : d.status === 'active' ? 'device__tag--active' : 'device__tag--off'}`}
              >
                {d.current ? '本机' : STATUS_TEXT[d.status]}
              </Text>
            </View>
          ))
        )}
      </View>

      {failed && !data ? (
        <LoadFailed onRetry={reload} />
      ) : !data ? (
        <Skeleton lines={3} />
      ) : (
        <>
          <View className='pv-card'>
            <Text className='pv-card__title'>登录网络地址</Text>
            <Text className='pv-card__sub'>每次登录时记录的网络地址，已隐去后两段</Text>
            {data.device.signInAddresses.length === 0 ? (
              <Empty />
            ) : (
              data.device.signInAddresses.map((a) => (
                <InfoItem
                  key={a.ipMasked}
                  label={a.ipMasked}
                  value={`登录 ${a.logins} 次`}
                  note={`最近一次 ${when(a.lastAt)}`}
                  testId='di-ip'
                />
              ))
            )}
          </View>
          <View className='pv-card'>
            <InfoItem
              label='页面访问记录'
              value={`${data.device.pageViews.count} 次`}
              note={`登录后记录您访问的页面，用于统计与改进服务${data.device.pageViews.lastAt ? `；最近一次 ${when(data.device.pageViews.lastAt)}` : ''}`}
              testId='di-views'
            />
          </View>
        </>
      )}
    </View>
  )
}
