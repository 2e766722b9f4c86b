import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState, type ReactNode } from 'react'
import type { Order } from '../../../contract/schemas/member'
import { countdown, yuan } from '@/domain/payMethod'
import type { CheckoutStore } from '@/stores/checkout'
import './index.scss'

export interface CheckoutSheetProps {
  checkout: CheckoutStore
  /** what the paid order gives (its title, hint and buttons); the sheet draws the tick above it */
  paid: (order: Order) => ReactNode
  /** 稍后支付 on the QR code: the checkout is closed by default */
  onLater?: () => void
}

/** The checkout's sheet over the page: the QR code to scan, the check with the server, and the outcome. */
function CheckoutSheet({ checkout, paid, onLater }: CheckoutSheetProps) {
  const { stage, order, payment } = checkout
  const [now, setNow] = useState(Date.now())
  useEffect(() => {
    if (stage !== 'qr' && stage !== 'unpaid') return
    const t = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(t)
  }, [stage])

  if (stage === 'idle' || stage === 'ordering' || stage === 'paying') return null
  return (
    <View className='mc-mask'>
      <View className='mc-sheet' data-testid='mc-sheet'>
        {stage === 'qr' && payment && order && (
          <>
            <Text className='mc-sheet__title'>微信扫码支付 ¥{yuan(order.amountFen)}</Text>
            {payment.qrDataUrl && <Image className='mc-sheet__qr' src={payment.qrDataUrl} mode='aspectFit' />}
            <Text className='mc-sheet__hint'>请用手机微信扫一扫完成支付，{countdown(order.closeAt, now) || '订单即将关闭'}</Text>
            {payment.payPageUrl && (
              <Text className='mc-sheet__link' onClick={() => window.open(payment.payPageUrl!, '_blank')} data-testid='mc-local-pay'>
                在本机的演示支付页完成支付
              </Text>
            )}
            <View className='mc-sheet__btns'>
              <View className='mc-sheet__btn is-ghost' onClick={() => (onLater ? onLater() : checkout.closeCheckout())}>
                <Text>稍后支付</Text>
              </View>
              <View className='mc-sheet__btn' onClick={() => checkout.check()} data-testid='checkout-check'>
                <Text>我已支付</Text>
              </View>
            </View>
          </>
        )}
        {stage === 'checking' && <Text className='mc-sheet__title'>正在确认支付结果…</Text>}
        {stage === 'paid' && order && (
          <>
            <View className='mc-sheet__ok'>
              <Text>✓</Text>
            </View>
            {paid(order)}
          </>
        )}
        {stage === 'unpaid' && order && (
          <>
            <Text className='mc-sheet__title'>支付未完成</Text>
            <Text className='mc-sheet__hint'>订单已保留，{countdown(order.closeAt, now) || '即将'}后自动关闭</Text>
            {checkout.error && <Text className='mc-sheet__error'>{checkout.error}</Text>}
            <View className='mc-sheet__btns'>
              <View className='mc-sheet__btn is-ghost' onClick={() => checkout.cancel()} data-testid='checkout-cancel'>
                <Text>取消订单</Text>
              </View>
              <View className='mc-sheet__btn' onClick={() => checkout.retry()} data-testid='checkout-retry'>
                <Text>重新支付</Text>
              </View>
            </View>
          </>
        )}
        {stage === 'closed' && (
          <>
            <Text className='mc-sheet__title'>订单已关闭</Text>
            <Text className='mc-sheet__hint'>订单超时未支付已关闭，请重新下单</Text>
            <View className='mc-sheet__btns'>
              <View className='mc-sheet__btn' onClick={() => checkout.closeCheckout()}>
                <Text>知道了</Text>
              </View>
            </View>
          </>
        )}
      </View>
    </View>
  )
}

export default observer(CheckoutSheet)
