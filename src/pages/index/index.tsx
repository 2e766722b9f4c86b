import { View, Text, Input } from '@tarojs/components'
import { navigate } from '@/services/nav'
import { useEffect, useLayoutEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import HeaderBar from '@/components/HeaderBar'
import TabBar from '@/components/TabBar'
import { monitor } from '@/stores/monitor'
import ServiceGrid from '@/components/ServiceGrid'
import { searchHistory } from '@/stores/searchHistory'
import { hotSearch } from '@/services/search'
import { builtServices } from '@/domain/builtServices'
import OneClickSheet from '@/components/OneClickSheet'
import PrivacyDialog from '@/components/PrivacyDialog'
import RecommendedCompanies from '@/components/RecommendedCompanies'
import { launch } from '@/stores/launch'
import './index.scss'
import { to } from '@/links.gen'

const openSearch = (keyword = '') => navigate(to.search({ keyword }))

function Index() {
  const [hot, setHot] = useState<Array<{ keyword: string; pid?: string }>>([])
  useEffect(() => {
    hotSearch()
      .then((r) => setHot(r.list))
      .catch(() => setHot([]))
    // unread dynamics on the 动态 tab: the push socket while signed in
    monitor.start()
  }, [])
  // at launch without a token, the privacy dialog (Android) and the one-click sheet: decided before the first paint,
  // so the dialog shows with the page instead of a frame later
  useLayoutEffect(() => {
    launch.begin().catch(() => undefined)
  }, [])
  const services = builtServices()
  return (
    <View className='home'>
      <HeaderBar title='云企查' backLevel={0} showLogo align='left' background='#2979ff' titleColor='#ffffff' showScan />
      <View className='home__hero'>
        <View className='home__slogan-row'>
          <Text className='home__slogan'>查企业 · 查老板 · 查风险</Text>
          <Text className='home__discover' data-testid='home-discover' onClick={() => navigate(to.discover())}>
            发现 ›
          </Text>
        </View>
        <View className='home__search' onClick={() => openSearch()}>
          <View className='icon-search home__search-icon' />
          <Input className='home__search-input' disabled placeholder='请输入企业名称、老板姓名或拼音首字母' placeholderClass='home__ph' />
          <Text className='home__search-btn'>查一下</Text>
        </View>
        {/* its height is kept while the list loads, so nothing below moves when it arrives */}
        <View className='home__hot'>
          <Text className='home__hot-label'>热搜</Text>
          {hot.slice(0, 6).map((h) => (
            <Text
              key={h.keyword}
              className='home__hot-item'
              onClick={() => (h.pid ? navigate(to.companyProfile({ pid: h.pid })) : openSearch(h.keyword))}
            >
              {h.keyword}
            </Text>
          ))}
        </View>
      </View>

      <View className='home__card'>
        <ServiceGrid entries={services.slice(0, 7)} moreUrl={to.allServices()} />
      </View>

      {searchHistory.keywords.length > 0 && (
        <View className='home__card'>
          <View className='home__card-head'>
            <Text className='home__card-title'>最近搜索</Text>
            <Text className='home__clear' onClick={() => searchHistory.clearKeywords()}>
              清空
            </Text>
          </View>
          <View className='chips'>
            {searchHistory.keywords.slice(0, 10).map((k) => (
              <Text key={k} className='chip' onClick={() => openSearch(k)}>
                {k}
              </Text>
            ))}
          </View>
        </View>
      )}

      {searchHistory.footprints.length > 0 && (
        <View className='home__card'>
          <View className='home__card-head'>
            <Text className='home__card-title'>最近浏览</Text>
          </View>
          {searchHistory.footprints.slice(0, 5).map((f) => (
            <View key={f.pid} className='home__foot' onClick={() => navigate(to.companyProfile({ pid: f.pid }))}>
              <Text className='home__foot-name'>{f.name}</Text>
              <Text className='home__foot-arrow'>›</Text>
            </View>
          ))}
        </View>
      )}
      <RecommendedCompanies className='home__card' />
      <OneClickSheet />
      <PrivacyDialog />
      <TabBar current={0} badges={monitor.tabBadges} />
    </View>
  )
}

export default observer(Index)
