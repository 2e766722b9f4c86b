import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import HeaderBar, { copyTitle } from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import RecordFields, { amountText, PartyLinks } from '@/components/RecordFields'
import { orderStages, STAGE_COLORS } from '@/domain/caseStages'
import { getDimension } from '@contract/domain/dimensions'
import { lawCase } from '@/services/law'
import { dimensionDetail } from '@/services/dimensions'
import { navigate } from '@/services/nav'
import type { CaseDetail } from '../../../contract/api/api-dimensions'
import '../../styles/special.scss'
import './caseDetail.scss'
import { to } from '@/links.gen'

/** The case number of the page: referenceNo, or the case of a record opened by id. */
async function resolveReferenceNo(params: Record<string, string | undefined>): Promise<string> {
  const ref = (params.referenceNo || params.associatedNo || '').trim()
  if (ref) return decodeURIComponent(ref)
  if (params.id) {
    const r = await dimensionDetail(params.id)
    return r.caseRefNo || r.refNo
  }
  return ''
}

export default function CaseDetailPage() {
  const params = useRouter().params
  const pid = params.pid || ''
  const [data, setData] = useState<CaseDetail | null>(null)
  const [error, setError] = useState('')

  useEffect(() => {
    resolveReferenceNo(params)
      .then((ref) => {
        if (!ref) throw new Error('缺少案号')
        return lawCase(ref, pid)
      })
      .then(setData)
      .catch((e) => setError(e?.message || '加载失败'))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params.referenceNo, params.id, pid])

  if (error)
    return (
      <View className='sp-page'>
        <HeaderBar title='案件详情' />
        <Empty text={error} />
      </View>
    )
  if (!data)
    return (
      <View className='sp-page'>
        <HeaderBar title='案件详情' />
        <LoadingOverlay visible />
      </View>
    )

  const stages = orderStages(data.stages)
  return (
    <View className='sp-page case-detail'>
      <HeaderBar title='案件详情' />
      <View className='sp-card'>
        <Text className='case-detail__name'>{data.caseName}</Text>
        <View className='case-detail__ref' onClick={() => copyTitle(data.referenceNo)}>
          <Text className='sp-note'>案号 </Text>
          <Text className='case-detail__refno'>{data.referenceNo}</Text>
        </View>
        <View className='sp-stats case-detail__stats'>
          <View className='sp-stat'>
            <Text className='sp-stat__num sp-stat__num--red'>{amountText(data.amount)}</Text>
            <Text className='sp-stat__label'>涉案金额</Text>
          </View>
          <View className='sp-stat'>
            <Text className='sp-stat__num'>{stages.length}</Text>
            <Text className='sp-stat__label'>审理阶段</Text>
          </View>
          <View className='sp-stat'>
            <Text className='sp-stat__num case-detail__status'>{data.latestStatus || '-'}</Text>
            <Text className='sp-stat__label'>最新进展</Text>
          </View>
        </View>
        <View className='sp-item__row'>
          <Text className='sp-item__label'>案由</Text>
          <Text className='sp-item__value'>{data.cause || '-'}</Text>
        </View>
        <View className='sp-item__row'>
          <Text className='sp-item__label'>法院</Text>
          <Text className='sp-item__value'>{data.court || '-'}</Text>
        </View>
        <View className='sp-item__row case-detail__parties'>
          <Text className='sp-item__label'>当事人</Text>
          <PartyLinks parties={data.parties} />
        </View>
        <View
          className='case-detail__rel'
          onClick={() => navigate(to.caseRelations({ referenceNo: data.referenceNo })).catch(() => undefined)}
        >
          <Text>查看当事人关系图</Text>
          <Text>›</Text>
        </View>
      </View>

      <View className='sp-card'>
        <View className='sp-card__head'>
          <Text className='sp-card__title'>案件进程</Text>
          <Text className='sp-note'>{stages.length} 个阶段</Text>
        </View>
        <Text className='sp-note case-detail__path'>{stages.map((s) => s.stage).join(' → ')}</Text>
        {stages.length === 0 ? (
          <Empty />
        ) : (
          <View className='case-tl'>
            {stages.map((s, i) => {
              const color = STAGE_COLORS[s.stage] ?? '#8a8f99'
              const dim = getDimension(s.dimension)
              return (
                <View key={`${s.record.id}-${i}`} className='case-tl__item' data-stage={s.stage}>
                  <View className='case-tl__rail'>
                    <View className='case-tl__dot' style={{ background: color, boxShadow: `0 0 0 4px ${color}33` }} />
                    {i < stages.length - 1 && <View className='case-tl__line' />}
                  </View>
                  <View className='case-tl__body'>
                    <View className='case-tl__head'>
                      <Text className='case-tl__stage' style={{ color, borderColor: color }}>
                        {s.stage}
                      </Text>
                      <Text className='case-tl__dim'>{dim?.label ?? s.dimension}</Text>
                      <Text className='case-tl__date'>{s.record.date}</Text>
                    </View>
                    {s.record.title && <Text className='case-tl__title'>{s.record.title}</Text>}
                    <RecordFields record={s.record} fields={(dim?.detailFields ?? []).filter((f) => f.key !== 'title')} />
                  </View>
                </View>
              )
            })}
          </View>
        )}
      </View>
    </View>
  )
}
