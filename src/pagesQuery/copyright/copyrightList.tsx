import { View, Text } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { usePaged } from '@/hooks/usePaged'
import { copyrightType, COPYRIGHT_DIMENSION, COPYRIGHT_LABEL, type CopyrightType } from '@/services/copyright'
import { dimensionList } from '@/services/dimensions'
import type { DimensionListResult, RecordItem } from '../../../contract/api/api-dimensions'
import CopyrightItem from './CopyrightItem'
import '../../styles/special.scss'

/** One company's software or works copyrights. */
export default function CopyrightList() {
  const params = useRouter().params
  const pid = params.pid || ''
  const [type, setType] = useState<CopyrightType>(copyrightType(params.type))
  const fetchPage = useCallback(
    (pageNum: number, pageSize: number) => dimensionList({ dimension: COPYRIGHT_DIMENSION[type], pid, pageNum, pageSize }),
    [pid, type],
  )
  const paged = usePaged<RecordItem, DimensionListResult>(fetchPage)
  useEffect(() => {
    if (pid) paged.refresh()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pid, type])
  useReachBottom(() => {
    if (pid) paged.loadMore()
  })

  return (
    <View className='sp-page'>
      <HeaderBar title={COPYRIGHT_LABEL[type]} />
      <View className='sp-tabs'>
        {(['rj', 'zp'] as CopyrightType[]).map((t) => (
          <Text key={t} className={`sp-tabs__tab ${type === t ? 'is-on' : ''}`} onClick={() => setType(t)}>
            {COPYRIGHT_LABEL[t]}
          </Text>
        ))}
      </View>
      {!pid ? (
        <Empty text='缺少企业编号' />
      ) : (
        <PullRefresh onRefresh={() => paged.refresh()}>
          {paged.last && (
            <Text className='sp-note' style={{ display: 'block', padding: '10px 14px 0' }}>
              共 {paged.last.totalText || paged.last.total} 条
            </Text>
          )}
          {paged.list.map((r) => (
            <CopyrightItem key={r.id} record={r} type={type} />
          ))}
          <PagedEnd paged={paged} count={paged.list.length} />
        </PullRefresh>
      )}
    </View>
  )
}
