import { View, Text } from '@tarojs/components'
import type { RecordItem } from '../../../contract/api/api-dimensions'
import { openParty } from '@/components/RecordFields'
import { COPYRIGHT_DETAIL, type CopyrightType } from '@/services/copyright'
import { navigate } from '@/services/nav'

const val = (r: RecordItem, k: string) => {
  const v = r.fields[k]
  return v === null || v === undefined || v === '' ? '-' : String(v)
}

/** One copyright in a list: its name, number, owner company and dates; opens its detail. */
export default function CopyrightItem({ record, type, showCompany }: { record: RecordItem; type: CopyrightType; showCompany?: boolean }) {
  const open = () => navigate(COPYRIGHT_DETAIL[type]({ id: record.id })).catch(() => undefined)
  return (
    <View className='sp-item cr-item' onClick={open}>
      <Text className='sp-item__title'>{record.title || '-'}</Text>
      {showCompany && record.companyName && (
        <View className='sp-item__row'>
          <Text className='sp-item__label'>著作权人</Text>
          <Text
            className='sp-item__value sp-link cr-item__company'
            onClick={(e) => {
              e.stopPropagation()
              openParty({ pid: record.pid })
            }}
          >
            {record.companyName}
          </Text>
        </View>
      )}
      <View className='sp-item__row'>
        <Text className='sp-item__label'>登记号</Text>
        <Text className='sp-item__value'>{record.refNo || '-'}</Text>
      </View>
      {type === 'rj' ? (
        <View className='sp-item__row'>
          <Text className='sp-item__label'>版本号</Text>
          <Text className='sp-item__value'>{val(record, 'version')}</Text>
        </View>
      ) : (
        <View className='sp-item__row'>
          <Text className='sp-item__label'>作品类别</Text>
          <Text className='sp-item__value'>{val(record, 'workType')}</Text>
        </View>
      )}
      <View className='sp-item__row'>
        <Text className='sp-item__label'>登记日期</Text>
        <Text className='sp-item__value'>{record.date || '-'}</Text>
      </View>
    </View>
  )
}
