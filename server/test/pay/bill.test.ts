import { parseTradeBill, yuanToFen } from '../../src/pay/bill'
import { PayProviderError, fenToYuan } from '../../src/pay/provider'

const HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,' +
  '微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注'
const SUMMARY = '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额'

// a payment of 6.00 (fee 0.04 at 0.60%), and a refund of 2.60 from an earlier payment, its fee returned
const PAYMENT =
  '`2026-11-02 10:15:30,`wx0000000000local,`1900000109,`0,`,`4200000000202611020000000001,`ORDER_0001,`o_user_1,`JSAPI,`SUCCESS,' +
  '`OTHERS,`CNY,`6.00,`0.00,`0,`0,`0.00,`0.00,`,`,`云企查-报告,含附件,`,`0.04000,`0.60%,`6.00,`0.00,`'
const REFUND =
  '`2026-11-02 11:00:00,`wx0000000000local,`1900000109,`0,`,`4200000000202611010000000009,`ORDER_0000,`o_user_2,`NATIVE,`REFUND,' +
  '`OTHERS,`CNY,`0.00,`0.00,`50300000000000000000000000000001,`REFUND_0001,`2.60,`0.00,`ORIGINAL,`PROCESSING,`年度会员,`,`-0.02000,`0.60%,`0.00,`2.60,`'
const TOTALS = '`2,`6.00,`2.60,`0.00,`0.02000,`6.00,`2.60'

const file = (lines: string[], eol = '\r\n') => lines.join(eol) + eol

function refused(fn: () => unknown): PayProviderError {
  let err: unknown
  try {
    fn()
  } catch (e) {
    err = e
  }
  expect(err).toBeInstanceOf(PayProviderError)
  expect(err).toMatchObject({ code: 'BAD_RESPONSE' })
  return err as PayProviderError
}

describe('yuanToFen reads the digits, never a float', () => {
  test.each([
    ['0.01', 1],
    ['0.29', 29],
    ['299.00', 29900],
    ['1234567.89', 123456789],
    ['0', 0],
    ['0.0', 0],
    ['9.9', 990],
    ['0.04000', 4],
    ['-1.56000', -156],
    ['-0.05', -5],
  ])('%s yuan is %i fen', (text, fen) => {
    expect(yuanToFen(text)).toBe(fen)
  })

  test('"-0.00" is 0, not -0', () => {
    expect(Object.is(yuanToFen('-0.00'), 0)).toBe(true)
  })

  test.each(['0.005', '1.234', '0.05940', '', 'abc', '1,000.00', '1e5', '+1.00', '.5', '1.', ' 1.00', '12345678901234567.00'])(
    '%j is refused',
    (text) => {
      refused(() => yuanToFen(text))
    },
  )

  test('fenToYuan writes what yuanToFen reads, signs included', () => {
    for (const fen of [0, 1, 29, 99, 100, 29900, 123456789, -1, -5, -99, -156, -100]) expect(yuanToFen(fenToYuan(fen))).toBe(fen)
    expect(fenToYuan(-5)).toBe('-0.05')
  })
})

describe('parseTradeBill', () => {
  test('reads payment and refund lines, with a BOM and CRLF', () => {
    const bill = parseTradeBill(`\uFEFF${file([HEADER, PAYMENT, REFUND, SUMMARY, TOTALS])}`, '2026-11-02')
    expect(bill).toEqual({
      date: '2026-11-02',
      rows: [
        {
          tradeTime: '2026-11-02T10:15:30+08:00',
          appid: 'wx0000000000local',
          mchid: '1900000109',
          transactionId: '4200000000202611020000000001',
          outTradeNo: 'ORDER_0001',
          openid: 'o_user_1',
          tradeType: 'JSAPI',
          tradeState: 'SUCCESS',
          totalFen: 600,
          refundId: null,
          outRefundNo: null,
          refundFen: 0,
          refundStatus: null,
          description: '云企查-报告,含附件',
          feeFen: 4,
        },
        {
          tradeTime: '2026-11-02T11:00:00+08:00',
          appid: 'wx0000000000local',
          mchid: '1900000109',
          transactionId: '4200000000202611010000000009',
          outTradeNo: 'ORDER_0000',
          openid: 'o_user_2',
          tradeType: 'NATIVE',
          tradeState: 'REFUND',
          totalFen: 0,
          refundId: '50300000000000000000000000000001',
          outRefundNo: 'REFUND_0001',
          refundFen: 260,
          refundStatus: 'PROCESSING',
          description: '年度会员',
          feeFen: -2,
        },
      ],
      summary: { count: 2, settledFen: 600, refundFen: 260, feeFen: 2 },
    })
  })

  test('LF line ends and no BOM read the same', () => {
    const a = parseTradeBill(file([HEADER, PAYMENT, REFUND, SUMMARY, TOTALS], '\n'), 'd')
    const b = parseTradeBill(`\uFEFF${file([HEADER, PAYMENT, REFUND, SUMMARY, TOTALS])}`, 'd')
    expect(a).toEqual(b)
  })

  test('columns are found by name, wherever they are', () => {
    const swap = (line: string, sep: string) => {
      const f = line.split(sep)
      ;[f[0], f[1]] = [f[1], f[0]]
      return f.join(sep)
    }
    const moved = `\`${swap(PAYMENT.slice(1), ',`')}`
    const bill = parseTradeBill(file([swap(HEADER, ','), moved, SUMMARY, '`1,`6.00,`0.00,`0.00,`0.04000,`6.00,`0.00']), 'd')
    expect(bill.rows[0]).toMatchObject({ tradeTime: '2026-11-02T10:15:30+08:00', appid: 'wx0000000000local' })
  })

  test('malformed files are BAD_RESPONSE', () => {
    const parse = (lines: string[]) => () => parseTradeBill(file(lines), 'd')
    refused(() => parseTradeBill('', 'd'))
    refused(parse([HEADER, PAYMENT])) // no summary
    refused(parse([HEADER, PAYMENT, SUMMARY])) // summary header without its line
    refused(parse([HEADER, PAYMENT, REFUND, SUMMARY, TOTALS, TOTALS])) // something after the summary
    refused(parse([HEADER.replace('退款金额,', ''), PAYMENT, REFUND, SUMMARY, TOTALS])) // a column missing
    refused(parse([HEADER, PAYMENT.slice(1), REFUND, SUMMARY, TOTALS])) // no backquotes
    refused(parse([HEADER, PAYMENT.replace(',`OTHERS', ''), REFUND, SUMMARY, TOTALS])) // a field missing
    refused(parse([HEADER, PAYMENT.replace('10:15:30', '10:15'), REFUND, SUMMARY, TOTALS]))
    refused(parse([HEADER, PAYMENT.replace('`6.00,`0.00,`0,', '`6.00x,`0.00,`0,'), REFUND, SUMMARY, TOTALS]))
    refused(parse([HEADER, PAYMENT, REFUND, SUMMARY, TOTALS.replace('`2,', '`two,')]))
    expect(refused(parse([HEADER, PAYMENT, SUMMARY, TOTALS])).message).toContain('总交易单数 2, but 1 lines')
    expect(refused(parse([HEADER, PAYMENT, REFUND, SUMMARY, TOTALS.replace('`6.00', '`6.01')])).message).toContain('应结订单总金额')
    expect(refused(parse([HEADER, PAYMENT, REFUND, SUMMARY, TOTALS.replace('`2.60', '`2.59')])).message).toContain('退款总金额')
  })
})
