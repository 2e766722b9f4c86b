import { View, Text, Image } from '@tarojs/components'
import Taro, { useDidShow, useRouter, useUnload } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { Coupon, Order } from '../../../contract/schemas/member'
import CheckoutSheet from '@/components/CheckoutSheet'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import { BENEFITS, benefitValue } from '@/domain/memberBenefits'
import { yuan } from '@/domain/payMethod'
import { to } from '@/links.gen'
import { getCoupons } from '@/services/member'
import { navigate } from '@/services/nav'
import { member } from '@/stores/member'
import { currentTerm, daysUntilEnd, laterText } from '@/stores/memberTerms'
import { session } from '@/stores/session'
import { ymd } from '@contract/domain/dates'
import { bestCoupon, payableFen } from '@contract/domain/coupons'
import './memberCenter.scss'

const go = (url: string) => navigate(url).catch(() => undefined)

/** A paid order's term follows the current one: a renewal, or a lower level waiting for a higher one to end. */
const startsLater = (order: Order) => order.termStart !== null && order.termStart > Date.now()

/** A paid lower level that waits for the higher level in force (the info is the one refreshed after paying). */
const waits = (order: Order) => startsLater(order) && (member.info?.level ?? 0) > order.level

const paidTitle = (order: Order) => (waits(order) ? '购买成功' : startsLater(order) ? '续费成功' : '开通成功')

/** What a paid order gave, from the order's own term and the refreshed timeline. */
function paidText(order: Order): string {
  const info = member.info
  if (!info) return '支付成功'
  const until = info.expiresAt ? `，有效期至 ${ymd(new Date(info.expiresAt))}` : ''
  if (waits(order) && order.termEnd !== null) {
    const name = member.levels?.levels.find((l) => l.level === order.level)?.name ?? order.title
    const current = info.expiresAt ? `；当前${info.name}有效期至 ${ymd(new Date(info.expiresAt))}` : ''
    return `${name}将于 ${ymd(new Date(order.termStart!))} 生效，至 ${ymd(new Date(order.termEnd))}${current}`
  }
  const later = laterText(info)
  return `${info.name}${until}${later ? `，${later}` : ''}，${startsLater(order) ? '有效期已顺延' : '新额度已生效'}`
}

/** A sentence whose dates never break across lines. */
function DatesWhole({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\d{4}-\d{2}-\d{2})/).map((part, i) =>
        i % 2 ? (
          <Text key={i} className='mc-date'>
            {part}
          </Text>
        ) : (
          part
        ),
      )}
    </>
  )
}

