import { View, Text } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { ExportFrequency } from '../../../../contract/schemas/export'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import { perCompany } from '@/domain/payMethod'
import { to } from '@/links.gen'
import { exportFrequency } from '@/services/exports'
import { navigate } from '@/services/nav'
import '../../../components/ExportRunner/index.scss'

/** Today's exports used and left, and what each level allows. */
export default function Frequency() {
  const [f, setF] = useState<ExportFrequency | null>(null)
  useEffect(() => {
    exportFrequency().then(setF, () => undefined)
  }, [])
  if (!f) {
    return (
      <View className='ex-page'>
        <HeaderBar title='导出次数' />
        <LoadingOverlay visible />
      </View>
    )
  }
  return (
    <View className='ex-page'>
      <HeaderBar title='导出次数' />
      <View className='ex-card'>
        <Text className='ex-card__title'>今日（{f.levelName}）</Text>
        <View className='ex-big'>
          <View className='ex-big__item'>
            <Text className='ex-big__num' data-testid='freq-remaining'>
              {f.remaining}
            </Text>
            <Text className='ex-big__label'>剩余次数</Text>
          </View>
          <View className='ex-big__item'>
            <Text className='ex-big__num'>{f.used}</Text>
            <Text className='ex-big__label'>已用次数</Text>
          </View>
          <View className='ex-big__item'>
            <Text className='ex-big__num'>{f.rowsPerExport}</Text>
            <Text className='ex-big__label'>每次上限（条）</Text>
          </View>
        </View>
        <Text className='ex-meta'>次数每天零点恢复；导出的文件 {f.ttlHours} 小时内可下载。</Text>
      </View>
      <View className='ex-card'>
        <Text className='ex-card__title'>各等级额度</Text>
        <View className='ex-table__row'>
          <Text className='ex-table__cell'>等级</Text>
          <Text className='ex-table__cell'>每日次数</Text>
          <Text className='ex-table__cell'>每次条数</Text>
          <Text className='ex-table__cell'>电话导出</Text>
        </View>
        {f.levels.map((l) => (
          <View key={l.level} className={`ex-table__row ${l.level === f.level ? 'is-on' : ''}`}>
            <Text className='ex-table__cell'>{l.name}</Text>
            <Text className='ex-table__cell'>{l.perDay}</Text>
            <Text className='ex-table__cell'>{l.rowsPerExport}</Text>
            <Text className='ex-table__cell'>{l.phoneExport ? (l.phoneRowFen > 0 ? perCompany(l.phoneRowFen) : '可用') : '—'}</Text>
          </View>
        ))}
      </View>
      {f.level < f.levels.length - 1 && (
        <View className='ex-bar'>
          <View className='ex-btn is-gold' onClick={() => navigate(to.memberCenter({ level: f.level + 1 })).catch(() => undefined)}>
            <Text>升级会员，导出更多</Text>
          </View>
        </View>
      )}
    </View>
  )
}
