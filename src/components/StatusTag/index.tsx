import { Text } from '@tarojs/components'

const STYLE: Record<string, { color: string; background: string }> = {
  good: { color: '#19be6b', background: '#e8f8f0' },
  bad: { color: '#fa3534', background: '#feecec' },
  neutral: { color: '#ff9900', background: '#fff5e6' },
}

export function statusKind(status: string): 'good' | 'bad' | 'neutral' {
  if (status === '存续' || status === '在业' || status === '正常') return 'good'
  if (status === '注销' || status === '吊销' || status === '撤销') return 'bad'
  return 'neutral'
}

/** A company's (or a public unit's) registration status as a coloured tag. */
export default function StatusTag({ status }: { status: string }) {
  const s = STYLE[statusKind(status)]
  return (
    <Text className='tag' style={s}>
      {status}
    </Text>
  )
}
