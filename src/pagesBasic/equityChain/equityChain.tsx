import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import OwnershipTree from '@/components/OwnershipTree'
import '../../styles/special.scss'

export default function EquityChain() {
  const pid = useRouter().params.pid || ''
  return (
    <View className='sp-page'>
      <HeaderBar title='股权穿透' />
      <OwnershipTree pid={pid} direction='equityChain' />
    </View>
  )
}
