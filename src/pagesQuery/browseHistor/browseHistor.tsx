import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import NameAvatar from '@/components/NameAvatar'
import { formatDate } from '@contract/domain/format'
import { navigate } from '@/services/nav'
import { searchHistory } from '@/stores/searchHistory'
import '../../styles/special.scss'
import './browseHistor.scss'
import { to } from '@/links.gen'

type Tab = 'company' | 'person'

/** Footprints of the companies and persons viewed, newest first; each tab clears with a confirm. */
function BrowseHistor() {
  const [tab, setTab] = useState<Tab>('company')
  const companies = searchHistory.footprints
  const persons = searchHistory.personFootprints
  const count = tab === 'company' ? companies.length : persons.length

  const clear = async () => {
    if (!count) return
    const r = await Taro.showModal({
      title: '提示',
      content: tab === 'company' ? '确定清空企业浏览足迹吗？' : '确定清空人员浏览足迹吗？',
      confirmText: '清空',
      cancelText: '取消',
    })
    if (!r.confirm) return
    if (tab === 'company') searchHistory.clearFootprints()
    else searchHistory.clearPersonFootprints()
    Taro.showToast({ title: '已清空', icon: 'none', duration: 1500 })
  }

  return (
    <View className='sp-page browse'>
      <HeaderBar title='浏览足迹' />
      <View className='sp-tabs'>
        <Text className={`sp-tabs__tab ${tab === 'company' ? 'is-on' : ''}`} onClick={() => setTab('company')}>
          企业（{companies.length}）
        </Text>
        <Text className={`sp-tabs__tab ${tab === 'person' ? 'is-on' : ''}`} onClick={() => setTab('person')}>
          人员（{persons.length}）
        </Text>
      </View>
      {count > 0 && (
        <View className='browse__bar'>
          <Text className='sp-note'>最近浏览的 {count} 条记录</Text>
          <Text className='browse__clear' onClick={clear}>
            清空
          </Text>
        </View>
      )}
      {count === 0 ? (
        <Empty />
      ) : tab === 'company' ? (
        companies.map((f) => (
          <View key={f.pid} className='browse-item' onClick={() => navigate(to.companyProfile({ pid: f.pid })).catch(() => undefined)}>
            <NameAvatar name={f.name} size={80} />
            <View className='browse-item__main'>
              <Text className='browse-item__name'>{f.name}</Text>
              <Text className='sp-note'>浏览于 {formatDate(f.time, 'yyyy-mm-dd hh:MM')}</Text>
            </View>
          </View>
        ))
      ) : (
        persons.map((f) => (
          <View
            key={f.personId}
            className='browse-item'
            onClick={() => navigate(to.personProfile({ personId: f.personId })).catch(() => undefined)}
          >
            <View className='browse-item__avatar'>
              <Text>{f.name.slice(0, 1)}</Text>
            </View>
            <View className='browse-item__main'>
              <Text className='browse-item__name'>{f.name}</Text>
              <Text className='sp-note'>
                {f.companyName ? `${f.companyName} · ` : ''}浏览于 {formatDate(f.time, 'yyyy-mm-dd hh:MM')}
              </Text>
            </View>
          </View>
        ))
      )}
    </View>
  )
}

export default observer(BrowseHistor)
