import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState } from 'react'
import type { Paged } from '../../../contract/api/api'
import type { InviteReward, MyInvite } from '../../../contract/schemas/invite'
import { formatDate } from '../../../contract/domain/format'
import PagedEnd from '@/components/PagedEnd'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { inviteRewards, myInvite } from '@/services/invites'
import { navigate } from '@/services/nav'
import { levelName, rewardTerm } from './rewardText'
import './publicize.scss'

function RewardRow({ row }: { row: InviteReward }) {
  const credited = row.state === 'credited'
  return (
    <View className='ir-item' data-testid='ir-reward' onClick={() => navigate(to.inviteReward({ id: row.id })).catch(() => undefined)}>
      <View className='ir-item__main'>
        <Text className='ir-item__title'>邀请 {row.inviteeNickname || row.inviteePhone} 注册</Text>
        <Text className='ir-item__sub'>{rewardTerm(row)}</Text>
        <Text className='ir-item__sub'>{formatDate(row.createdAt, 'yyyy-mm-dd hh:MM')}</Text>
      </View>
      <View className='ir-item__side'>
        <Text className={`ir-item__amount ${credited ? '' : 'is-off'}`}>{credited ? `+${row.days}天` : '0天'}</Text>
        <Text className={`ir-tag ${credited ? '' : 'is-capped'}`}>{row.stateText}</Text>
      </View>
    </View>
  )
}

/**
 * 奖励记录: the ledger of the rewards the user's code earned, one per invited friend, newest first: the membership
 * days each added and the stretch they cover, or 已达上限.
 */
function RewardRecord() {
  const [summary, setSummary] = useState<MyInvite | null>(null)
  const fetchPage = useCallback((pageNum: number) => inviteRewards(pageNum), [])
  const paged = usePagedPage<InviteReward, Paged<InviteReward>>(fetchPage)
  const firstLoad = paged.loading && paged.last === null && !paged.error
  const rows = paged.list

  useEffect(() => {
    myInvite().then(setSummary, () => undefined)
  }, [])
  useDidShow(() => {
    if (paged.last) paged.refresh()
  })

  return (
    <View className='pz-page'>
      <HeaderBar title='奖励记录' />
      <PullRefresh onRefresh={() => paged.refresh()}>
        {summary && (
          <View className='ir-summary' data-testid='ir-summary'>
            <View className='ir-summary__item'>
              <Text className='ir-summary__num'>{summary.credited}</Text>
              <Text className='ir-summary__label'>已到账(次)</Text>
            </View>
            <View className='ir-summary__item'>
              <Text className='ir-summary__num'>{summary.daysEarned}</Text>
              <Text className='ir-summary__label'>累计{levelName(summary.rules.rewardLevel)}会员(天)</Text>
            </View>
            <View className='ir-summary__item'>
              <Text className='ir-summary__num'>
                {summary.creditedThisMonth}/{summary.rules.monthlyCap}
              </Text>
              <Text className='ir-summary__label'>本月已得/上限</Text>
            </View>
          </View>
        )}
        {rows.length > 0 && (
          <Text className='ir-bar' onClick={() => navigate(to.rewardFlow()).catch(() => undefined)} data-testid='ir-flow'>
            奖励的获得与使用，见奖励流水 ›
          </Text>
        )}
        {rows.map((r) => (
          <RewardRow key={r.id} row={r} />
        ))}
        <PagedEnd paged={paged} count={rows.length} waiting={firstLoad} />
      </PullRefresh>
      <LoadingOverlay visible={firstLoad} />
    </View>
  )
}

export default observer(RewardRecord)
