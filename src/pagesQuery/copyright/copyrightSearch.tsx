import { View, Text, Input } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import PagedEnd from '@/components/PagedEnd'
import { debounce } from '@/domain/timing'
import { usePaged } from '@/hooks/usePaged'
import { copyrightSearch, copyrightType, COPYRIGHT_LABEL, type CopyrightType } from '@/services/copyright'
import type { CopyrightSearchResult, RecordItem } from '../../../contract/api/api-dimensions'
import CopyrightItem from './CopyrightItem'
import '../../styles/special.scss'

const MAX_KEYWORD = 50

/** Search software or works copyrights by keyword across every company. */
export default function CopyrightSearch() {
  const params = useRouter().params
  const [type, setType] = useState<CopyrightType>(copyrightType(params.type))
  const [input, setInput] = useState(decodeURIComponent(params.keyword || ''))
  const [keyword, setKeyword] = useState(input.trim())
  const fetchPage = useCallback((pageNum: number, pageSize: number) => copyrightSearch(keyword, type, pageNum, pageSize), [keyword, type])
  const paged = usePaged<RecordItem, CopyrightSearchResult>(fetchPage)
  const apply = useMemo(() => debounce((v: string) => setKeyword(v.trim().slice(0, MAX_KEYWORD)), 300), [])
  useEffect(() => () => apply.cancel(), [apply])

  useEffect(() => {
    if (keyword) paged.refresh()
    else paged.reset()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword, type])
  useReachBottom(() => {
    if (keyword) paged.loadMore()
  })

  const submit = () => {
    apply.cancel()
    setKeyword(input.trim().slice(0, MAX_KEYWORD))
  }

  return (
    <View className='sp-page'>
      <HeaderBar title='著作权查询' />
      <View className='sp-search'>
        <View className='sp-search__box'>
          <View className='icon-search' />
          <Input
            className='sp-search__input cr-search__input'
            value={input}
            maxlength={MAX_KEYWORD}
            confirmType='search'
            placeholder={`输入${type === 'rj' ? '软件' : '作品'}名称或登记号`}
            onInput={(e) => {
              setInput(e.detail.value)
              apply(e.detail.value)
            }}
            onConfirm={submit}
          />
        </View>
        <Text className='sp-search__go' onClick={submit}>
          搜索
        </Text>
      </View>
      <View className='sp-tabs'>
        {(['rj', 'zp'] as CopyrightType[]).map((t) => (
          <Text key={t} className={`sp-tabs__tab ${type === t ? 'is-on' : ''}`} onClick={() => setType(t)}>
            {COPYRIGHT_LABEL[t]}
          </Text>
        ))}
      </View>
      {!keyword ? (
        <Empty text={`输入关键词，查询全部企业的${COPYRIGHT_LABEL[type]}`} />
      ) : (
        <View>
          {paged.last && (
            <Text className='sp-note' style={{ display: 'block', padding: '10px 14px 0' }}>
              找到 {paged.last.totalText || paged.last.total} 条{COPYRIGHT_LABEL[type]}
            </Text>
          )}
          {paged.list.map((r) => (
            <CopyrightItem key={r.id} record={r} type={type} showCompany />
          ))}
          <PagedEnd paged={paged} count={paged.list.length} />
        </View>
      )}
    </View>
  )
}
