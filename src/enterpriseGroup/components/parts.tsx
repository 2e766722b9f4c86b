/** Small pieces of the group pages: the skeleton, a company row, an ownership path, a share figure. */
import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { OwnershipPathStep } from '../../../contract/api/api-risk'
import Empty from '@/components/Empty'
import NameAvatar from '@/components/NameAvatar'
import StatusTag from '@/components/StatusTag'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'

export const go = (url: string) => {
  if (url) navigate(url).catch(() => undefined)
}

export const shareText = (share: number) => `${Math.round(share * 100) / 100}%`

export function ListSkeleton() {
  return (
    <View data-testid='group-skeleton' aria-label='加载中'>
      {[0, 1, 2].map((i) => (
        <View key={i} className='eg-card'>
          <View className='eg-skel' />
          <View className='eg-skel eg-skel--short' />
        </View>
      ))}
    </View>
  )
}

/** A company with its facts; `extra` adds lines under them (share, member, path). */
export function CompanyRow({
  c,
  extra,
  testId = 'group-company',
}: {
  c: { pid: string; name: string; legalPerson: string; regCapitalText: string; established: string; status: string }
  extra?: ReactNode
  testId?: string
}) {
  return (
    <View className='eg-card' data-testid={testId} data-pid={c.pid} onClick={() => go(to.companyProfile({ pid: c.pid }))}>
      <View className='eg-co__top'>
        <NameAvatar name={c.name} size={72} />
        <Text className='eg-co__name'>{c.name}</Text>
        {c.status ? <StatusTag status={c.status} /> : null}
      </View>
      <View className='eg-co__fields'>
        <View className='eg-co__field'>
          <Text className='eg-label'>法定代表人</Text>
          <Text className='eg-value'>{c.legalPerson || '-'}</Text>
        </View>
        <View className='eg-co__field'>
          <Text className='eg-label'>注册资本</Text>
          <Text className='eg-value'>{c.regCapitalText}</Text>
        </View>
        <View className='eg-co__field'>
          <Text className='eg-label'>成立日期</Text>
          <Text className='eg-value'>{c.established || '-'}</Text>
        </View>
      </View>
      {extra}
    </View>
  )
}

/** The member a row belongs to, opening its profile. */
export function MemberLine({ label = '所属成员', pid, name }: { label?: string; pid: string; name: string }) {
  return (
    <View
      className='eg-member'
      onClick={(e) => {
        e.stopPropagation?.()
        go(to.companyProfile({ pid }))
      }}
    >
      <Text className='eg-label'>{label}</Text>
      <Text className='eg-link'>{name}</Text>
    </View>
  )
}

/** controller → … → member, each arrow with the share held */
export function PathLine({ steps }: { steps: OwnershipPathStep[] }) {
  return (
    <View className='eg-path' data-testid='group-path'>
      {steps.map((s, i) => (
        <Text key={`${i}-${s.pid ?? s.personId}`} className='eg-path__step'>
          <Text className={s.kind === 'person' ? 'eg-path__person' : 'eg-path__company'}>{s.name}</Text>
          {i < steps.length - 1 ? <Text className='eg-path__arrow'>{` —${shareText(s.share)}→ `}</Text> : null}
        </Text>
      ))}
    </View>
  )
}

/** A group page opened without its group. */
/** A group page opened without a group (or with one that does not exist): the reason and the way to find one. */
export function MissingGroup({ text = '缺少集团编号，请从企业集团进入' }: { text?: string }) {
  return (
    <Empty text={text}>
      <Text
        className='ego-retry'
        data-testid='group-find'
        onClick={() => navigate(to.enterpriseGroups(), 'redirect').catch(() => undefined)}
      >
        查找企业集团
      </Text>
    </Empty>
  )
}
