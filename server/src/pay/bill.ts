/**
 * Reading WeChat Pay's trade bill (交易账单, type ALL) as the v3 download answers it, following
 * pay.weixin.qq.com/docs/merchant/products/bill-download/format-trade.html: UTF-8 text (possibly starting with
 * a BOM), a header line naming the columns, one line per payment or refund with every field
 * prefixed by a backquote, then the summary header (总交易单数,应结订单总金额,…) and its line. Amounts are yuan
 * with two decimals; the fee is written with five, always ending in 000.
 */
import { PayProviderError, type TradeBill, type TradeBillRow } from './provider'

/** The detail columns read, by WeChat's header names (looked up by name, not position). */
const COL = {
  tradeTime: '交易时间',
  appid: '公众账号ID',
  mchid: '商户号',
  transactionId: '微信订单号',
  outTradeNo: '商户订单号',
  openid: '用户标识',
  tradeType: '交易类型',
  tradeState: '交易状态',
  settled: '应结订单金额',
  refundId: '微信退款单号',
  outRefundNo: '商户退款单号',
  refund: '退款金额',
  refundStatus: '退款状态',
  description: '商品名称',
  fee: '手续费',
  total: '订单金额',
} as const

const SUM = { count: '总交易单数', settled: '应结订单总金额', refund: '退款总金额', fee: '手续费总金额' } as const

function bad(why: string): PayProviderError {
  return new PayProviderError('BAD_RESPONSE', `trade bill: ${why}`, 200)
}

/**
 * "299.00" → 29900, "-1.56000" → -156, read from the digits (no floating point, so "0.29" is 29, not 28.999…).
 * Digits past the fen must be zeros: a fraction of a fen cannot be an integer amount.
 */
export function yuanToFen(text: string): number {
  const m = /^(-)?(\d{1,15})(?:\.(\d+))?$/.exec(text)
  if (!m) throw bad(`"${text}" is not an amount in yuan`)
  const fraction = (m[3] ?? '').padEnd(2, '0')
  if (/[^0]/.test(fraction.slice(2))) throw bad(`"${text}" has a fraction of a fen`)
  const fen = Number(m[2]) * 100 + Number(fraction.slice(0, 2))
  if (!Number.isSafeInteger(fen)) throw bad(`"${text}" is too large`)
  return m[1] ? 0 - fen : fen
}

/** A data line: a backquote before every field, so split on ",`" (a comma inside a description stays put). */
function fields(line: string): string[] {
  if (!line.startsWith('`')) throw bad(`line does not start with a backquote: ${line.slice(0, 60)}`)
  return line.slice(1).split(',`')
}

/** "2026-11-01 10:00:00" (Beijing time) → "2026-11-01T10:00:00+08:00" */
function beijingTime(text: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})\s+(\d{2}:\d{2}:\d{2})$/.exec(text)
  if (!m) throw bad(`交易时间 "${text}" is not yyyy-MM-dd HH:mm:ss`)
  return `${m[1]}T${m[2]}+08:00`
}

/** WeChat writes 0 for the refund numbers of a payment line. */
const orNull = (v: string) => (v === '' || v === '0' ? null : v)

/** Parses a downloaded ALL bill; throws PayProviderError BAD_RESPONSE when it is not one, or its summary disagrees. */
export function parseTradeBill(text: string, date: string): TradeBill {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
  if (lines.length === 0) throw bad('empty file')
  const header = lines[0].split(',').map((h) => h.replace(/^`/, '').trim())
  const at = {} as Record<keyof typeof COL, number>
  for (const [key, name] of Object.entries(COL) as [keyof typeof COL, string][]) {
    at[key] = header.indexOf(name)
    if (at[key] < 0) throw bad(`no ${name} column`)
  }
  const sumAt = lines.findIndex((l, i) => i > 0 && l.replace(/^`/, '').startsWith(`${SUM.count},`))
  if (sumAt < 0) throw bad('no summary (总交易单数) line')
  if (lines.length !== sumAt + 2) throw bad(lines.length < sumAt + 2 ? 'summary line missing' : 'lines after the summary')

  let settledSum = 0
  let refundSum = 0
  const rows = lines.slice(1, sumAt).map((line): TradeBillRow => {
    const f = fields(line)
    if (f.length !== header.length) throw bad(`a line has ${f.length} fields, the header ${header.length}`)
    settledSum += yuanToFen(f[at.settled])
    const row: TradeBillRow = {
      tradeTime: beijingTime(f[at.tradeTime]),
      appid: f[at.appid],
      mchid: f[at.mchid],
      transactionId: f[at.transactionId],
      outTradeNo: f[at.outTradeNo],
      openid: f[at.openid],
      tradeType: f[at.tradeType],
      tradeState: f[at.tradeState],
      totalFen: yuanToFen(f[at.total]),
      refundId: orNull(f[at.refundId]),
      outRefundNo: orNull(f[at.outRefundNo]),
      refundFen: yuanToFen(f[at.refund]),
      refundStatus: f[at.refundStatus] || null,
      description: f[at.description],
      feeFen: yuanToFen(f[at.fee]),
    }
    if (!row.tradeState || !row.outTradeNo) throw bad('a line lacks 交易状态 or 商户订单号')
    refundSum += row.refundFen
    return row
  })

  const sumHeader = lines[sumAt].split(',').map((h) => h.replace(/^`/, '').trim())
  const sumValues = fields(lines[sumAt + 1])
  if (sumValues.length !== sumHeader.length) throw bad('the summary line does not match its header')
  const value = (name: string) => {
    const i = sumHeader.indexOf(name)
    if (i < 0) throw bad(`no ${name} in the summary`)
    return sumValues[i]
  }
  const countText = value(SUM.count)
  if (!/^\d+$/.test(countText)) throw bad(`总交易单数 "${countText}" is not a count`)
  const summary = {
    count: Number(countText),
    settledFen: yuanToFen(value(SUM.settled)),
    refundFen: yuanToFen(value(SUM.refund)),
    feeFen: yuanToFen(value(SUM.fee)),
  }
  // a truncated or spliced file is caught here even when the hash was right for it; the fee total is not
  // compared, as WeChat does not document how it rounds it
  if (summary.count !== rows.length) throw bad(`总交易单数 ${summary.count}, but ${rows.length} lines`)
  if (summary.settledFen !== settledSum) throw bad('应结订单总金额 is not the sum of the lines')
  if (summary.refundFen !== refundSum) throw bad('退款总金额 is not the sum of the lines')
  return { date, rows, summary }
}
