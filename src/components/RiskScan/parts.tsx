/** Small pieces of the risk pages: totals, an item card, the quota mask, owners with their paths, a record row. */
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { session } from '@/stores/session'
import type { RecordItem } from '../../../contract/api/api-dimensions'
import type { RiskItem, RiskSubject, RiskTotals } from '../../../contract/api/api-risk'
import { LEVEL_COLOR, LEVEL_LABEL, LEVELS, ownerLink, subjectText } from '@/domain/risk'
import { getDimension } from '@contract/domain/dimensions'
import { recordUrl } from '@/components/DimensionPage'
import { navigate } from '@/services/nav'
import { quota } from '@/stores/quota'
import type { ApiError } from '@/services/request'
import './index.scss'
import { to } from '@/links.gen'

export { OwnersBlock } from './owners'

const go = (url: string) => {
  if (url) navigate(url).catch(() => undefined)
}

export function LevelTag({ level }: { level: RiskItem['level'] }) {
  return <Text className={`risk-level risk-level--${level}`}>{LEVEL_LABEL[level]}</Text>
}

/** 高风险 / 警示 / 提示 counts in their colours; tapping one calls onLevel. */
export function TotalsBar({ totals, onLevel }: { totals: RiskTotals; onLevel?: (l: RiskItem['level']) => void }) {
  return (
    <View className='risk-totals'>
      {LEVELS.map((l) => (
        <View key={l} className={`risk-totals__cell risk-totals__cell--${l}`} onClick={() => onLevel?.(l)}>
          <Text className='risk-totals__num' style={{ color: LEVEL_COLOR[l] }}>
            {totals[l]}
          </Text>
          <Text className='risk-totals__label'>{LEVEL_LABEL[l]}</Text>
        </View>
      ))}
    </View>
  )
}

export function SubjectLine({ subject }: { subject: RiskSubject }) {
  const url = ownerLink(subject)
  return (
    <View
      className='risk-subject'
      onClick={(e) => {
        e.stopPropagation?.()
        go(url)
      }}
    >
      <Text className='risk-subject__label'>主体</Text>
      <Text className={`risk-subject__text ${url ? 'is-link' : ''}`}>{subjectText(subject)}</Text>
    </View>
  )
}

/** One risk item: level, title, count, the rule's explanation, the subject; tapping opens its records. */
export function RiskItemCard({ item, onOpen }: { item: RiskItem; onOpen: (item: RiskItem) => void }) {
  return (
    <View className='risk-item' data-key={item.key} onClick={() => onOpen(item)}>
      <View className='risk-item__head'>
        <LevelTag level={item.level} />
        <Text className='risk-item__title'>{item.title}</Text>
        <Text className='risk-item__count'>{item.count} 条</Text>
        <Text className='risk-item__arrow'>›</Text>
      </View>
      <Text className='risk-item__explain'>{item.explanation}</Text>
      <SubjectLine subject={item.subject} />
      {item.latestDate && <Text className='risk-item__date'>最近一条：{item.latestDate}</Text>}
    </View>
  )
}

/** title/content of a quota answer: 15000 carries JSON ({appMaskLayer, title, content}) in msg, 15001 a sentence. */
export function quotaTexts(err: unknown): { title: string; content: string } {
  const e = err as ApiError | null
  const env = (e?.data ?? null) as { msg?: unknown } | null
  const raw = typeof env?.msg === 'string' ? env.msg : (e?.message ?? '')
  const layer = quota.times.appMaskLayer as { title?: string; content?: string } | number | null
  if (layer && typeof layer === 'object' && (layer.title || layer.content))
    return { title: layer.title ?? '今日次数已用完', content: layer.content ?? '' }
  if (raw.trim().startsWith('{')) {
    try {
      const o = JSON.parse(raw) as { title?: string; content?: string; msg?: string }
      return { title: o.title || o.msg || '今日次数已用完', content: o.content || '' }
    } catch {
      // plain text after all
    }
  }
  return { title: quota.message || raw || '今日次数已用完', content: '' }
}

export const isQuotaError = (err: unknown) => ['15000', '15001'].includes(String((err as ApiError | null)?.code ?? ''))

/** The quota state after a 15000/15001 answer: the server's message, and the way on (upgrade or sign in). */
export const QuotaMask = observer(function QuotaMask({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { title, content } = quotaTexts(error)
  const visitor = quota.times.type === 1
  return (
    <View className='quota-mask' data-type={quota.times.type ?? ''}>
      <View className='quota-mask__icon'>
        <Text>!</Text>
      </View>
      <Text className='quota-mask__title'>{title}</Text>
      {content && <Text className='quota-mask__content'>{content}</Text>}
      <Text className='quota-mask__hint'>
        {visitor ? '登录后每日可获得更多免费扫描次数' : '升级会员可提高每日扫描次数，次日零点恢复免费次数'}
      </Text>
      <View className='quota-mask__actions'>
        {visitor ? (
          <View className='quota-mask__btn' onClick={() => go(to.phoneLogin())}>
            <Text>去登录</Text>
          </View>
        ) : (
          <View
            className='quota-mask__btn'
            onClick={() => go(to.memberCenter({ level: Math.min(2, (session.userInfo?.memberLevel ?? 0) + 1) }))}
          >
            <Text>升级会员</Text>
          </View>
        )}
        {onRetry && (
          <View className='quota-mask__btn is-ghost' onClick={onRetry}>
            <Text>重试</Text>
          </View>
        )}
      </View>
    </View>
  )
})

/** A record row of a risk list: title, date, amount, status, the company it belongs to; opens the record page. */
export function RiskRecordRow({ record, subject }: { record: RecordItem; subject?: RiskSubject }) {
  const dim = getDimension(record.dimension)
  const url = dim ? recordUrl(dim, record) : ''
  return (
    <View className='risk-record' data-id={record.id} onClick={() => go(url)}>
      <View className='risk-record__head'>
        <Text className='risk-record__title'>{record.title || dim?.label || '记录'}</Text>
        {!record.isCurrent && <Text className='risk-record__hist'>历史</Text>}
      </View>
      <View className='risk-record__facts'>
        {dim && <Text className='risk-record__fact'>{dim.label}</Text>}
        {record.date && <Text className='risk-record__fact'>{record.date}</Text>}
        {record.amount !== null && record.amount !== undefined && <Text className='risk-record__fact is-amount'>{record.amount} 万元</Text>}
        {record.status && <Text className='risk-record__fact'>{record.status}</Text>}
      </View>
      {record.refNo && <Text className='risk-record__ref'>{record.refNo}</Text>}
      {subject && <SubjectLine subject={subject} />}
      {!subject && record.companyName && <Text className='risk-record__company'>{record.companyName}</Text>}
    </View>
  )
}
