import { View, Text } from '@tarojs/components'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { LICENCES } from './licences.gen'
import '../shared/user.scss'
import '../setting/info.scss'

/** 开源许可: the open-source software the app and its service are built on, each opening its licence text. */
export default function Licences() {
  return (
    <View className='user-page'>
      <HeaderBar title='开源许可' />
      <Text className='info-note'>云企查使用了以下 {LICENCES.length} 个开源软件，感谢它们的作者与社区。点击可查看许可证全文。</Text>
      <View className='user-card'>
        {LICENCES.map((l) => (
          <View
            key={l.name}
            className='info-row'
            data-testid='licence-row'
            onClick={() => navigate(to.richText({ key: `licence:${l.name}` })).catch(() => undefined)}
          >
            <View className='info-row__main'>
              <Text className='info-row__label'>{l.name}</Text>
              <Text className='info-row__sub'>版本 {l.version}</Text>
            </View>
            <Text className='info-tag'>{l.licence}</Text>
            <Text className='info-row__arrow'>›</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
