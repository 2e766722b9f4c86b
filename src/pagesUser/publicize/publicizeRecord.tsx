import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback } from 'react'
import type { Paged } from '../../../contract/api/api'
import type { Invitee } from '../../../contract/schemas/invite'
import { INVITE_REWARD_STATE_TEXT } from '../../../contract/domain/invites'
import { formatDate } from '../../../contract/domain/format'
import PagedEnd from '@/components/PagedEnd'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { inviteRecords } from '@/services/invites'
import './publicize.scss'

function InviteeRow({ row }: { row: Invitee }) {
  const tag = row.rewardState ?? 'none'
  return (
    <View className='ir-item' data-testid='ir-invitee'>
      <View className='ir-item__avatar'>
        <Text>{Array.from(row.nickname || '友')[0]}</Text>
      </View>
      <View className='ir-item__main'>
        <Text className='ir-item__title'>{row.nickname || '新用户'}</Text>
        <Text className='ir-item__sub'>
          {row.phone} · {formatDate(row.joinedAt, 'yyyy-mm-dd hh:MM')} 加入
        </Text>
      </View>
      <View className='ir-item__side'>
        <Text className={`ir-tag is-${tag}`}>{row.rewardState ? INVITE_REWARD_STATE_TEXT[row.rewardState] : '无奖励'}</Text>
      </View>
    </View>
  )
}

/** 邀请记录: the friends who joined with the user's code, newest first, paged. */
function PublicizeRecord() {
  const fetchPage = useCallback((pageNum: number) => inviteRecords(pageNum), [])
  const paged = usePagedPage<Invitee, Paged<Invitee>>(fetchPage)
  const firstLoad = paged.loading && paged.last === null && !paged.error
  const rows = paged.list

  return (
    <View className='pz-page'>
      <HeaderBar title='邀请记录' />
      <PullRefresh onRefresh={() => paged.refresh()}>
        {rows.length > 0 && (
          <Text className='ir-bar' data-testid='ir-count'>
            共邀请 {paged.last?.total ?? rows.length} 位好友
          </Text>
        )}
        {rows.map((r, i) => (
          <InviteeRow key={`${r.joinedAt}-${i}`} row={r} />
        ))}
        <PagedEnd paged={paged} count={rows.length} waiting={firstLoad} />
      </PullRefresh>
      <LoadingOverlay visible={firstLoad} />
    </View>
  )
}

export default observer(PublicizeRecord)
