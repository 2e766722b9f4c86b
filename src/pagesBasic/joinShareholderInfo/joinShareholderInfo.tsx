import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { CompanyPicker, JoinCompareView } from '@/components/JoinCompare'
import '../../styles/special.scss'

/** The shareholders two companies share; the second company can be changed in place. */
export default function JoinShareholderInfo() {
  const params = useRouter().params
  const pid = params.pid || ''
  const [otherPid, setOtherPid] = useState(params.otherPid || '')
  const [picking, setPicking] = useState(!params.otherPid)
  return (
    <View className='sp-page'>
      <HeaderBar title='共同股东对比' />
      {!pid ? (
        <Empty text='缺少企业编号' />
      ) : picking ? (
        <CompanyPicker
          excludePid={pid}
          onPick={(h) => {
            setOtherPid(h.pid)
            setPicking(false)
          }}
        />
      ) : (
        <View>
          <JoinCompareView pid={pid} otherPid={otherPid} />
          <View className='sp-card' onClick={() => setPicking(true)}>
            <Text className='sp-link join-change'>更换对比企业 ›</Text>
          </View>
        </View>
      )}
    </View>
  )
}
