import { View, Text } from '@tarojs/components'
import Taro, { useDidShow, useReachBottom, useRouter, useUnload } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState } from 'react'
import type { Order, OrderStateKey } from '../../../../contract/schemas/member'
import type { Paged } from '../../../../contract/api/api'
import { ymd } from '@contract/domain/dates'
import CheckoutSheet from '@/components/CheckoutSheet'
import HeaderBar from '@/components/HeaderBar'
import { saveExport } from '@/components/ExportRunner'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { ORDER_STATE_LABELS, countdown, yuan, yuan2 } from '@/domain/payMethod'
import { usePaged } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { phoneExport } from '@/services/exports'
import { cancelOrder, getOrder, listOrders, refundOrder } from '@/services/member'
import { navigate } from '@/services/nav'
import { getUserInfo } from '@/services/sso'
import { CheckoutStore } from '@/stores/checkout'
import { member } from '@/stores/member'
import './myOrder.scss'

const TABS: Array<{ key: OrderStateKey | ''; label: string }> = [
  { key: '', label: '全部' },
  { key: 'created', label: '待支付' },
  { key: 'paid', label: '已支付' },
  { key: 'closed', label: '已关闭' },
  { key: 'refunded', label: '已退款' },
]

const POLL_MS = 2000
const REFUND_POLLS = 15
/** a file being made is asked about this often, this many times */
const DELIVERY_POLL_MS = 3000
const DELIVERY_POLLS = 20

const time = (ms: number) => {
  const d = new Date(ms)
  return `${ymd(d)} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`
}

/** Open orders shown on the page are confirmed with WeChat (the payer may have just come back from paying). */
async function confirmOpen(list: Order[]): Promise<Order[]> {
  const open = list.filter((o) => o.state === 'created').slice(0, 3)
  const fresh = await Promise.all(open.map((o) => getOrder(o.orderNo, false).catch(() => o)))
  const byNo = new Map(fresh.map((o) => [o.orderNo, o]))
  return list.map((o) => byNo.get(o.orderNo) ?? o)
}

const isPhone = (o: Order) => o.kind === 'phone_export'

/** A paid membership order whose time has not started yet (it follows the terms ahead of it). */
const queued = (o: Order, now: number) => !isPhone(o) && o.state === 'paid' && o.termStart !== null && o.termStart > now

/** what a paid phone export's file is doing */
const DELIVERY_LABELS: Record<Order['deliveryState'], string> = {
  none: '文件待生成',
  producing: '文件生成中',
  delivered: '已交付',
  failed: '生成失败，正在重试',
}

/** What a paid order gave, as the banner and the checkout's sheet say it. */
const paidText = (o: Order, now: number) =>
  isPhone(o)
    ? `${o.title}，文件可以下载了`
    : queued(o, now)
      ? `${o.title}将于 ${ymd(new Date(o.termStart!))} 生效，至 ${ymd(new Date(o.termEnd!))}`
      : `${o.title}已生效，新额度即刻可用`

const refundText = (o: Order) =>
  isPhone(o)
    ? `退还 ¥${yuan2(o.refund.refundFen)}，原路退回`
    : `按未使用时长退还 ¥${yuan2(o.refund.refundFen)}，原路退回；申请后该订单的会员时长立即停止（其他订单的会员时长不受影响）`

/** A membership order paid or refunded: the new limits apply at once, without signing in again. */
function refreshMembership(o: Order) {
  if (isPhone(o)) return
  member.loadInfo().catch(() => undefined)
  getUserInfo().catch(() => undefined)
}

/**
 * Every order with its state, amount, coupon and time; pay or cancel an open one, ask for a refund of a paid one, and
 * the file of a paid phone export.
 */
