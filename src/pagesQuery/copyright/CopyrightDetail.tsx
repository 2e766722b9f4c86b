import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import RecordDetail from '@/components/RecordDetail'
import { getDimension } from '@contract/domain/dimensions'
import { COPYRIGHT_DIMENSION, COPYRIGHT_LABEL, type CopyrightType } from '@/services/copyright'
import { dimensionDetail } from '@/services/dimensions'
import type { RecordDetail as Detail } from '../../../contract/api/api-dimensions'
import '../../styles/special.scss'

/** One copyright record by id, drawn by the shared record detail; a record of the other kind is refused. */
export default function CopyrightDetail({ type }: { type: CopyrightType }) {
  const id = useRouter().params.id || ''
  const [record, setRecord] = useState<Detail | null>(null)
  const [error, setError] = useState(id ? '' : '缺少记录编号')
  const title = `${COPYRIGHT_LABEL[type]}详情`

  useEffect(() => {
    if (!id) return
    dimensionDetail(id)
      .then((r) => {
        if (r.dimension !== COPYRIGHT_DIMENSION[type]) throw new Error(`该记录不是${COPYRIGHT_LABEL[type]}`)
        setRecord(r)
      })
      .catch((e) => setError(e?.message || '加载失败'))
  }, [id, type])

  const dim = getDimension(COPYRIGHT_DIMENSION[type])!
  return (
    <View className='sp-page'>
      <HeaderBar title={title} />
      {error ? <Empty text={error} /> : !record ? <LoadingOverlay visible /> : <RecordDetail record={record} dimension={dim} />}
    </View>
  )
}
