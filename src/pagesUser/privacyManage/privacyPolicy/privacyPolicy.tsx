import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import HeaderBar, { headerOffset } from '@/components/HeaderBar'
import { PRIVACY_POLICY } from '@/domain/legalDocs'
import { to } from '@/links.gen'
import { NavRow, open } from '../parts'
import '../privacy.scss'

const sectionId = (i: number) => `pv-sec-${i}`

/** Scrolls the page so the section's heading sits under the fixed header. */
function scrollToSection(i: number) {
  const q = Taro.createSelectorQuery()
  q.select(`#${sectionId(i)}`).boundingClientRect()
  q.selectViewport().scrollOffset()
  q.exec((res) => {
    const rect = res?.[0] as { top: number } | null
    const view = res?.[1] as { scrollTop: number } | null
    if (!rect || !view) return
    Taro.pageScrollTo({ scrollTop: Math.max(0, view.scrollTop + rect.top - headerOffset() - 8), duration: 300 })
  })
}

/** 隐私政策 with a table of contents: the same policy the sign-in pages show. */
export default function PrivacyPolicy() {
  const doc = PRIVACY_POLICY
  return (
    <View className='pv-page'>
      <HeaderBar title='隐私政策' />
      <View className='pv-card'>
        <Text className='pv-doc__title'>{doc.title}</Text>
        <Text className='pv-doc__updated'>更新日期：{doc.updated}</Text>
      </View>
      <View className='pv-card' data-testid='policy-toc'>
        <Text className='pv-card__title'>目录</Text>
        {doc.sections.map((s, i) => (
          <View key={s.heading} className='pv-toc__item' onClick={() => scrollToSection(i)} data-testid='toc-item'>
            <Text>{s.heading}</Text>
          </View>
        ))}
      </View>
      <View className='pv-card'>
        {doc.sections.map((s, i) => (
          <View key={s.heading} id={sectionId(i)}>
            <Text className='pv-doc__heading'>{s.heading}</Text>
            {s.paragraphs.map((p) => (
              <Text key={p} className='pv-doc__p'>
                {p}
              </Text>
            ))}
          </View>
        ))}
      </View>
      <View className='pv-card'>
        <NavRow label='第三方信息共享清单' onClick={open(to.dataSharing())} />
        <NavRow label='权限管理' onClick={open(to.privacyPermissions())} />
      </View>
    </View>
  )
}
