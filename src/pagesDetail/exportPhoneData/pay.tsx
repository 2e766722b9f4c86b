import { View, Text } from '@tarojs/components'
import { useRouter, useUnload } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import type { ExportItem } from '../../../contract/schemas/export'
import type { Coupon, MemberInfo, Order, PayMethod } from '../../../contract/schemas/member'
import { bestCoupon, payableFen } from '@contract/domain/coupons'
import CheckoutSheet from '@/components/CheckoutSheet'
import Empty from '@/components/Empty'
import { ExportFileCard, fileSize, saveExport } from '@/components/ExportRunner'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import { exportWhat, linkParams, phoneInput } from '@/domain/exportParams'
import { decodeParam } from '@/domain/routeParam'
import { perCompany, yuan2 } from '@/domain/payMethod'
import { to } from '@/links.gen'
import { phoneExport, phoneOrder } from '@/services/exports'
import { getCoupons, getMemberInfo } from '@/services/member'
import { navigate } from '@/services/nav'
import { returnUrlFor } from '@/services/pay'
import { CheckoutStore } from '@/stores/checkout'
import '../../components/ExportRunner/index.scss'
import './exportPhoneData.scss'

const go = (url: string) => navigate(url).catch(() => undefined)

const METHOD_NOTES: Record<PayMethod, string> = {
  jsapi: '使用微信支付完成付款',
  h5: '将跳转到微信完成支付，支付后返回',
  native: '使用手机微信扫码支付',
}

/** names this page's purchase while the browser is away for WeChat's authorisation */
const PENDING_PAGE = 'exportPhonePay'

/** The server refused the order because the result's count is no longer the one the user was shown. */
const PRICE_CHANGED = '4091'

/**
 * Pays for a phone export: the order's summary (rows, price per company, the best coupon, what is paid), WeChat Pay as
 * this client pays, and once the server confirms the payment the file, made on the spot.
 */
