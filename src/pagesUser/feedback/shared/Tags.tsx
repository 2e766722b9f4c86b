import { Text } from '@tarojs/components'
import { formatDate } from '@contract/domain/format'
import { FEEDBACK_KIND_LABELS, FEEDBACK_STATUS_LABELS, type FeedbackKind, type FeedbackStatus } from '@contract/domain/feedback'

export function KindTag({ kind }: { kind: FeedbackKind }) {
  return <Text className={`fb-kind fb-kind--${kind}`}>{FEEDBACK_KIND_LABELS[kind]}</Text>
}

export function FeedbackStatusTag({ status }: { status: FeedbackStatus }) {
  return (
    <Text className={`fb-status fb-status--${status}`} data-testid='fb-status'>
      {FEEDBACK_STATUS_LABELS[status]}
    </Text>
  )
}

/** A time as the feedback pages show it, in the device's time: '2026-11-01 10:00'. */
export const whenText = (ms: number) => formatDate(ms, 'yyyy-mm-dd hh:MM')
