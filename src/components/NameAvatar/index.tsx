import { View, Text, Image } from '@tarojs/components'
import './index.scss'

const PALETTE = ['#2979ff', '#19be6b', '#ff9900', '#7b61ff', '#ED7455', '#0fb5ae']

/** The brand characters of a company name: region prefix and legal-form suffix removed, at most 4. */
export function avatarText(name: string) {
  const core = name
    .replace(/^.{2,8}?(省|自治区|特别行政区)/, '')
    .replace(/^.{1,3}?市/, '')
    .replace(/(集团)?(股份)?有限(责任)?公司.*$/, '')
  return (core || name).slice(0, 4)
}

/** A company's logo, or its brand characters (two per line) on a colour picked from the name. */
export default function NameAvatar({ name, logo, size = 96 }: { name: string; logo?: string; size?: number }) {
  const box = { width: `${size / 2}px`, height: `${size / 2}px` }
  if (logo) return <Image className='name-avatar' src={logo} style={box} />
  const text = avatarText(name)
  let h = 0
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  const lines = text.length > 2 ? [text.slice(0, 2), text.slice(2, 4)] : [text]
  const fontSize = `${lines.length > 1 ? size / 5.2 : size / 4.4}px`
  return (
    <View className='name-avatar' style={{ ...box, background: PALETTE[h % PALETTE.length] }}>
      {lines.map((l) => (
        <Text key={l} className='name-avatar__line' style={{ fontSize }}>
          {l}
        </Text>
      ))}
    </View>
  )
}
