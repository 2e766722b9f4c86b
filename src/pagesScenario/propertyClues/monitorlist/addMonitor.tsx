import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import { back } from '@/services/nav'
import { monitorDebtor } from '@/services/propertyClues'
import DebtorSearch from '../shared/DebtorSearch'
import '../shared/clues.scss'

/** 添加监控: search a debtor and monitor the one tapped for new clues, then back to the list. */
export default function PropertyCluesAddMonitor() {
  const [busy, setBusy] = useState(false)
  return (
    <View className='pcl-page'>
      <HeaderBar title='添加监控' />
      <DebtorSearch
        placeholder='搜索要监控的债务人'
        onPick={async (kind, id, name) => {
          if (busy) return
          setBusy(true)
          try {
            await monitorDebtor(kind, id)
            Taro.showToast({ title: `已监控${name}`, icon: 'none', duration: 1500 })
            setTimeout(() => back().catch(() => undefined), 600)
          } catch {
            // the request door said why
          } finally {
            setBusy(false)
          }
        }}
      />
    </View>
  )
}
