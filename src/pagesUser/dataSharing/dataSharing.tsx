import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import { THIRD_PARTIES } from '@contract/domain/privacy'
import '../privacyManage/privacy.scss'

const copyLink = (url: string) =>
  Taro.setClipboardData({ data: url }).then(
    () => Taro.showToast({ title: '链接已复制，可在浏览器中打开', icon: 'none', duration: 1500 }),
    () => undefined,
  )

/** 第三方信息共享清单: every outside party that receives personal information, what it receives, when and why. */
export default function DataSharing() {
  return (
    <View className='pv-page'>
      <HeaderBar title='第三方信息共享清单' />
      <Text className='pv-hint'>
        为实现下列功能，我们会向以下第三方提供完成该功能所必需的个人信息，并与其约定保密义务。我们不会出售您的个人信息，未列出的第三方不会从我们这里获得您的个人信息。
      </Text>
      {THIRD_PARTIES.map((t) => (
        <View key={t.key} className='pv-card' data-testid='party' data-key={t.key}>
          <View className='pv-block'>
            <View className='pv-block__head'>
              <Text className='pv-block__name'>{t.name}</Text>
            </View>
            <Text className='pv-block__op'>{t.operator}</Text>
            <View className='pv-line'>
              <Text className='pv-line__label'>使用目的</Text>
              <Text className='pv-line__text'>{t.purpose}</Text>
            </View>
            <View className='pv-line'>
              <Text className='pv-line__label'>使用场景</Text>
              <Text className='pv-line__text'>{t.scene}</Text>
            </View>
            <View className='pv-line'>
              <Text className='pv-line__label'>共享信息</Text>
              <View className='pv-line__text'>
                {t.data.map((d) => (
                  <Text key={d} className='pv-tag pv-share-tag'>
                    {d}
                  </Text>
                ))}
              </View>
            </View>
            <View className='pv-line'>
              <Text className='pv-line__label'>共享方式</Text>
              <Text className='pv-line__text'>{t.method}</Text>
            </View>
            <View className='pv-line'>
              <Text className='pv-line__label'>隐私政策</Text>
              <Text className='pv-line__link' onClick={() => copyLink(t.policyUrl)}>
                复制链接查看
              </Text>
            </View>
          </View>
        </View>
      ))}
    </View>
  )
}
