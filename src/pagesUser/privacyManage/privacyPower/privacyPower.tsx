import { View, Text } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import { DEVICE_PERMISSIONS, type PermissionKey } from '@contract/domain/privacy'
import { isMiniProgram, permissionStates, STATE_TEXT, type PermissionState } from './permissionState'
import '../privacy.scss'

const TAG_CLASS: Record<PermissionState, string> = {
  granted: 'pv-tag--on',
  denied: 'pv-tag--off',
  prompt: 'pv-tag--off',
  perUse: '',
  browser: 'pv-tag--warn',
}

/**
 * 权限管理: every device permission the app may ask for, why, when, its current state where the platform tells it,
 * and how to take it back (the mini-program's settings page; in a browser, the site settings).
 */
export default function PrivacyPower() {
  const [states, setStates] = useState<Record<PermissionKey, PermissionState> | null>(null)
  const mini = isMiniProgram()

  const load = useCallback(() => {
    permissionStates(DEVICE_PERMISSIONS).then(setStates, () => undefined)
  }, [])
  useEffect(load, [load])
  // back from the settings page: a switch may have changed (the first show is the mount above)
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) load()
    shown.current = true
  })

  const openSetting = () => {
    Taro.openSetting({ withSubscriptions: true } as never).then(load, () => undefined)
  }

  return (
    <View className='pv-page'>
      <HeaderBar title='权限管理' />
      <Text className='pv-hint'>
        我们只在您使用需要该权限的功能时才会申请。拒绝授权不影响其他功能的使用，您也可以随时关闭已授予的权限。
      </Text>
      {DEVICE_PERMISSIONS.map((p) => {
        const state = states?.[p.key]
        return (
          <View key={p.key} className='pv-card' data-testid='perm' data-key={p.key}>
            <View className='pv-block'>
              <View className='pv-block__head'>
                <Text className='pv-block__name'>{p.name}</Text>
                {state && (
                  <Text className={`pv-tag ${TAG_CLASS[state]}`} data-testid='perm-state'>
                    {STATE_TEXT[state]}
                  </Text>
                )}
              </View>
              <View className='pv-line'>
                <Text className='pv-line__label'>用于</Text>
                <Text className='pv-line__text'>{p.feature}</Text>
              </View>
              <View className='pv-line'>
                <Text className='pv-line__label'>使用目的</Text>
                <Text className='pv-line__text'>{p.why}</Text>
              </View>
              <View className='pv-line'>
                <Text className='pv-line__label'>何时申请</Text>
                <Text className='pv-line__text'>{p.when}</Text>
              </View>
              <View className='pv-line'>
                <Text className='pv-line__label'>如何关闭</Text>
                <Text className='pv-line__text'>{mini ? p.withdrawMini : p.withdrawWeb}</Text>
              </View>
              {mini && p.miniScope && (
                <Text className='pv-btn-small' onClick={openSetting} data-testid='perm-setting'>
                  去设置
                </Text>
              )}
            </View>
          </View>
        )
      })}
    </View>
  )
}
