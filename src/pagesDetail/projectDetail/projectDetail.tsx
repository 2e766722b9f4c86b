import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import RecordDetail from '@/components/RecordDetail'
import { getDimension } from '@contract/domain/dimensions'
import { dimensionDetail } from '@/services/dimensions'
import type { RecordDetail as Detail } from '../../../contract/api/api-dimensions'
import '../../styles/special.scss'

const PROJECT_DIMENSIONS = ['project', 'financing']

/** A financing or project record (dimension 'project' or 'financing') by projectId. */
export default function ProjectDetail() {
  const params = useRouter().params
  const id = params.projectId || params.id || ''
  const [record, setRecord] = useState<Detail | null>(null)
  const [error, setError] = useState(id ? '' : '缺少项目编号')

  useEffect(() => {
    if (!id) return
    dimensionDetail(id)
      .then((r) => {
        if (!PROJECT_DIMENSIONS.includes(r.dimension)) throw new Error('该记录不是融资或项目信息')
        setRecord(r)
      })
      .catch((e) => setError(e?.message || '加载失败'))
  }, [id])

  const dim = record ? getDimension(record.dimension) : undefined
  const title = dim?.key === 'financing' ? '融资详情' : '项目详情'
  return (
    <View className='sp-page'>
      <HeaderBar title={title} />
      {error ? <Empty text={error} /> : !record || !dim ? <LoadingOverlay visible /> : <RecordDetail record={record} dimension={dim} />}
    </View>
  )
}
