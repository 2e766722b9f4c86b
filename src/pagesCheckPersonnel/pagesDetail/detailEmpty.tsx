import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import HeaderBar from '@/components/HeaderBar'
import { navigate, back } from '@/services/nav'
import './detailEmpty.scss'
import { to } from '@/links.gen'

/** The router may hand the name over still encoded. */
export function personNameParam(raw: string | undefined): string {
  if (!raw) return ''
  try {
    return decodeURIComponent(raw).trim()
  } catch {
    return raw.trim()
  }
}

function DetailEmpty() {
  const name = personNameParam(Taro.getCurrentInstance().router?.params?.personName as string | undefined)
  const search = () => navigate(to.search({ keyword: name, type: 'person' })).catch(() => undefined)
  return (
    <View className='person-empty'>
      <HeaderBar title='人员详情' />
      <View className='person-empty__card'>
        <View className='person-empty__art'>
          <View className='person-empty__head' />
          <View className='person-empty__body' />
          <View className='person-empty__glass'>
            <Text>?</Text>
          </View>
        </View>
        {name && <Text className='person-empty__name'>{name}</Text>}
        <Text className='person-empty__title'>未找到该人员的关联信息</Text>
        <Text className='person-empty__desc'>
          该人员可能未在公开登记的企业中担任法定代表人、股东或高管，或其信息暂未收录。可尝试按姓名搜索，同名人员请结合所在企业辨别。
        </Text>
        {name ? (
          <View className='person-empty__btn' onClick={search} role='button'>
            <Text>搜索「{name}」</Text>
          </View>
        ) : null}
        <Text className='person-empty__back' onClick={() => back().catch(() => Taro.switchTab({ url: to.home() }))}>
          返回上一页
        </Text>
      </View>
    </View>
  )
}

export default observer(DetailEmpty)
