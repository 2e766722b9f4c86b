import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { Profile } from '../../../contract/schemas/profile'
import HeaderBar from '@/components/HeaderBar'
import { formatDate } from '@contract/domain/format'
import { navigate } from '@/services/nav'
import { getProfile } from '@/services/profile'
import { to } from '@/links.gen'
import AvatarPicker from './AvatarPicker'
import '../shared/user.scss'
import './userInfo.scss'

interface Row {
  label: string
  value: (p: Profile) => string
  url: () => string
  testid: string
}

const ROWS: Row[] = [
  { label: '昵称', value: (p) => p.nickname, url: () => to.nicknameSet(), testid: 'nickname' },
  { label: '手机号', value: (p) => p.phoneMasked || '未绑定', url: () => to.accountSettings(), testid: 'phone' },
  { label: '公司', value: (p) => p.company, url: () => to.userInfoEdit(), testid: 'company' },
  { label: '职位', value: (p) => p.jobTitle, url: () => to.userInfoEdit(), testid: 'jobTitle' },
  { label: '行业', value: (p) => p.industryName, url: () => to.userInfoEdit(), testid: 'industry' },
  { label: '所在地区', value: (p) => p.regionName, url: () => to.userInfoEdit(), testid: 'region' },
]

/** 个人资料: the avatar (tap to change), nickname, phone and the work details, each opening where it is changed. */
export default function UserInfo() {
  const [profile, setProfile] = useState<Profile | null>(null)
  const [failed, setFailed] = useState(false)

  const load = () => {
    setFailed(false)
    getProfile().then(setProfile, () => setFailed(true))
  }
  useEffect(load, [])
  // again on coming back from an edit page (the first show is the mount above)
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) load()
    shown.current = true
  })

  const go = (url: string) => navigate(url).catch(() => undefined)

  return (
    <View className='user-page profile-page'>
      <HeaderBar title='个人资料' />
      <View className='profile-hero'>
        <AvatarPicker avatar={profile?.avatar ?? ''} nickname={profile?.nickname ?? ''} onChanged={load} />
        <View className='profile-hero__main'>
          <Text className='profile-hero__name' data-testid='profile-name'>
            {profile?.nickname ?? ' '}
          </Text>
          <Text className='profile-hero__sub'>
            {profile ? [profile.jobTitle, profile.company].filter(Boolean).join(' · ') || '点击头像可更换' : ' '}
          </Text>
        </View>
      </View>

      <View className='user-card'>
        {ROWS.map((r) => {
          const v = profile ? r.value(profile) : null
          return (
            <View key={r.label} className='user-row' onClick={() => go(r.url())} data-testid={`profile-${r.testid}`}>
              <Text className='user-row__label'>{r.label}</Text>
              {v === null ? (
                failed ? (
                  <Text className='user-row__value'>—</Text>
                ) : (
                  <View className='profile-skeleton' />
                )
              ) : (
                <Text className={`user-row__value ${v ? '' : 'profile-row__value--empty'}`}>{v || '未填写'}</Text>
              )}
              <Text className='user-row__arrow'>›</Text>
            </View>
          )
        })}
      </View>

      <View className='user-card'>
        <View className='user-row'>
          <Text className='user-row__label'>注册时间</Text>
          <Text className='user-row__value'>{profile ? formatDate(profile.registeredAt, 'yyyy-mm-dd') : ''}</Text>
        </View>
      </View>

      {failed && (
        <View className='user-btn' onClick={load} role='button'>
          <Text>加载失败，点击重试</Text>
        </View>
      )}
      <View className='user-btn user-btn--primary' onClick={() => go(to.userInfoEdit())} role='button' data-testid='profile-edit'>
        <Text>编辑资料</Text>
      </View>
    </View>
  )
}