function MyOrder() {
  const { params } = useRouter()
  const [tab, setTab] = useState<OrderStateKey | ''>('')
  const [now, setNow] = useState(Date.now())
  const [confirmed, setConfirmed] = useState<Map<string, Order>>(new Map())
  const [banner, setBanner] = useState<Order | null>(null)
  const fetchPage = useCallback(
    async (pageNum: number): Promise<Paged<Order>> => {
      const r = await listOrders(pageNum, tab || undefined)
      if (pageNum !== 1) return r
      const list = await confirmOpen(r.list)
      const changed = list.filter((o, i) => o.state !== r.list[i].state)
      const paid = changed.find((o) => o.state === 'paid')
      if (paid) {
        setBanner(paid)
        refreshMembership(paid)
      }
      return { ...r, list }
    },
    [tab],
  )
  const paged = usePaged<Order, Paged<Order>>(fetchPage, 20)

  useEffect(() => {
    paged.refresh()
  }, [tab])
  useEffect(() => {
    const orderNo = String(params.orderNo ?? '')
    if (!orderNo) return
    getOrder(orderNo).then(setBanner, () => undefined)
  }, [])
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(t)
  }, [])
  useDidShow(() => {
    if (paged.last) paged.refresh()
  })
  useReachBottom(() => paged.loadMore())

  const replace = (o: Order) => setConfirmed((m) => new Map(m).set(o.orderNo, o))
  const shown = paged.list.map((o) => confirmed.get(o.orderNo) ?? o)

  // paying an open order: the same checkout as the member centre's, its sheet over this list
  const [checkout] = useState(() => new CheckoutStore())
  checkout.onChange = replace
  checkout.onPaid = (o) => {
    setBanner(o)
    refreshMembership(o)
  }
  useUnload(() => checkout.closeCheckout())
  useEffect(() => {
    // back from WeChat's authorisation: the order being paid is paid again without another tap
    checkout.resumeAuthorised().catch(() => undefined)
    return () => checkout.stopPolling()
  }, [checkout])
  const pay = (o: Order) => checkout.payOpen(o)

  /** The file of a paid phone export: made on the first call, the same file after. */
  const [making, setMaking] = useState('')
  const download = async (o: Order) => {
    if (making) return
    setMaking(o.orderNo)
    try {
      const r = await phoneExport(o.orderNo)
      if (o.exportId !== r.item.id || o.deliveryState !== 'delivered') replace({ ...o, exportId: r.item.id, deliveryState: 'delivered' })
      await saveExport(r.item)
    } catch {
      // the request door showed why; the order says what its file is doing now
      getOrder(o.orderNo, false).then(replace, () => undefined)
    } finally {
      setMaking('')
    }
  }
  // a file being made: the card follows it until it is delivered or fails
  const producing = shown
    .filter((o) => isPhone(o) && o.state === 'paid' && o.deliveryState === 'producing')
    .map((o) => o.orderNo)
    .join(',')
  useEffect(() => {
    if (!producing) return
    let polls = 0
    const t = setInterval(() => {
      if (++polls > DELIVERY_POLLS) clearInterval(t)
      for (const orderNo of producing.split(',')) getOrder(orderNo, false).then(replace, () => undefined)
    }, DELIVERY_POLL_MS)
    return () => clearInterval(t)
  }, [producing])

  const cancel = async (o: Order) => {
    const r = await Taro.showModal({
      title: '取消订单',
      content: '确定取消该订单吗？优惠券会退回你的账户。',
      confirmText: '取消订单',
      cancelText: '再想想',
    })
    if (!r?.confirm) return
    cancelOrder(o.orderNo).then(replace, () => undefined)
  }
  const refund = async (o: Order) => {
    const r = await Taro.showModal({
      title: '申请退款',
      content: refundText(o),
      confirmText: '确认退款',
      cancelText: '取消',
      confirmColor: '#fa3534',
    })
    if (!r?.confirm) return
    try {
      let done = await refundOrder(o.orderNo, '用户申请退款')
      replace(done)
      Taro.showToast({ title: done.state === 'refunded' ? '退款成功，将原路退回' : '退款处理中', icon: 'none' })
      // WeChat settles most refunds within seconds and tells the server; the card follows for a while
      for (let i = 0; i < REFUND_POLLS && done.state === 'refunding'; i++) {
        await new Promise((r) => setTimeout(r, POLL_MS))
        done = await getOrder(o.orderNo, false)
        replace(done)
      }
      refreshMembership(done)
    } catch {
      // the request door showed why
    }
  }

  return (
    <View className='mo-page'>
      <HeaderBar title='我的订单' />
      <View className='mo-tabs'>
        {TABS.map((t) => (
          <Text key={t.key || 'all'} className={`mo-tab ${tab === t.key ? 'is-on' : ''}`} onClick={() => setTab(t.key)}>
            {t.label}
          </Text>
        ))}
      </View>
      {banner && (
        <View className={`mo-banner mo-banner--${banner.state}`} data-testid='mo-banner'>
          <Text>
            {banner.state === 'paid'
              ? `支付成功：${paidText(banner, now)}`
              : banner.state === 'created'
                ? '支付尚未完成，可在下方继续支付'
                : `订单${ORDER_STATE_LABELS[banner.state]}`}
          </Text>
          {banner.state === 'paid' && !isPhone(banner) && (
            <Text className='mo-banner__link' onClick={() => navigate(to.memberCenter()).catch(() => undefined)}>
              查看会员权益 ›
            </Text>
          )}
          {banner.state === 'paid' && isPhone(banner) && (
            <Text className='mo-banner__link' onClick={() => download(confirmed.get(banner.orderNo) ?? banner)}>
              下载文件 ›
            </Text>
          )}
        </View>
      )}
      <PullRefresh onRefresh={() => paged.refresh()}>
        <View className='mo-list'>
          {shown.map((o) => (
            <View key={o.orderNo} className='mo-card' data-testid='order-card'>
              <View className='mo-card__top'>
                <Text className='mo-card__title'>{o.title}</Text>
                <Text className={`mo-state mo-state--${o.state}`}>{ORDER_STATE_LABELS[o.state]}</Text>
              </View>
              <View className='mo-card__amounts'>
                <Text className='mo-card__amount'>¥{yuan(o.amountFen)}</Text>
                {o.discountFen > 0 && (
                  <Text className='mo-card__discount'>
                    原价¥{yuan(o.priceFen)} · {o.couponTitle ?? '优惠'} -¥{yuan(o.discountFen)}
                  </Text>
                )}
              </View>
              <Text className='mo-card__meta'>订单号 {o.orderNo}</Text>
              <Text className='mo-card__meta'>下单时间 {time(o.createdAt)}</Text>
              {isPhone(o) && o.exportRows !== null && <Text className='mo-card__meta'>导出 {o.exportRows} 家企业的联系电话</Text>}
              {isPhone(o) && o.state === 'paid' && (
                <View className='mo-card__meta'>
                  文件状态
                  <Text className={`mo-tag mo-tag--${o.deliveryState}`} data-testid='order-delivery'>
                    {DELIVERY_LABELS[o.deliveryState]}
                  </Text>
                </View>
              )}
              {!isPhone(o) && o.termStart !== null && o.termEnd !== null && o.state === 'paid' && (
                <View className='mo-card__meta' data-testid='order-term'>
                  会员期 {ymd(new Date(o.termStart))} 至 {ymd(new Date(o.termEnd))}
                  {queued(o, now) && (
                    <Text className='mo-tag mo-tag--queued' data-testid='order-queued'>
                      待生效
                    </Text>
                  )}
                </View>
              )}
              {o.state === 'refunded' && o.refundFen !== null && (
                <Text className='mo-card__meta'>
                  已退款 ¥{yuan(o.refundFen)}
                  {o.refundedAt ? ` · ${time(o.refundedAt)}` : ''}
                </Text>
              )}
              {o.state === 'created' && (
                <View className='mo-card__actions'>
                  <Text className='mo-card__countdown'>
                    {countdown(o.closeAt, now) ? `${countdown(o.closeAt, now)} 后自动关闭` : '即将关闭'}
                  </Text>
                  <Text className='mo-btn is-ghost' onClick={() => cancel(o)}>
                    取消订单
                  </Text>
                  <Text className='mo-btn' onClick={() => pay(o)}>
                    继续支付
                  </Text>
                </View>
              )}
              {o.state === 'paid' && (
                <Text className={`mo-card__refund ${o.refund.allowed ? '' : 'is-refused'}`} data-testid='order-refund-note'>
                  {o.refund.allowed ? `可退 ¥${yuan(o.refund.refundFen)}` : o.refund.reason}
                </Text>
              )}
              {o.state === 'paid' && (
                <View className='mo-card__actions'>
                  {o.refund.allowed && (
                    <Text className='mo-btn is-ghost' onClick={() => refund(o)}>
                      申请退款
                    </Text>
                  )}
                  <Text className='mo-btn is-ghost' onClick={() => navigate(to.invoiceFill({ orderNo: o.orderNo })).catch(() => undefined)}>
                    开发票
                  </Text>
                  {isPhone(o) && (
                    <Text
                      className={`mo-btn ${making === o.orderNo || o.deliveryState === 'producing' ? 'is-busy' : ''}`}
                      onClick={() => o.deliveryState !== 'producing' && download(o)}
                      data-testid='order-download'
                    >
                      {making === o.orderNo || o.deliveryState === 'producing'
                        ? '正在生成…'
                        : o.exportId !== null || o.deliveryState === 'delivered'
                          ? '下载文件'
                          : '生成文件'}
                    </Text>
                  )}
                </View>
              )}
            </View>
          ))}
          <PagedEnd paged={paged} count={shown.length}>
            <View className='mo-empty-btn' onClick={() => navigate(to.memberCenter()).catch(() => undefined)}>
              <Text>去开通会员</Text>
            </View>
          </PagedEnd>
        </View>
      </PullRefresh>
      <CheckoutSheet
        checkout={checkout}
        paid={(o) => (
          <>
            <Text className='mc-sheet__title'>支付成功</Text>
            <Text className='mc-sheet__hint'>{paidText(o, Date.now())}</Text>
            <View className='mc-sheet__btns'>
              <View className='mc-sheet__btn is-ghost' onClick={() => checkout.closeCheckout()}>
                <Text>完成</Text>
              </View>
              {isPhone(o) && (
                <View className='mc-sheet__btn' onClick={() => download(o)}>
                  <Text>下载文件</Text>
                </View>
              )}
            </View>
          </>
        )}
      />
    </View>
  )
}

export default observer(MyOrder)
