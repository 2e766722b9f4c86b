import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { CompanyPicker } from '@/components/JoinCompare'
import { companyHeader } from '@/services/company'
import { navigate } from '@/services/nav'
import '../../styles/special.scss'
import { to } from '@/links.gen'

/** Picks a second company to compare shareholders with the company of the page. */
export default function JoinShareHoldInfo() {
  const pid = useRouter().params.pid || ''
  const [name, setName] = useState('')
  const [error, setError] = useState(pid ? '' : '缺少企业编号')
  useEffect(() => {
    if (pid)
      companyHeader(pid)
        .then((h) => setName(h.name))
        .catch((e) => setError(e?.message || '加载失败'))
  }, [pid])
  return (
    <View className='sp-page'>
      <HeaderBar title='共同股东' />
      {error ? (
        <Empty text={error} />
      ) : (
        <View>
          <View className='sp-card'>
            <Text className='sp-note'>当前企业</Text>
            <Text className='sp-item__title' style={{ display: 'block', marginTop: '6px' }}>
              {name || '…'}
            </Text>
            <Text className='sp-note' style={{ display: 'block', marginTop: '12px' }}>
              搜索并选择另一家企业，查看两家企业共同的股东及各自持股比例
            </Text>
          </View>
          <View style={{ marginTop: '20px' }}>
            <CompanyPicker
              excludePid={pid}
              onPick={(h) => navigate(to.sharedShareholdersWith({ pid, otherPid: h.pid })).catch(() => undefined)}
            />
          </View>
        </View>
      )}
    </View>
  )
}
