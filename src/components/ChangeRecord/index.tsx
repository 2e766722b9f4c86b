import { View, Text } from '@tarojs/components'
import type { ChangeItem } from '../../../contract/schemas/company'
import './index.scss'

/** One registered change of a company: the field and its date, then what it was and what it became side by side. */
export default function ChangeRecord({ change }: { change: ChangeItem }) {
  return (
    <View className='chg'>
      <View className='chg__head'>
        <Text className='chg__field'>{change.field}</Text>
        <Text className='chg__date'>{change.date}</Text>
      </View>
      <View className='chg__body'>
        <View className='chg__col'>
          <Text className='chg__tag'>变更前</Text>
          <Text className='chg__text'>{change.before || '-'}</Text>
        </View>
        <View className='chg__col chg__col--after'>
          <Text className='chg__tag chg__tag--after'>变更后</Text>
          <Text className='chg__text'>{change.after || '-'}</Text>
        </View>
      </View>
    </View>
  )
}
