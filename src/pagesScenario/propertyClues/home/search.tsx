import { View } from '@tarojs/components'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import DebtorSearch from '../shared/DebtorSearch'
import '../shared/clues.scss'

/** 查财产线索: the debtor searched as the user types; the one tapped opens its clues. */
export default function PropertyCluesSearch() {
  return (
    <View className='pcl-page'>
      <HeaderBar title='查财产线索' />
      <DebtorSearch onPick={(debtorKind, debtorId) => navigate(to.propertyCluesResult({ debtorKind, debtorId })).catch(() => undefined)} />
    </View>
  )
}
