import { View, Text, Image } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { FeedbackDetail } from '../../../../contract/schemas/feedback'
import {
  FEEDBACK_KIND_LABELS,
  FEEDBACK_OUTCOME_LABELS,
  FEEDBACK_PROMISES,
  FEEDBACK_STATUS_LABELS,
  deviceLine,
} from '@contract/domain/feedback'
import { maskPhone } from '@contract/domain/format'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { to } from '@/links.gen'
import { feedbackDetail, markFeedbackRead } from '@/services/feedback'
import { navigate } from '@/services/nav'
import { fileUrl } from '@/services/request'
import { KindTag, whenText } from '../shared/Tags'
import '../shared/feedback.scss'
import './feedbackDetails.scss'

/** The status card's colour and words. */
function headline(d: FeedbackDetail): { tone: string; title: string; sub: string } {
  if (d.outcome === 'accepted')
    return {
      tone: 'done',
      title: `${FEEDBACK_STATUS_LABELS.resolved} · ${FEEDBACK_OUTCOME_LABELS.accepted}`,
      sub: '感谢您的纠错，数据已按核实结果更正',
    }
  if (d.outcome === 'rejected')
    return {
      tone: 'closed',
      title: `${FEEDBACK_STATUS_LABELS.resolved} · ${FEEDBACK_OUTCOME_LABELS.rejected}`,
      sub: '经核实暂未采纳，原因见官方回复',
    }
  if (d.status === 'resolved') return { tone: 'done', title: FEEDBACK_STATUS_LABELS.resolved, sub: '您的反馈已处理完毕，感谢支持' }
  if (d.status === 'processing') return { tone: 'doing', title: FEEDBACK_STATUS_LABELS.processing, sub: '工作人员正在处理，请耐心等待' }
  return { tone: 'waiting', title: FEEDBACK_STATUS_LABELS.pending, sub: `我们已收到您的反馈，将在${FEEDBACK_PROMISES[d.kind]}` }
}

function KV({ label, value, onClick }: { label: string; value: string; onClick?: () => void }) {
  if (!value) return null
  return (
    <View className='fbd-kv' onClick={onClick}>
      <Text className='fbd-kv__label'>{label}</Text>
      <Text className={`fbd-kv__value ${onClick ? 'is-link' : ''}`}>{value}</Text>
    </View>
  )
}

/**
 * 反馈详情: the status, the operator's reply and, for an accepted correction, what changed; then what the user sent
 * (text, the company and record, the device, the images to preview) and the timeline. Opening it reads the reply.
 */
