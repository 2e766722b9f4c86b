import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { MyDebtor } from '../../../../contract/schemas/propertyClues'
import { clueAmountText } from '../../../../contract/domain/propertyClues'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'

/** One of the user's debtors: its clues now, new clues, the related case; tapping opens its clues. */
export default function DebtorRow({ d, children }: { d: MyDebtor; children?: ReactNode }) {
  const open = () => navigate(to.propertyCluesResult({ debtorKind: d.debtor.kind, debtorId: d.debtor.id })).catch(() => undefined)
  return (
    <View className='pcl-debtor' data-testid='debtor-row'>
      <View onClick={open}>
        <Text className='pcl-debtor__name'>
          {d.debtor.name}
          {d.newClues > 0 && <Text className='pcl-badge'>新 {d.newClues}</Text>}
        </Text>
        <Text className='pcl-debtor__meta'>
          {d.debtor.kind === 'person' ? '个人' : '企业'} · {d.clueCount} 条线索 · {clueAmountText(d.clueAmount)}
        </Text>
        {(!!d.caseNo || !!d.note) && <Text className='pcl-debtor__meta'>关联案件：{[d.caseNo, d.note].filter(Boolean).join(' · ')}</Text>}
      </View>
      {children && <View className='pcl-debtor__ops'>{children}</View>}
    </View>
  )
}
