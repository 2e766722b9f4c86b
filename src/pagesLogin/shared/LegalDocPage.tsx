import { View, Text } from '@tarojs/components'
import HeaderBar from '@/components/HeaderBar'
import type { LegalDoc } from './documents'
import './legalDoc.scss'

export default function LegalDocPage({ doc }: { doc: LegalDoc }) {
  return (
    <View className='legal-doc'>
      <HeaderBar title={doc.title} />
      <View className='legal-doc__body'>
        <Text className='legal-doc__title'>{doc.title}</Text>
        <Text className='legal-doc__updated'>更新日期：{doc.updated}</Text>
        {doc.sections.map((s) => (
          <View key={s.heading} className='legal-doc__section'>
            <Text className='legal-doc__heading'>{s.heading}</Text>
            {s.paragraphs.map((p) => (
              <Text key={p} className='legal-doc__p'>
                {p}
              </Text>
            ))}
          </View>
        ))}
      </View>
    </View>
  )
}
