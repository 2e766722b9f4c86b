import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { fileUrl } from '@/services/request'
import { changeAvatar } from '@/services/profile'
import './avatar.scss'

interface Props {
  avatar: string
  nickname: string
  size?: 'large' | 'small'
  onChanged?: () => void
}

/** The user's avatar; tapping it picks a new image and shows the upload's progress on the avatar itself. */
export default function AvatarPicker({ avatar, nickname, size = 'large', onChanged }: Props) {
  const [progress, setProgress] = useState<number | null>(null)

  const pick = async () => {
    if (progress !== null) return
    try {
      const p = await changeAvatar(setProgress)
      if (p) {
        Taro.showToast({ title: '头像已更新', icon: 'success', duration: 1200 })
        onChanged?.()
      }
    } catch {
      // the request door has told the user why
    } finally {
      setProgress(null)
    }
  }

  return (
    <View className={`avatar-picker avatar-picker--${size}`} onClick={pick} role='button' aria-label='更换头像' data-testid='avatar-picker'>
      {avatar ? (
        <Image className='avatar-picker__img' src={fileUrl(avatar)} mode='aspectFill' />
      ) : (
        <View className='avatar-picker__img avatar-picker__img--text'>
          <Text>{Array.from(nickname || '云')[0]}</Text>
        </View>
      )}
      {progress !== null ? (
        <View className='avatar-picker__progress' data-testid='avatar-progress'>
          <Text>{progress < 100 ? `${progress}%` : '处理中'}</Text>
        </View>
      ) : (
        <View className='avatar-picker__badge'>
          <Text>换</Text>
        </View>
      )}
    </View>
  )
}