function ExportPhonePay() {
  const { params } = useRouter()
  const input = phoneInput(params)
  const title = decodeParam(params.title) ?? ''
  const rows = Number(params.rows)
  const resumeNo = decodeParam(params.orderNo) ?? ''
  const valid = !!input && Number.isInteger(rows) && rows > 0

  const [info, setInfo] = useState<MemberInfo | null>(null)
  const [infoError, setInfoError] = useState('')
  const [coupons, setCoupons] = useState<Coupon[]>([])
  // the amount shown is the amount ordered: no order before the coupons are known (none, if they cannot be loaded)
  const [couponsKnown, setCouponsKnown] = useState(false)
  const [paidOrder, setPaidOrder] = useState<Order | null>(null)
  const [making, setMaking] = useState(false)
  const [item, setItem] = useState<ExportItem | null>(null)
  const [makeError, setMakeError] = useState('')

  const makeFile = async (orderNo: string) => {
    setMaking(true)
    setMakeError('')
    try {
      const r = await phoneExport(orderNo, false)
      setItem(r.item)
    } catch (e) {
      setMakeError((e as Error)?.message || '文件生成失败，请重试')
    } finally {
      setMaking(false)
    }
  }

  const [checkout] = useState(() => {
    const c = new CheckoutStore()
    c.onPaid = async (order) => {
      setPaidOrder(order)
      await makeFile(order.orderNo)
    }
    return c
  })
  if (input) checkout.returnTo = (o) => to.exportPhonePay({ ...linkParams(input, title), rows, orderNo: o.orderNo })

  const loadInfo = () => {
    setInfoError('')
    getMemberInfo().then(setInfo, (e: Error) => setInfoError(e?.message || '加载失败，请重试'))
  }
  useEffect(() => {
    if (!valid && !resumeNo) return
    loadInfo()
    getCoupons('available')
      .then(
        (r) => setCoupons(r.list),
        () => undefined,
      )
      .finally(() => setCouponsKnown(true))
    // back from WeChat's payment page: the order decides what is shown
    if (resumeNo) checkout.resume(resumeNo)
  }, [])
  // back from WeChat's authorisation (this address, with its code): the purchase goes on by itself, once, at the
  // price and coupon shown, as soon as they are known
  const resumeAuthorised = useRef<() => void>()
  const resumed = useRef(false)
  useEffect(() => {
    if (resumed.current || !couponsKnown || !info || resumeNo) return
    resumed.current = true
    resumeAuthorised.current?.()
  }, [info, couponsKnown, resumeNo])
  useUnload(() => checkout.closeCheckout())
  useEffect(() => () => checkout.stopPolling(), [checkout])

  if (!valid && !resumeNo) {
    return (
      <View className='ex-page'>
        <HeaderBar title='确认支付' />
        <Empty text='没有可支付的导出' />
      </View>
    )
  }

  const order = checkout.order
  const rowFen = info?.benefits.phoneRowFen ?? 0
  const canBuy = !!info && info.benefits.phoneExport && rowFen > 0
  const priceFen = rowFen * rows
  const coupon = canBuy ? bestCoupon(coupons, priceFen) : null
  const payFen = payableFen(priceFen, coupon)
  // once the order exists its own amounts are the ones paid
  const shown = order
    ? {
        rows: order.exportRows ?? rows,
        price: order.priceFen,
        discount: order.discountFen,
        couponTitle: order.couponTitle,
        pay: order.amountFen,
      }
    : { rows, price: priceFen, discount: priceFen - payFen, couponTitle: coupon?.title ?? null, pay: payFen }
  const refused = checkout.stage === 'idle' && !order && checkout.error ? checkout.error : ''
  const countChanged = refused !== '' && checkout.errorCode === PRICE_CHANGED
  const backToQuote = () => input && navigate(to.exportPhoneData(linkParams(input, title)), 'redirect').catch(() => undefined)

  const place = (payMethod: PayMethod) =>
    phoneOrder({
      ...input!,
      rows,
      payMethod,
      // the coupon shown is the one used; none shown, none used
      couponId: coupon ? coupon.id : 0,
      // the order number is not known yet: the server puts it in place of {orderNo}
      returnUrl: returnUrlFor(to.exportPhonePay({ ...linkParams(input!, title), rows, orderNo: '{orderNo}' })),
    })
  const confirm = () => {
    if (!input || !canBuy || !couponsKnown || checkout.busy) return
    // a refusal is toasted by the request door and shown below, with the way back to the quote when the count changed
    checkout.start(place, { page: PENDING_PAGE })
  }
  resumeAuthorised.current = () => {
    if (!input || !canBuy) return
    checkout.resumeAuthorised((what) => ('page' in what && what.page === PENDING_PAGE ? place : null)).catch(() => undefined)
  }
  const done = paidOrder ?? (checkout.stage === 'paid' ? order : null)
  return (
    <View className='ex-page ph-page'>
      <HeaderBar title='确认支付' />
      <LoadingOverlay visible={!info && !infoError && !done} />

      {done ? (
        <>
          <View className='ex-card' data-testid='phone-paid'>
            <Text className='ex-card__title'>支付成功</Text>
            <Text className='ex-what'>
              {done.title || `企业电话导出 ${done.exportRows ?? rows} 家`}，实付 ¥{yuan2(done.amountFen)}
            </Text>
            {making && (
              <View className='ph-progress' data-testid='phone-making'>
                <Text>正在生成文件…</Text>
                <View className='ph-progress__bar' />
              </View>
            )}
            {makeError && (
              <>
                <Text className='ph-error'>{makeError}</Text>
                <View className='ex-btns'>
                  <View className='ex-btn is-ghost' onClick={() => go(to.myOrders({ orderNo: done.orderNo }))}>
                    <Text>我的订单</Text>
                  </View>
                  <View className='ex-btn' onClick={() => makeFile(done.orderNo)}>
                    <Text>重新生成</Text>
                  </View>
                </View>
              </>
            )}
          </View>
          {item && <ExportFileCard item={item} unit='家' />}
        </>
      ) : (
        <>
          <View className='ex-card' data-testid='phone-summary'>
            <Text className='ex-card__title'>订单信息</Text>
            <View className='ph-line'>
              <Text>商品</Text>
              <Text className='ph-line__value'>企业电话导出 {shown.rows} 家</Text>
            </View>
            {input && (
              <View className='ph-line'>
                <Text>导出内容</Text>
                <Text className='ph-line__value'>{exportWhat(input, title)}</Text>
              </View>
            )}
            <View className='ph-line'>
              <Text>单价</Text>
              <Text className='ph-line__value'>{rowFen > 0 ? perCompany(rowFen) : '—'}</Text>
            </View>
            <View className='ph-line'>
              <Text>原价</Text>
              <Text className='ph-line__value' data-testid='phone-original'>
                ¥{yuan2(shown.price)}
              </Text>
            </View>
            <View className='ph-line'>
              <Text>优惠券</Text>
              {shown.discount > 0 ? (
                <Text className='ph-line__value is-discount' data-testid='phone-coupon'>
                  {shown.couponTitle ?? '优惠'} -¥{yuan2(shown.discount)}
                </Text>
              ) : (
                <Text className='ph-line__value is-none'>暂无可用优惠券</Text>
              )}
            </View>
            <View className='ph-line ph-line--total'>
              <Text>实付</Text>
              <Text className='ph-line__value' data-testid='phone-pay-amount'>
                ¥{yuan2(shown.pay)}
              </Text>
            </View>
          </View>

          <View className='ex-card'>
            <Text className='ex-card__title'>支付方式</Text>
            <View className='ph-method' data-testid='phone-method'>
              <View className='ph-method__icon'>
                <Text>微</Text>
              </View>
              <View className='ph-method__main'>
                <Text className='ph-method__name'>微信支付</Text>
                <Text className='ph-method__note'>{METHOD_NOTES[checkout.method]}</Text>
              </View>
              <View className='ph-method__check'>
                <Text>✓</Text>
              </View>
            </View>
          </View>

          {infoError && (
            <View className='ex-card'>
              <Text className='ph-error'>{infoError}</Text>
              <View className='ex-btns'>
                <View className='ex-btn' onClick={loadInfo}>
                  <Text>重新加载</Text>
                </View>
              </View>
            </View>
          )}
          {info && !canBuy && (
            <View className='ex-card ph-upgrade' data-testid='phone-cannot'>
              <Text className='ex-card__title'>{info.name}不能购买企业电话导出</Text>
              <View className='ex-btns'>
                <View className='ex-btn is-gold' onClick={() => go(to.memberCenter({ level: Math.max(info.level + 1, 1) }))}>
                  <Text>开通会员</Text>
                </View>
              </View>
            </View>
          )}
          {refused && (
            <View className='ex-card' data-testid='phone-refused'>
              <Text className='ph-error'>{refused}</Text>
              {countChanged && (
                <View className='ex-btns'>
                  <View className='ex-btn' onClick={backToQuote} data-testid='phone-requote'>
                    <Text>返回刷新报价</Text>
                  </View>
                </View>
              )}
            </View>
          )}

          <View className='ex-card'>
            <Text className='ex-card__title'>支付须知</Text>
            <Text className='ph-rule'>· 按有号码的企业计费，无号码不收费；支付后立即生成文件。</Text>
            <Text className='ph-rule'>· 数据一经导出不支持退款；导出失败自动原路退款。</Text>
            <Text className='ph-rule'>· 未支付的订单可在“我的订单”中继续支付或取消。</Text>
          </View>

          {/* a stale count cannot be paid: the way is back to a fresh quote */}
          {!order && canBuy && !countChanged && (
            <View className='ex-bar ph-bar'>
              <View className='ph-bar__price'>
                <Text className='ph-bar__label'>
                  实付 <Text className='ph-bar__yen'>¥{yuan2(shown.pay)}</Text>
                </Text>
                {shown.discount > 0 && <Text className='ph-bar__note'>已优惠 ¥{yuan2(shown.discount)}</Text>}
              </View>
              <View className={`ph-bar__btn ${checkout.busy ? 'is-busy' : ''}`} onClick={confirm} data-testid='phone-confirm'>
                <Text>{checkout.busy ? '正在下单…' : '确认支付'}</Text>
              </View>
            </View>
          )}
        </>
      )}

      <CheckoutSheet
        checkout={checkout}
        paid={(o) =>
          item ? (
            <>
              <Text className='mc-sheet__title'>导出完成</Text>
              <Text className='mc-sheet__hint'>{item.fileName}</Text>
              <Text className='ph-sheet-file'>
                {item.rows} 家 · {fileSize(item.size)}
              </Text>
              <View className='mc-sheet__btns'>
                <View className='mc-sheet__btn is-ghost' onClick={() => checkout.closeCheckout()}>
                  <Text>完成</Text>
                </View>
                <View className='mc-sheet__btn' onClick={() => saveExport(item)} data-testid='sheet-download'>
                  <Text>下载文件</Text>
                </View>
              </View>
            </>
          ) : makeError ? (
            <>
              <Text className='mc-sheet__title'>支付成功</Text>
              <Text className='mc-sheet__hint'>{makeError}</Text>
              <View className='mc-sheet__btns'>
                <View className='mc-sheet__btn is-ghost' onClick={() => checkout.closeCheckout()}>
                  <Text>稍后再说</Text>
                </View>
                <View className='mc-sheet__btn' onClick={() => makeFile(o.orderNo)}>
                  <Text>重新生成</Text>
                </View>
              </View>
            </>
          ) : (
            <>
              <Text className='mc-sheet__title'>支付成功</Text>
              <Text className='mc-sheet__hint'>正在生成文件…</Text>
            </>
          )
        }
      />
    </View>
  )
}

export default observer(ExportPhonePay)
