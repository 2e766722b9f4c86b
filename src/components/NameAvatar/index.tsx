import { View, Text, Image } from '@tarojs/components'
import './index.scss'

const PALETTE = ['#2979ff', '#19be6b', '#ff9900', '#7b61ff', '#ED7455', '#0fb5ae']

/** A company's logo, or its brand characters on a colour picked from the name. */
export function avatarText(name: string) {
  const core = name.replace(/^(.{2,3}?(省|市|自治区|特别行政区))?/, '').replace(/(股份)?有限(责任)?公司.*$/, '')
  return (core || name).slice(0, 4)
}

export default function NameAvatar({ name, logo, size = 96 }: { name: string; logo?: string; size?: number }) {
  if (logo) return <Image className='name-avatar' src={logo} style={{ width: `${size / 2}px`, height: `${size / 2}px` }} />
  const text = avatarText(name)
  let h = 0
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  const two = text.length > 2
  return (
    <View className='name-avatar' style={{ width: `${size / 2}px`, height: `${size / 2}px`, background: PALETTE[h % PALETTE.length] }}>
      <Text className='name-avatar__text' style={{ fontSize: `${two ? size / 5 : size / 4}px`, width: two ? `${size / 2.6}px` : 'auto' }}>{text}</Text>
    </View>
  )
}
