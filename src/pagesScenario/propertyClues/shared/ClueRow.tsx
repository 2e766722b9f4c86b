import { View, Text } from '@tarojs/components'
import type { ClueItem } from '../../../../contract/schemas/propertyClues'
import { clueAmountText } from '../../../../contract/domain/propertyClues'
import { getDimension } from '@contract/domain/dimensions'
import { recordUrl } from '@/components/DimensionPage'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'

/** Where a clue opens: the company whose shares are held, else the record's own detail page. */
export function clueUrl(c: ClueItem): string {
  if (c.kind === 'equity') return c.pid ? to.companyProfile({ pid: c.pid }) : ''
  const dim = getDimension(c.dimension)
  return dim && c.recordId ? recordUrl(dim, { id: c.recordId, pid: c.pid || undefined }) : ''
}

/** One clue: what it is, its amount, date and source; opens its record. */
export default function ClueRow({ clue, unread, onOpen }: { clue: ClueItem; unread?: boolean; onOpen?: () => void }) {
  const url = clueUrl(clue)
  return (
    <View
      className='pcl-clue'
      data-testid='clue-row'
      onClick={() => {
        onOpen?.()
        if (url) navigate(url).catch(() => undefined)
      }}
    >
      {unread && <View className='pcl-clue__dot' />}
      <View className='pcl-clue__head'>
        <Text className='pcl-clue__title'>{clue.title}</Text>
        <Text className='pcl-clue__amount'>{clueAmountText(clue.amount)}</Text>
      </View>
      <View className='pcl-clue__facts'>
        <Text className='pcl-clue__fact is-kind'>{clue.kindLabel}</Text>
        <Text className='pcl-clue__fact'>{clue.dimensionLabel}</Text>
        {!!clue.date && <Text className='pcl-clue__fact'>{clue.date}</Text>}
        {!!clue.refNo && <Text className='pcl-clue__fact'>{clue.refNo}</Text>}
      </View>
      {!!clue.note && <Text className='pcl-clue__note'>{clue.note}</Text>}
      <Text className='pcl-clue__note'>来源：{clue.source || '公开信息'}</Text>
    </View>
  )
}
