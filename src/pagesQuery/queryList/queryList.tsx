import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import { hotSearch } from '@/services/search'
import { navigate } from '@/services/nav'
import { searchHistory } from '@/stores/searchHistory'
import '../../styles/special.scss'
import './queryList.scss'
import { to } from '@/links.gen'

const MAX_KEYWORD = 50
type Kind = 'company' | 'person'

/** The query module: company and person search entry, the history list and the hot list. */
function QueryList() {
  const [kind, setKind] = useState<Kind>('company')
  const [input, setInput] = useState('')
  const [hot, setHot] = useState<Array<{ keyword: string; pid?: string }>>([])

  useEffect(() => {
    hotSearch()
      .then((r) => setHot(r.list))
      .catch(() => setHot([]))
  }, [])

  const search = (value: string) => {
    const k = value.trim().slice(0, MAX_KEYWORD)
    if (!k) {
      Taro.showToast({ title: kind === 'person' ? '请输入老板或高管姓名' : '请输入企业名称或关键词', icon: 'none', duration: 2000 })
      return
    }
    searchHistory.addKeyword(k)
    navigate(to.search({ keyword: k, type: kind })).catch(() => undefined)
  }
  const clear = () =>
    Taro.showModal({ title: '提示', content: '确定清空搜索历史吗？', confirmText: '清空', cancelText: '取消' }).then(
      (r) => r.confirm && searchHistory.clearKeywords(),
    )

  return (
    <View className='sp-page query-list'>
      <HeaderBar title='查询' />
      <View className='sp-tabs'>
        <Text className={`sp-tabs__tab ${kind === 'company' ? 'is-on' : ''}`} onClick={() => setKind('company')}>
          查企业
        </Text>
        <Text className={`sp-tabs__tab ${kind === 'person' ? 'is-on' : ''}`} onClick={() => setKind('person')}>
          查老板
        </Text>
      </View>
      <View className='sp-search'>
        <View className='sp-search__box'>
          <View className='icon-search' />
          <Input
            className='sp-search__input query-list__input'
            value={input}
            maxlength={MAX_KEYWORD}
            confirmType='search'
            placeholder={kind === 'person' ? '请输入老板、股东或高管姓名' : '请输入企业名称、老板姓名或拼音首字母'}
            onInput={(e) => setInput(e.detail.value)}
            onConfirm={(e) => search(e.detail.value)}
          />
        </View>
        <Text className='sp-search__go' onClick={() => search(input)}>
          搜索
        </Text>
      </View>

      <View className='query-links'>
        <View className='query-links__item' onClick={() => navigate(to.copyrightSearch()).catch(() => undefined)}>
          <Text className='query-links__icon'>©</Text>
          <Text>著作权查询</Text>
        </View>
        <View className='query-links__item' onClick={() => navigate(to.browseHistory()).catch(() => undefined)}>
          <Text className='query-links__icon'>足</Text>
          <Text>浏览足迹</Text>
        </View>
        <View className='query-links__item' onClick={() => navigate(to.advancedSearch()).catch(() => undefined)}>
          <Text className='query-links__icon'>筛</Text>
          <Text>高级搜索</Text>
        </View>
      </View>

      <View className='sp-card'>
        <View className='sp-card__head'>
          <Text className='sp-card__title'>搜索历史</Text>
          {searchHistory.keywords.length > 0 && (
            <Text className='sp-note query-list__clear' onClick={clear}>
              清空
            </Text>
          )}
        </View>
        {searchHistory.keywords.length === 0 ? (
          <Text className='sp-note'>暂无搜索历史</Text>
        ) : (
          <View className='chips'>
            {searchHistory.keywords.map((k) => (
              <Text
                key={k}
                className='chip query-list__history'
                onClick={() => {
                  setInput(k)
                  search(k)
                }}
              >
                {k}
              </Text>
            ))}
          </View>
        )}
      </View>

      <View className='sp-card'>
        <View className='sp-card__head'>
          <Text className='sp-card__title'>热门搜索</Text>
        </View>
        {hot.length === 0 ? (
          <Text className='sp-note'>暂无数据～</Text>
        ) : (
          <View className='query-hot'>
            {hot.map((h, i) => (
              <View
                key={h.keyword}
                className='query-hot__item'
                onClick={() => (h.pid ? navigate(to.companyProfile({ pid: h.pid })).catch(() => undefined) : search(h.keyword))}
              >
                <Text className={`query-hot__rank ${i < 3 ? 'is-top' : ''}`}>{i + 1}</Text>
                <Text className='query-hot__text'>{h.keyword}</Text>
              </View>
            ))}
          </View>
        )}
      </View>
    </View>
  )
}

export default observer(QueryList)
