/**
 * The payment step between placing an order and asking the server for its state. Whatever the step reports, the
 * order is paid only when the server says so (it confirms with WeChat).
 */
import Taro from '@tarojs/taro'
import type { Payment, PayParams } from '../../contract/schemas/member'

export type PayStepResult = 'done' | 'cancelled' | 'failed' | 'redirected' | 'qr'

declare const WeixinJSBridge: { invoke(name: string, params: object, cb: (r: { err_msg: string }) => void): void } | undefined

function jsapiInWechatBrowser(p: PayParams): Promise<PayStepResult> {
  return new Promise((resolve) => {
    const invoke = () =>
      WeixinJSBridge!.invoke(
        'getBrandWCPayRequest',
        { appId: p.appId, timeStamp: p.timeStamp, nonceStr: p.nonceStr, package: p.packageValue, signType: p.signType, paySign: p.paySign },
        (r) => resolve(r.err_msg === 'get_brand_wcpay_request:ok' ? 'done' : r.err_msg.endsWith(':cancel') ? 'cancelled' : 'failed'),
      )
    if (typeof WeixinJSBridge !== 'undefined') invoke()
    else document.addEventListener('WeixinJSBridgeReady', invoke, { once: true })
  })
}

/** Carries out the payment the server prepared: the mini-program's payment sheet, WeChat's page, or a QR code to show. */
export async function runPayment(payment: Payment): Promise<PayStepResult> {
  if (payment.method === 'jsapi' && payment.params) {
    if (process.env.TARO_ENV === 'h5') return jsapiInWechatBrowser(payment.params)
    const p = payment.params
    try {
      await Taro.requestPayment({
        timeStamp: p.timeStamp,
        nonceStr: p.nonceStr,
        package: p.packageValue,
        signType: p.signType,
        paySign: p.paySign,
      })
      return 'done'
    } catch (e) {
      return /cancel/i.test(String((e as { errMsg?: string })?.errMsg ?? '')) ? 'cancelled' : 'failed'
    }
  }
  if (payment.method === 'h5' && payment.h5Url && process.env.TARO_ENV === 'h5') {
    window.location.href = payment.h5Url
    return 'redirected'
  }
  if (payment.method === 'native' && payment.codeUrl) return 'qr'
  return 'failed'
}

/** Where WeChat's H5 payment page sends the payer back to: this site's order page for the order. */
export function returnUrlFor(orderPath: string): string | undefined {
  if (process.env.TARO_ENV !== 'h5') return undefined
  return `${window.location.origin}${window.location.pathname}#${orderPath}`
}
