import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import HeaderBar from '@/components/HeaderBar'
import ServiceGrid from '@/components/ServiceGrid'
import { builtServices } from '@/domain/builtServices'
import './allServe.scss'

const GROUP_ORDER = ['查企业', '查风险', '查关系', '找商机', '工具'] as const

function AllServe() {
  const services = builtServices()
  return (
    <View className='all-serve'>
      <HeaderBar title='全部服务' />
      {GROUP_ORDER.map((g) => {
        const entries = services.filter((s) => s.group === g)
        if (!entries.length) return null
        return (
          <View key={g} className='all-serve__group'>
            <Text className='all-serve__title'>{g}</Text>
            <ServiceGrid entries={entries} />
          </View>
        )
      })}
    </View>
  )
}

export default observer(AllServe)
