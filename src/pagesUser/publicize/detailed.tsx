import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { InviteReward } from '../../../contract/schemas/invite'
import { formatDate } from '../../../contract/domain/format'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { inviteReward } from '@/services/invites'
import { levelName, rewardTerm } from './rewardText'
import './publicize.scss'

/** 奖励明细: one reward of the ledger: whom it was for, what it added and when that applies. */
function Detailed() {
  const id = Number((Taro.getCurrentInstance().router?.params ?? {}).id)
  const [reward, setReward] = useState<InviteReward | null>(null)
  const [error, setError] = useState('')

  const load = async () => {
    setError('')
    if (!Number.isInteger(id) || id < 1) {
      setError('奖励记录不存在')
      return
    }
    try {
      setReward(await inviteReward(id))
    } catch (e) {
      setError((e as Error)?.message || '加载失败')
    }
  }
  useEffect(() => {
    load()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id])

  const credited = reward?.state === 'credited'
  const rows: Array<[string, string]> = reward
    ? [
        ['奖励状态', reward.stateText],
        ['奖励内容', credited ? `${reward.days}天${levelName(reward.level)}会员` : '未发放'],
        ['会员期', rewardTerm(reward)],
        ['邀请的好友', `${reward.inviteeNickname || '新用户'}（${reward.inviteePhone}）`],
        ['使用的邀请码', reward.code],
        ['发放时间', formatDate(reward.createdAt, 'yyyy-mm-dd hh:MM:ss')],
        ['记录编号', String(reward.id)],
      ]
    : []

  return (
    <View className='pz-page'>
      <HeaderBar title='奖励明细' />
      {error ? (
        <Empty text={error} />
      ) : (
        reward && (
          <>
            <View className='ir-detail' data-testid='ir-detail'>
              <View className='ir-detail__head'>
                <Text className='ir-detail__amount'>{credited ? `+${reward.days}天` : '0天'}</Text>
                <Text className={`ir-tag ${credited ? '' : 'is-capped'}`}>{reward.stateText}</Text>
              </View>
              {rows.map(([label, value]) => (
                <View className='ir-detail__row' key={label}>
                  <Text className='ir-detail__label'>{label}</Text>
                  <Text className='ir-detail__value'>{value}</Text>
                </View>
              ))}
            </View>
            <Text className='ir-note'>
              {credited
                ? '奖励的会员天数接在您当时的会员期之后；当时不是会员的，从发放时起算。'
                : '每个自然月的奖励次数有上限，超出的邀请仍会记录，但不再发放会员天数。'}
            </Text>
          </>
        )
      )}
      <LoadingOverlay visible={!reward && !error} />
    </View>
  )
}

export default observer(Detailed)
