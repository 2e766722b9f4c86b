import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import PullRefresh from '@/components/PullRefresh'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { judicialDetail } from '@/services/judicial'
import { formatAmount } from '../../../contract/domain/format'
import { JUDICIAL_LABEL } from '../../../contract/domain/judicial'
import type { JudicialDetail } from '../../../contract/schemas/judicial'
import type { RecordParty } from '../../../contract/schemas/dimensions'
import Skeleton from '../shared/Skeleton'
import { offLabel } from '../shared/labels'
import '../shared/judicial.scss'

const go = (url: Parameters<typeof navigate>[0]) => navigate(url).catch(() => undefined)

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <View className='jd-row'>
      <Text className='jd-row__label'>{label}</Text>
      <Text className={`jd-row__value ${strong ? 'jd-row__value--strong' : ''}`}>{value || '-'}</Text>
    </View>
  )
}

function PartyLink({ p }: { p: RecordParty }) {
  if (p.pid)
    return (
      <Text className='jd-link' onClick={() => go(to.companyProfile({ pid: p.pid! }))}>
        {p.name}
      </Text>
    )
  if (p.personId)
    return (
      <Text className='jd-link' onClick={() => go(to.personProfile({ personId: p.personId! }))}>
        {p.name}
      </Text>
    )
  return <Text>{p.name}</Text>
}

/** One 失信被执行人 or 被执行人 entry: the debtor, the case, the obligation and how it was performed. */
export default function Detail() {
  const id = useRouter().params.id || ''
  const [d, setD] = useState<JudicialDetail | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(async () => {
    if (!/^\d+$/.test(id)) return setError('缺少记录编号')
    setError('')
    try {
      setD(await judicialDetail(id))
    } catch (e) {
      setError((e as Error)?.message || '加载失败')
    }
  }, [id])
  useEffect(() => {
    load()
  }, [load])

  const openDebtor = () => {
    if (!d) return
    if (d.pid) go(to.companyProfile({ pid: d.pid }))
    else if (d.personId) go(to.personProfile({ personId: d.personId }))
  }

  return (
    <View className='jd-page'>
      <HeaderBar title={d ? `${JUDICIAL_LABEL[d.kind]}详情` : '详情'} />
      {error ? (
        <Empty text={error} />
      ) : !d ? (
        <Skeleton rows={2} />
      ) : (
        <PullRefresh onRefresh={load}>
          <View className='jd-card'>
            <View className='jd-item__head'>
              <Text className={`jd-item__name ${d.pid || d.personId ? 'jd-link' : ''}`} onClick={openDebtor}>
                {d.name}
              </Text>
              <Text className={`jd-tag ${d.isCurrent ? '' : 'jd-tag--off'}`}>
                {d.isCurrent ? JUDICIAL_LABEL[d.kind] : offLabel(d.kind)}
              </Text>
            </View>
            {d.creditCode && <Row label='统一社会信用代码' value={d.creditCode} />}
            {d.provinceName && <Row label='所在地区' value={d.provinceName} />}
          </View>
          <View className='jd-card'>
            <Text className='jd-card__title'>案件信息</Text>
            <Row label='案号' value={d.refNo} />
            <Row label='执行法院' value={d.court} />
            <Row label='立案日期' value={d.date} />
            {d.publishDate && <Row label='发布日期' value={d.publishDate} />}
            <Row
              label={d.kind === 'dishonest' ? '涉案金额' : '执行标的'}
              value={d.amount === null ? '' : `${formatAmount(d.amount)}万元`}
              strong
            />
            {d.kind === 'dishonest' && (
              <>
                <Row label='执行依据文号' value={d.basisNo} />
                <Row label='作出执行依据单位' value={d.basisUnit} />
              </>
            )}
            <View className='jd-row'>
              <Text className='jd-row__label'>申请执行人</Text>
              <View className='jd-row__value'>
                {d.applicants.length === 0
                  ? '-'
                  : d.applicants.map((p, i) => (
                      <Text key={`${p.name}${i}`}>
                        {i > 0 ? '、' : ''}
                        <PartyLink p={p} />
                      </Text>
                    ))}
              </View>
            </View>
          </View>
          <View className='jd-card'>
            <Text className='jd-card__title'>{d.kind === 'dishonest' ? '义务与履行' : '执行情况'}</Text>
            {d.kind === 'dishonest' && <Row label='生效法律文书确定的义务' value={d.duty} />}
            <Row label={d.kind === 'dishonest' ? '履行情况' : '案件状态'} value={d.performance} strong={d.isCurrent} />
            {d.kind === 'dishonest' && <Row label='失信行为具体情形' value={d.behavior} />}
          </View>
          <Text className='jd-note'>
            数据来源：{d.record.source || '中国执行信息公开网'} · 采集时间：{d.record.capturedAt.slice(0, 10)}
          </Text>
          <View className='jd-btns'>
            {(d.pid || d.personId) && (
              <Text className='jd-btn jd-btn--ghost' onClick={openDebtor}>
                {d.pid ? '查看企业详情' : '查看人员详情'}
              </Text>
            )}
            {d.caseRefNo && (
              <Text className='jd-btn' onClick={() => go(to.caseDetail({ id: d.id }))}>
                查看案件
              </Text>
            )}
          </View>
        </PullRefresh>
      )}
    </View>
  )
}
