import { View, Text, Input, ScrollView } from '@tarojs/components'
import { navigate } from '@/services/nav'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import { reaction } from 'mobx'
import HeaderBar from '@/components/HeaderBar'
import { FilterStore, filterResultsUrl } from '@/stores/filter'
import { advancedCount, filterOptions, regionTree } from '@/services/search'
import { debounce } from '@/domain/timing'
import type { RegionNode } from '../../../contract/api/api'
import './filter.scss'

function Chips<T>({
  items,
  label,
  selected,
  onTap,
}: {
  items: T[]
  label: (t: T) => string
  selected: (t: T, i: number) => boolean
  onTap: (t: T, i: number) => void
}) {
  return (
    <View className='f-chips'>
      {items.map((t, i) => (
        <Text key={label(t)} className={`f-chip ${selected(t, i) ? 'is-on' : ''}`} onClick={() => onTap(t, i)}>
          {label(t)}
        </Text>
      ))}
    </View>
  )
}

function FilterPage() {
  const store = useMemo(() => new FilterStore(), [])
  const [tree, setTree] = useState<RegionNode[]>([])
  const [regionOpen, setRegionOpen] = useState(false)
  const [count, setCount] = useState<number | null>(null)
  const [counting, setCounting] = useState(false)

  useEffect(() => {
    regionTree()
      .then(setTree)
      .catch(() => setTree([]))
    filterOptions()
      .then((o) => store.setOptions(o))
      .catch(() => undefined)
  }, [store])

  // the result count shows before applying: recounted 300 ms after the last change
  useEffect(() => {
    const recount = debounce(() => {
      setCounting(true)
      advancedCount(store.query)
        .then(setCount)
        .catch(() => setCount(null))
        .finally(() => setCounting(false))
    }, 300)
    recount()
    const stop = reaction(
      () => JSON.stringify(store.query),
      () => recount(),
    )
    return () => {
      stop()
      recount.cancel()
    }
  }, [store])

  const provinces = tree
  const cities = provinces.find((p) => p.code === store.region[0]?.code)?.children ?? []
  const districts = cities.find((c) => c.code === store.region[1]?.code)?.children ?? []
  const apply = () => {
    if (store.capitalError) return Taro.showToast({ title: store.capitalError, icon: 'none', duration: 2000 })
    navigate(filterResultsUrl(store.query, store.summary))
  }

  return (
    <View className='filter-page'>
      <HeaderBar title='高级搜索' />
      <View className='f-group'>
        <Text className='f-title'>关键词</Text>
        <Input
          className='f-input'
          placeholder='企业名称中包含的词（可不填）'
          value={store.keyword}
          maxlength={50}
          onInput={(e) => (store.keyword = e.detail.value)}
        />
      </View>

      <View className='f-group'>
        <Text className='f-title'>省份地区</Text>
        <View className='f-region' onClick={() => setRegionOpen(!regionOpen)}>
          <Text className={store.region.length ? 'f-region__value' : 'f-region__ph'}>
            {store.region.length ? store.region.map((r) => r.name).join(' / ') : '全国'}
          </Text>
          <Text className='f-region__arrow'>{regionOpen ? '收起' : '选择'}</Text>
        </View>
        {regionOpen && (
          <View className='f-cascade'>
            <ScrollView scrollY className='f-cascade__col'>
              <Text className={`f-cascade__item ${store.region.length === 0 ? 'is-on' : ''}`} onClick={() => store.pickRegion(0, null)}>
                全国
              </Text>
              {provinces.map((p) => (
                <Text
                  key={p.code}
                  className={`f-cascade__item ${store.region[0]?.code === p.code ? 'is-on' : ''}`}
                  onClick={() => store.pickRegion(0, p)}
                >
                  {p.name}
                </Text>
              ))}
            </ScrollView>
            <ScrollView scrollY className='f-cascade__col'>
              {store.region[0] && (
                <Text className={`f-cascade__item ${store.region.length === 1 ? 'is-on' : ''}`} onClick={() => store.pickRegion(1, null)}>
                  全省
                </Text>
              )}
              {cities.map((c) => (
                <Text
                  key={c.code}
                  className={`f-cascade__item ${store.region[1]?.code === c.code ? 'is-on' : ''}`}
                  onClick={() => store.pickRegion(1, c)}
                >
                  {c.name}
                </Text>
              ))}
            </ScrollView>
            <ScrollView scrollY className='f-cascade__col'>
              {store.region[1] && (
                <Text className={`f-cascade__item ${store.region.length === 2 ? 'is-on' : ''}`} onClick={() => store.pickRegion(2, null)}>
                  全市
                </Text>
              )}
              {districts.map((d) => (
                <Text
                  key={d.code}
                  className={`f-cascade__item ${store.region[2]?.code === d.code ? 'is-on' : ''}`}
                  onClick={() => store.pickRegion(2, d)}
                >
                  {d.name}
                </Text>
              ))}
            </ScrollView>
          </View>
        )}
      </View>

      <View className='f-group'>
        <Text className='f-title'>行业</Text>
        <Chips
          items={store.options.industries}
          label={(x) => x.name}
          selected={(x) => store.industry?.code === x.code}
          onTap={(x) => store.setIndustry(x)}
        />
      </View>

      <View className='f-group'>
        <Text className='f-title'>注册资本</Text>
        <Chips
          items={store.options.capitalRanges}
          label={(x) => x.name}
          selected={(_, i) => store.capitalIndex === i}
          onTap={(_, i) => store.setCapitalIndex(i)}
        />
        <View className='f-range'>
          <Input
            className='f-range__input'
            type='digit'
            placeholder='最低（万元）'
            value={store.capitalMin}
            onInput={(e) => store.setCapitalCustom(e.detail.value, store.capitalMax)}
          />
          <Text className='f-range__sep'>—</Text>
          <Input
            className='f-range__input'
            type='digit'
            placeholder='最高（万元）'
            value={store.capitalMax}
            onInput={(e) => store.setCapitalCustom(store.capitalMin, e.detail.value)}
          />
        </View>
        {store.capitalError && <Text className='f-error'>{store.capitalError}</Text>}
      </View>

      <View className='f-group'>
        <Text className='f-title'>成立年限</Text>
        <Chips
          items={store.timeOptions}
          label={(x) => x.name}
          selected={(_, i) => store.establishedIndex === i}
          onTap={(_, i) => store.setEstablishedIndex(i)}
        />
      </View>

      <View className='f-group'>
        <Text className='f-title'>登记状态</Text>
        <Chips
          items={store.options.statuses}
          label={(x) => x}
          selected={(x) => store.statuses.includes(x)}
          onTap={(x) => store.toggle('statuses', x)}
        />
      </View>

      <View className='f-group'>
        <Text className='f-title'>企业类型</Text>
        <Chips
          items={store.options.companyTypes}
          label={(x) => x}
          selected={(x) => store.companyTypes.includes(x)}
          onTap={(x) => store.toggle('companyTypes', x)}
        />
      </View>

      <View className='f-bottom-space' />
      <View className='f-bottom'>
        <Text className='f-bottom__reset' onClick={() => store.reset()}>
          重置
        </Text>
        <View className='f-bottom__apply' onClick={apply}>
          <Text>{counting && count === null ? '正在统计...' : `查看 ${count ?? '-'} 家企业`}</Text>
        </View>
      </View>
    </View>
  )
}

export default observer(FilterPage)