export default function FeedbackDetails() {
  const id = Number(useRouter().params.id || 0)
  const [d, setD] = useState<FeedbackDetail | null>(null)
  const [error, setError] = useState('')

  const load = () => {
    setError('')
    feedbackDetail(id).then(
      (x) => {
        setD(x)
        if (x.unread) markFeedbackRead(x.id).catch(() => undefined)
      },
      (e) => setError((e as Error)?.message || '加载失败'),
    )
  }
  useEffect(() => {
    if (id > 0) load()
    else setError('缺少反馈编号')
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id])

  if (!d) {
    return (
      <View className='fb-page'>
        <HeaderBar title='反馈详情' />
        {error ? (
          <Empty text={error}>
            {id > 0 && (
              <Text className='fb-retry' data-testid='fbd-retry' onClick={load}>
                重试
              </Text>
            )}
          </Empty>
        ) : (
          <LoadingOverlay visible />
        )}
      </View>
    )
  }

  const head = headline(d)
  const urls = d.images.map((i) => fileUrl(i.url))
  const preview = (i: number) => Taro.previewImage({ current: urls[i], urls }).catch(() => undefined)
  const c = d.correction
  const f = d.fault
  const timeline = [...d.timeline].reverse()

  return (
    <View className='fb-page'>
      <HeaderBar title='反馈详情' />
      <View className={`fbd-status fbd-status--${head.tone}`} data-testid='fbd-status'>
        <Text className='fbd-status__title'>{head.title}</Text>
        <Text className='fbd-status__sub'>{head.sub}</Text>
      </View>

      {d.reply && (
        <View className='fb-card fbd-reply' data-testid='fbd-reply'>
          <View className='fbd-card-head'>
            <Text className='fbd-card-head__title'>官方回复</Text>
            <Text className='fbd-card-head__time'>{whenText(d.reply.at)}</Text>
          </View>
          <Text className='fbd-text'>{d.reply.text}</Text>
        </View>
      )}

      {d.changes.length > 0 && (
        <View className='fb-card' data-testid='fbd-changes'>
          <View className='fbd-card-head'>
            <Text className='fbd-card-head__title'>更正结果</Text>
          </View>
          {d.changes.map((x, i) => (
            <View key={i} className='fbd-change'>
              <Text className='fbd-change__what'>{[x.targetLabel, x.recordTitle, x.fieldLabel].filter(Boolean).join(' · ')}</Text>
              <View className='fbd-change__values'>
                <Text className='fbd-change__old'>{x.oldValue || '（空）'}</Text>
                <Text className='fbd-change__arrow'>→</Text>
                <Text className='fbd-change__new' data-testid='fbd-change-new'>
                  {x.newValue || '（空）'}
                </Text>
              </View>
              <Text className='fbd-change__source'>{`来源：${x.source} · ${whenText(x.at)}`}</Text>
            </View>
          ))}
        </View>
      )}

      <View className='fb-card'>
        <View className='fbd-card-head'>
          <KindTag kind={d.kind} />
          <Text className='fbd-card-head__time'>{`提交于 ${whenText(d.createdAt)}`}</Text>
        </View>
        {c && (
          <View className='fbd-kvs'>
            <KV label='纠错企业' value={c.companyName} onClick={() => navigate(to.companyProfile({ pid: c.pid })).catch(() => undefined)} />
            <KV label='纠错维度' value={c.targetLabel} />
            <KV label='有误字段' value={c.fieldLabel} />
            <KV label='具体记录' value={c.recordTitle} />
          </View>
        )}
        {f && (
          <View className='fbd-kvs'>
            <KV label='异常功能' value={f.featureLabel} />
            <KV label='设备信息' value={deviceLine({ appVersion: f.appVersion, brand: f.brand, model: f.model, system: f.system })} />
          </View>
        )}
        <Text className='fbd-label'>{c ? '错误描述' : `${FEEDBACK_KIND_LABELS[d.kind]}内容`}</Text>
        <Text className='fbd-text' data-testid='fbd-content'>
          {d.content}
        </Text>
        {c && (
          <>
            <Text className='fbd-label'>正确信息</Text>
            <Text className='fbd-text'>{c.expected}</Text>
          </>
        )}
        {d.images.length > 0 && (
          <View className='fb-images fbd-images'>
            {d.images.map((img, i) => (
              <View key={img.id} className='fb-images__item' data-testid='fbd-image' onClick={() => preview(i)}>
                <Image className='fb-images__img' src={urls[i]} mode='aspectFill' />
              </View>
            ))}
          </View>
        )}
        {!!d.contact && <KV label='联系电话' value={maskPhone(d.contact)} />}
      </View>

      <View className='fb-card'>
        <View className='fbd-card-head'>
          <Text className='fbd-card-head__title'>处理进度</Text>
        </View>
        <View className='fbd-steps'>
          {timeline.map((e, i) => (
            <View key={`${e.at}-${i}`} className={`fbd-step ${i === 0 ? 'is-latest' : ''}`} data-testid='fbd-step'>
              <View className='fbd-step__dot' />
              {i < timeline.length - 1 && <View className='fbd-step__line' />}
              <View className='fbd-step__main'>
                <View className='fbd-step__head'>
                  <Text className='fbd-step__title'>{e.title}</Text>
                  <Text className='fbd-step__time'>{whenText(e.at)}</Text>
                </View>
                {!!e.text && <Text className='fbd-step__text'>{e.text}</Text>}
              </View>
            </View>
          ))}
        </View>
      </View>
    </View>
  )
}
