import { View, Text } from '@tarojs/components'
import { useCallback, useState } from 'react'
import type { GroupScan } from '../../../../contract/schemas/group'
import type { RiskItem } from '../../../../contract/api/api-risk'
import { HBarChart } from '@/components/Charts'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import Section from '@/components/Section'
import { QuotaMask, RiskItemCard, TotalsBar, isQuotaError, itemUrl } from '@/components/RiskScan'
import { LEVEL_LABEL } from '@/domain/risk'
import { usePagedPage } from '@/hooks/usePaged'
import { groupScan } from '@/services/groups'
import { useGroupId } from '../../components/useGroupId'
import { ListSkeleton, MissingGroup, go } from '../../components/parts'
import '../../components/group.scss'
import './scan.scss'

type Level = '' | RiskItem['level']
const LEVEL_TABS: Level[] = ['', 'high', 'warn', 'info']

/**
 * 集团风险扫描: the members' own risks in one list (counted as a scan of the core company), each item naming its member
 * and opening that member's records; the members with the most risks as bars; filtered by level.
 */
export default function GroupScanPage() {
  const groupId = useGroupId()
  const [level, setLevel] = useState<Level>('')
  const [failure, setFailure] = useState<unknown>(null)
  const fetch = useCallback(
    (pageNum: number, pageSize: number) =>
      groupScan(groupId, level, pageNum, pageSize).then(
        (r) => {
          setFailure(null)
          return r
        },
        (e: unknown) => {
          setFailure(e)
          throw e
        },
      ),
    [groupId, level],
  )
  const paged = usePagedPage<RiskItem, GroupScan>(fetch, !!groupId)
  const scan = paged.last
  const waiting = paged.loading && paged.list.length === 0
  const open = (i: RiskItem) => go(itemUrl('company', { pid: i.subject.pid }, i))

  if (!groupId)
    return (
      <View className='eg-page'>
        <HeaderBar title='集团风险扫描' />
        <MissingGroup />
      </View>
    )
  if (isQuotaError(failure))
    return (
      <View className='eg-page'>
        <HeaderBar title='集团风险扫描' />
        <QuotaMask error={failure} onRetry={() => paged.refresh()} />
      </View>
    )
  return (
    <View className='eg-page'>
      <HeaderBar title='集团风险扫描' />
      <PullRefresh onRefresh={() => paged.refresh()}>
        {scan ? (
          <View className='eg-card' data-testid='group-scan-head'>
            <Text className='egscan-name'>{scan.name}</Text>
            <Text className='egscan-sub'>
              已扫描 {scan.scanned} 家成员企业（共 {scan.memberCount} 家），发现风险 {scan.totals.total} 项
            </Text>
            <TotalsBar totals={scan.totals} onLevel={(l) => setLevel(l)} />
          </View>
        ) : null}
        {scan && scan.byMember.length > 0 ? (
          <Section title='风险较多的成员企业'>
            <HBarChart data={scan.byMember.slice(0, 6).map((m) => ({ key: m.pid, label: m.name, value: m.total }))} />
          </Section>
        ) : null}
        <View className='egscan-tabs'>
          {LEVEL_TABS.map((l) => (
            <Text
              key={l || 'all'}
              className={`eg-tab ${l === level ? 'eg-tab--on' : ''}`}
              data-testid={`group-scan-level-${l || 'all'}`}
              onClick={() => setLevel(l)}
            >
              {l ? LEVEL_LABEL[l] : '全部'}
            </Text>
          ))}
        </View>
        {waiting ? (
          <ListSkeleton />
        ) : (
          <View className='egscan-items' data-testid='group-scan-items'>
            {paged.list.map((i) => (
              <RiskItemCard key={i.key} item={i} onOpen={open} />
            ))}
          </View>
        )}
        <PagedEnd paged={paged} count={paged.list.length} waiting={waiting} />
      </PullRefresh>
    </View>
  )
}
