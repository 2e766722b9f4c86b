import { View, Text } from '@tarojs/components'
import type { JudicialEntry } from '../../../contract/schemas/judicial'
import { formatAmount } from '../../../contract/domain/format'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { offLabel } from './labels'

/** One dishonest or executed entry in a list; opens its detail. */
export default function EntryItem({ entry }: { entry: JudicialEntry }) {
  const open = () => navigate(to.debtorDetail({ id: entry.id })).catch(() => undefined)
  return (
    <View className='jd-item' onClick={open}>
      <View className='jd-item__head'>
        <Text className='jd-item__name'>{entry.name}</Text>
        <Text className={`jd-tag ${entry.isCurrent ? '' : 'jd-tag--off'}`}>
          {entry.isCurrent ? entry.performance || '执行中' : offLabel(entry.kind)}
        </Text>
      </View>
      <View className='jd-row'>
        <Text className='jd-row__label'>案号</Text>
        <Text className='jd-row__value'>{entry.refNo || '-'}</Text>
      </View>
      <View className='jd-row'>
        <Text className='jd-row__label'>执行法院</Text>
        <Text className='jd-row__value'>{entry.court || '-'}</Text>
      </View>
      <View className='jd-row'>
        <Text className='jd-row__label'>{entry.kind === 'dishonest' ? '涉案金额' : '执行标的'}</Text>
        <Text className='jd-row__value'>{entry.amount === null ? '-' : `${formatAmount(entry.amount)}万元`}</Text>
      </View>
      <View className='jd-row'>
        <Text className='jd-row__label'>立案日期</Text>
        <Text className='jd-row__value'>
          {entry.date || '-'}
          {entry.provinceName ? ` · ${entry.provinceName}` : ''}
        </Text>
      </View>
    </View>
  )
}
