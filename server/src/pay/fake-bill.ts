/**
 * The fake's trade bill (交易账单, type ALL) of a Beijing-time day, written in WeChat's format (see bill.ts and
 * docs/payments.md): every payment whose success time falls on the day, as a SUCCESS line whatever happened to
 * the order since, and every refund WeChat accepted on the day, as a REFUND line with the refund's status at the
 * time the bill is generated. The fake charges no fee: 手续费 is 0.00000 on every line.
 */
import type { FakeOrder, FakeRefund } from './fake-store'
import { fenToYuan } from './provider'
import { rfc3339 } from './sign'

export const TRADE_BILL_ALL_HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,' +
  '应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,' +
  '手续费,费率,订单金额,申请退款金额,费率备注'
export const TRADE_BILL_SUMMARY_HEADER = '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额'

const FEE_RATE = '0.60%'

/** The Beijing-time day (YYYY-MM-DD) of an instant. */
export function beijingDay(ms: number): string {
  return rfc3339(ms).slice(0, 10)
}

/** "2026-11-01T10:00:00+08:00" → "2026-11-01 10:00:00" */
const billTime = (iso: string) => rfc3339(Date.parse(iso)).slice(0, 19).replace('T', ' ')

/** Fees are written to five decimals, the last three always zero. */
const feeText = (fen: number) => `${fenToYuan(fen)}000`

/** A line of the file: a backquote before every field, as WeChat writes them. */
const line = (values: (string | number)[]) => values.map((v) => `\`${v}`).join(',')

interface Line {
  at: number
  values: (string | number)[]
  settledFen: number
  refundFen: number
  feeFen: number
  totalFen: number
}

/**
 * The file's text without a BOM (lines end CRLF), or null when the day has no payment and no refund, for which
 * WeChat answers NO_STATEMENT_EXIST instead of a file.
 */
export function renderTradeBill(
  merchant: { mchid: string; appid: string },
  orders: Iterable<FakeOrder>,
  refunds: Iterable<FakeRefund>,
  date: string,
): string | null {
  const byNo = new Map<string, FakeOrder>()
  const lines: Line[] = []
  const common = (o: FakeOrder, time: string, state: 'SUCCESS' | 'REFUND') => [
    billTime(time),
    o.appid,
    merchant.mchid,
    0,
    '',
    o.transactionId ?? '',
    o.outTradeNo,
    o.openid ?? '',
    o.tradeType,
    state,
    'OTHERS',
    'CNY',
  ]
  for (const o of orders) {
    byNo.set(o.outTradeNo, o)
    if (!o.successTime || beijingDay(Date.parse(o.successTime)) !== date) continue
    const total = fenToYuan(o.totalFen)
    lines.push({
      at: Date.parse(o.successTime),
      values: [
        ...common(o, o.successTime, 'SUCCESS'),
        total,
        '0.00',
        0,
        0,
        '0.00',
        '0.00',
        '',
        '',
        o.description,
        '',
        feeText(0),
        FEE_RATE,
        total,
        '0.00',
        '',
      ],
      settledFen: o.totalFen,
      refundFen: 0,
      feeFen: 0,
      totalFen: o.totalFen,
    })
  }
  for (const r of refunds) {
    const o = byNo.get(r.outTradeNo)
    if (!o || beijingDay(Date.parse(r.createTime)) !== date) continue
    const refund = fenToYuan(r.refundFen)
    lines.push({
      at: Date.parse(r.createTime),
      values: [
        ...common(o, r.createTime, 'REFUND'),
        '0.00',
        '0.00',
        r.refundId,
        r.outRefundNo,
        refund,
        '0.00',
        'ORIGINAL',
        r.status,
        o.description,
        '',
        feeText(0),
        FEE_RATE,
        '0.00',
        refund,
        '',
      ],
      settledFen: 0,
      refundFen: r.refundFen,
      feeFen: 0,
      totalFen: 0,
    })
  }
  if (lines.length === 0) return null
  lines.sort((a, b) => a.at - b.at)
  const sum = (key: 'settledFen' | 'refundFen' | 'feeFen' | 'totalFen') => lines.reduce((s, l) => s + l[key], 0)
  const summary = [
    lines.length,
    fenToYuan(sum('settledFen')),
    fenToYuan(sum('refundFen')),
    '0.00',
    feeText(sum('feeFen')),
    fenToYuan(sum('totalFen')),
    fenToYuan(sum('refundFen')),
  ]
  return [TRADE_BILL_ALL_HEADER, ...lines.map((l) => line(l.values)), TRADE_BILL_SUMMARY_HEADER, line(summary), ''].join('\r\n')
}