/** Levels side by side with the limits the server enforces, the terms and prices, and the purchase. */
function MemberCenter() {
  const { params } = useRouter()
  const [coupons, setCoupons] = useState<Coupon[]>([])
  const [confirming, setConfirming] = useState(false)

  const wantedLevel = Number(params.level) || undefined
  const loadCoupons = () => {
    if (!session.isLoggedIn) return
    getCoupons('available').then(
      (r) => setCoupons(r.list),
      () => undefined,
    )
  }
  useEffect(() => {
    member
      .load(wantedLevel)
      .then(() => member.resumeAuthorised())
      .catch(() => undefined)
    loadCoupons()
  }, [wantedLevel])
  // back from signing in or from the order list: the coupons may have changed
  useDidShow(loadCoupons)
  const stage = member.stage
  useEffect(() => {
    // a paid order has spent its coupon
    if (stage === 'paid') loadCoupons()
  }, [stage])
  useUnload(() => member.closeCheckout())

  const { levels, info, offer } = member
  if (!levels) {
    return (
      <View className='mc-page'>
        <HeaderBar title='会员中心' />
        <LoadingOverlay visible />
      </View>
    )
  }
  const current = info?.level ?? 0
  const coupon = offer && session.isLoggedIn ? bestCoupon(coupons, offer.priceFen) : null
  const payFen = offer ? payableFen(offer.priceFen, coupon) : 0
  const placement = session.isLoggedIn ? member.placement : null
  const action = current === member.level ? '立即续费' : current > member.level ? '立即购买' : current > 0 ? '立即升级' : '立即开通'
  const terms = currentTerm(info) ? info!.terms : []

  const order = async () => {
    setConfirming(false)
    await member.buy()
    if (member.error) Taro.showToast({ title: member.error, icon: 'none' })
  }
  const buy = () => {
    if (!session.isLoggedIn) return go(to.phoneLogin({ redirect: to.memberCenter({ level: member.level }) }))
    // a lower level does not start now: the buyer agrees to when it does before paying
    if (placement?.kind === 'lower') return setConfirming(true)
    return order()
  }

  return (
    <View className='mc-page'>
      <HeaderBar title='会员中心' />
      <View className={`mc-hero mc-hero--l${current}`}>
        <View className='mc-hero__user'>
          {session.userInfo?.avatar ? (
            <Image className='mc-hero__avatar' src={session.userInfo.avatar} mode='aspectFill' />
          ) : (
            <View className='mc-hero__avatar mc-hero__avatar--text'>
              <Text>{Array.from(session.userInfo?.nickname || '云')[0]}</Text>
            </View>
          )}
          <View className='mc-hero__main'>
            <Text className='mc-hero__name'>{session.isLoggedIn ? session.userInfo?.nickname || '云企查用户' : '未登录'}</Text>
            <Text className='mc-hero__level' data-testid='mc-level'>
              {info ? info.name : '免费用户'}
              {info?.expiresAt ? ` · 有效期至 ${ymd(new Date(info.expiresAt))}` : ''}
            </Text>
          </View>
        </View>
        {terms.length > 1 && (
          <View className='mc-terms' data-testid='mc-terms'>
            {terms.map((t, i) => (
              <View key={`${t.level}-${t.start}`} className='mc-terms__item'>
                <View className={`mc-terms__dot ${i === 0 ? 'is-on' : ''}`} />
                <Text className='mc-terms__name'>{t.name}</Text>
                <Text className='mc-terms__dates'>
                  {ymd(new Date(t.start))} 至 {ymd(new Date(t.end))}
                </Text>
                <Text className='mc-terms__state'>{i === 0 ? '生效中' : '待生效'}</Text>
              </View>
            ))}
          </View>
        )}
        {info?.renewReminder && (
          <Text className='mc-hero__remind' data-testid='mc-remind'>
            会员将在 {daysUntilEnd(info)} 天后全部到期，续费后有效期顺延，权益不中断
          </Text>
        )}
      </View>

      <View className='mc-tabs'>
        {levels.levels
          .filter((l) => l.level > 0)
          .map((l) => (
            <View key={l.level} className={`mc-tab ${member.level === l.level ? 'is-on' : ''}`} onClick={() => member.pick(l.level)}>
              <Text>{l.name}</Text>
            </View>
          ))}
      </View>

      <View className='mc-offers'>
        {member.offers.map((o) => (
          <View
            key={o.sku}
            className={`mc-offer ${member.sku === o.sku ? 'is-on' : ''}`}
            onClick={() => member.pick(member.level, o.sku)}
            data-testid={`offer-${o.sku}`}
          >
            <Text className='mc-offer__label'>{o.label}</Text>
            <Text className='mc-offer__price'>
              <Text className='mc-offer__yen'>¥</Text>
              {yuan(o.priceFen)}
            </Text>
            <Text className='mc-offer__monthly'>{o.months > 1 ? `约¥${yuan(o.monthlyFen)}/月` : '按月购买'}</Text>
          </View>
        ))}
      </View>

      {placement && (
        <View className={`mc-place mc-place--${placement.kind}`} data-testid='mc-placement'>
          <DatesWhole text={placement.text} />
        </View>
      )}

      <View className='mc-card'>
        <Text className='mc-card__title'>权益对比</Text>
        <View className='mc-table'>
          <View className='mc-table__row mc-table__head'>
            <Text className='mc-table__name'>权益</Text>
            {levels.levels.map((l) => (
              <Text key={l.level} className={`mc-table__cell ${member.level === l.level ? 'is-on' : ''}`}>
                {l.level === 0 ? '免费' : l.name.replace('会员', '')}
              </Text>
            ))}
          </View>
          {BENEFITS.map((b) => (
            <View key={b.key} className='mc-table__row' onClick={() => go(to.memberBenefit({ key: b.key, level: member.level }))}>
              <Text className='mc-table__name'>
                {b.title}
                <Text className='mc-table__more'> ›</Text>
              </Text>
              {levels.levels.map((l) => (
                <Text key={l.level} className={`mc-table__cell ${member.level === l.level ? 'is-on' : ''}`}>
                  {benefitValue(b.key, l.benefits)}
                </Text>
              ))}
            </View>
          ))}
        </View>
        <Text className='mc-card__note'>以上为各会员等级实际可用的额度。</Text>
      </View>

      {info && (
        <View className='mc-card'>
          <Text className='mc-card__title'>今日剩余</Text>
          <View className='mc-today'>
            <View className='mc-today__item'>
              <Text className='mc-today__num'>{info.today.companyScans.remaining}</Text>
              <Text className='mc-today__label'>企业扫描（共{info.today.companyScans.limit}）</Text>
            </View>
            <View className='mc-today__item'>
              <Text className='mc-today__num'>{info.today.personChecks.remaining}</Text>
              <Text className='mc-today__label'>人员核查（共{info.today.personChecks.limit}）</Text>
            </View>
            <View className='mc-today__item'>
              <Text className='mc-today__num'>{info.today.monitorTargets.remaining}</Text>
              <Text className='mc-today__label'>可再监控（共{info.today.monitorTargets.limit}）</Text>
            </View>
          </View>
        </View>
      )}

      <View className='mc-card'>
        <Text className='mc-card__title'>购买须知</Text>
        <Text className='mc-rule'>· 不自动续费、不自动扣款：到期前会在会员中心和“我的”提醒你续费。</Text>
        <Text className='mc-rule'>
          · 支付后 {levels.refundDays} 天内可在“我的订单”申请退款，按该订单未使用的时长退还；申请后该订单的会员时长立即停止。
        </Text>
        <Text className='mc-rule'>· 升级更高等级立即生效，原等级剩余的时长暂停，在高等级到期后继续，不折算、不浪费。</Text>
        <Text className='mc-rule'>· 高等级会员期内购买低等级会员，在高等级到期后生效。</Text>
        <Text className='mc-rule'>· 未支付的订单 {levels.orderCloseMinutes} 分钟后自动关闭。</Text>
        <Text className='mc-rule'>· 数据纠错对所有用户免费，无需开通会员。</Text>
      </View>

      <View className='mc-bar'>
        <View className='mc-bar__price'>
          <Text className='mc-bar__pay'>
            实付 <Text className='mc-bar__yen'>¥{yuan(payFen)}</Text>
          </Text>
          {coupon && (
            <Text className='mc-bar__coupon' data-testid='mc-coupon'>
              已用“{coupon.title}”减 ¥{yuan(offer!.priceFen - payFen)}
            </Text>
          )}
        </View>
        <View className='mc-bar__btn' onClick={buy} data-testid='mc-buy'>
          <Text>{session.isLoggedIn ? action : '登录后开通'}</Text>
        </View>
      </View>

      {confirming && placement && (
        <View className='mc-mask'>
          <View className='mc-sheet' data-testid='mc-confirm'>
            <Text className='mc-sheet__title'>确认购买</Text>
            <Text className='mc-sheet__hint' data-testid='mc-confirm-text'>
              <DatesWhole text={placement.text} />
            </Text>
            <View className='mc-sheet__btns'>
              <View className='mc-sheet__btn is-ghost' onClick={() => setConfirming(false)}>
                <Text>再想想</Text>
              </View>
              <View className='mc-sheet__btn' onClick={order} data-testid='mc-confirm-buy'>
                <Text>继续购买</Text>
              </View>
            </View>
          </View>
        </View>
      )}

      <CheckoutSheet
        checkout={member.checkout}
        paid={(order) => (
          <>
            <Text className='mc-sheet__title'>{paidTitle(order)}</Text>
            <Text className='mc-sheet__hint' data-testid='mc-paid'>
              <DatesWhole text={paidText(order)} />
            </Text>
            <View className='mc-sheet__btns'>
              <View className='mc-sheet__btn is-ghost' onClick={() => go(to.myOrders({ orderNo: order.orderNo }))}>
                <Text>查看订单</Text>
              </View>
              <View className='mc-sheet__btn' onClick={() => member.closeCheckout()}>
                <Text>完成</Text>
              </View>
            </View>
          </>
        )}
      />
    </View>
  )
}

export default observer(MemberCenter)
