import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback } from 'react'
import type { Ledger, LedgerEntry, LedgerTotals } from '../../../contract/schemas/invite'
import { formatDate } from '../../../contract/domain/format'
import PagedEnd from '@/components/PagedEnd'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { rewardLedger } from '@/services/invites'
import { navigate } from '@/services/nav'
import './publicize.scss'
import './flow.scss'

const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2))

/** The coupon value earned, split into used, expired and left, drawn as one bar. */
function CouponBar({ t }: { t: LedgerTotals }) {
  if (t.couponFenEarned === 0) return null
  const pct = (fen: number) => `${(fen / t.couponFenEarned) * 100}%`
  return (
    <View className='rf-bar' data-testid='rf-bar'>
      <View className='rf-bar__track'>
        <View className='rf-bar__part rf-bar__part--used' style={{ width: pct(t.couponFenUsed) }} />
        <View className='rf-bar__part rf-bar__part--left' style={{ width: pct(t.couponFenLeft) }} />
        <View className='rf-bar__part rf-bar__part--expired' style={{ width: pct(t.couponFenExpired) }} />
      </View>
      <View className='rf-bar__legend'>
        <Text className='rf-bar__key rf-bar__key--used'>已抵扣 ¥{yuan(t.couponFenUsed)}</Text>
        <Text className='rf-bar__key rf-bar__key--left'>可用 ¥{yuan(t.couponFenLeft)}</Text>
        <Text className='rf-bar__key rf-bar__key--expired'>已过期 ¥{yuan(t.couponFenExpired)}</Text>
      </View>
    </View>
  )
}

function Summary({ t }: { t: LedgerTotals }) {
  return (
    <View className='rf-summary' data-testid='rf-summary'>
      <View className='rf-summary__row'>
        <View className='rf-summary__item'>
          <Text className='rf-summary__num'>{t.daysEarned}</Text>
          <Text className='rf-summary__label'>获得会员(天)</Text>
        </View>
        <View className='rf-summary__item'>
          <Text className='rf-summary__num'>{t.daysAdded}</Text>
          <Text className='rf-summary__label'>已延长会员(天)</Text>
        </View>
        <View className='rf-summary__item'>
          <Text className='rf-summary__num'>¥{yuan(t.couponFenEarned)}</Text>
          <Text className='rf-summary__label'>获得优惠券</Text>
        </View>
      </View>
      <CouponBar t={t} />
    </View>
  )
}

function EntryRow({ e }: { e: LedgerEntry }) {
  const open = () => {
    if (e.rewardId !== null) navigate(to.inviteReward({ id: e.rewardId })).catch(() => undefined)
    else if (e.orderNo) navigate(to.myOrders({ orderNo: e.orderNo })).catch(() => undefined)
    else navigate(to.coupons()).catch(() => undefined)
  }
  const coupon = e.kind.startsWith('coupon')
  return (
    <View className='ir-item' data-testid='rf-entry' onClick={open}>
      <Text className={`rf-icon ${coupon ? 'rf-icon--coupon' : ''}`}>{coupon ? '券' : '天'}</Text>
      <View className='ir-item__main'>
        <Text className='ir-item__title'>{e.kindText}</Text>
        <Text className='ir-item__sub'>{e.detail}</Text>
        <Text className='ir-item__sub'>{formatDate(e.at, 'yyyy-mm-dd hh:MM')}</Text>
      </View>
      <View className='ir-item__side'>
        <Text className={`rf-amount ${e.direction === 'in' ? 'is-in' : 'is-out'}`} data-testid='rf-amount'>
          {e.amountText}
        </Text>
        <Text className='rf-running' data-testid='rf-running'>
          {coupon ? `券余 ¥${yuan(e.totals.couponFenLeft)}` : `累计 ${e.totals.daysEarned}天`}
        </Text>
      </View>
    </View>
  )
}

/**
 * 奖励流水: every invitation reward credited (membership days, the invitation coupon) and every use of it (days added
 * to the membership, the coupon spent on an order or expired), newest first, each with the running total after it.
 */
function Flow() {
  const fetchPage = useCallback((pageNum: number) => rewardLedger(pageNum), [])
  const paged = usePagedPage<LedgerEntry, Ledger>(fetchPage)
  const firstLoad = paged.loading && paged.last === null && !paged.error
  const rows = paged.list
  const summary = paged.last?.summary

  useDidShow(() => {
    if (paged.last) paged.refresh()
  })

  return (
    <View className='pz-page'>
      <HeaderBar title='奖励流水' />
      <PullRefresh onRefresh={() => paged.refresh()}>
        {summary && rows.length > 0 && <Summary t={summary} />}
        {rows.length > 0 && <Text className='ir-bar'>共 {paged.last?.totalText ?? rows.length} 条流水</Text>}
        {rows.map((e) => (
          <EntryRow key={e.key} e={e} />
        ))}
        <PagedEnd paged={paged} count={rows.length} waiting={firstLoad}>
          <View className='rf-invite' onClick={() => navigate(to.invite()).catch(() => undefined)} data-testid='rf-invite'>
            <Text>去邀请好友</Text>
          </View>
        </PagedEnd>
      </PullRefresh>
      <LoadingOverlay visible={firstLoad} />
    </View>
  )
}

export default observer(Flow)
