import type { MemberInfo, MemberLevels, Order, Payment } from '../../../contract/schemas/member'

const benefits = (scans: number, monitor: number, exports: number, rows: number, phone: boolean, phoneRowFen = 0) => ({
  companyScansPerDay: scans,
  personChecksPerDay: Math.floor(scans / 2),
  monitorTargets: monitor,
  exportsPerDay: exports,
  rowsPerExport: rows,
  phoneExport: phone,
  phoneRowFen: phone ? phoneRowFen : 0,
})

export const LEVELS: MemberLevels = {
  refundDays: 7,
  orderCloseMinutes: 15,
  levels: [
    { level: 0, name: '免费用户', benefits: benefits(20, 20, 2, 100, false), offers: [] },
    {
      level: 1,
      name: 'VIP会员',
      benefits: benefits(200, 100, 20, 2000, true, 10),
      offers: [
        { sku: 'vip_month', months: 1, priceFen: 3900, monthlyFen: 3900, label: '月卡' },
        { sku: 'vip_year', months: 12, priceFen: 29900, monthlyFen: 2492, label: '年卡' },
      ],
    },
    {
      level: 2,
      name: 'SVIP会员',
      benefits: benefits(1000, 500, 50, 10000, true, 5),
      offers: [{ sku: 'svip_month', months: 1, priceFen: 9900, monthlyFen: 9900, label: '月卡' }],
    },
  ],
}

const usage = (limit: number, used = 0) => ({ limit, used, remaining: limit - used })

export const infoOf = (level: number, expiresAt: number | null = null): MemberInfo => ({
  level,
  name: LEVELS.levels[level].name,
  expiresAt,
  daysLeft: expiresAt === null ? null : 30,
  renewReminder: false,
  terms: expiresAt === null || level === 0 ? [] : [{ level, name: LEVELS.levels[level].name, start: Date.now(), end: expiresAt }],
  benefits: LEVELS.levels[level].benefits,
  today: {
    companyScans: usage(LEVELS.levels[level].benefits.companyScansPerDay, 3),
    personChecks: usage(10),
    monitorTargets: usage(20, 1),
  },
})

export const orderOf = (over: Partial<Order> = {}): Order => ({
  orderNo: 'YQ2026112310000012345678',
  kind: 'member',
  title: 'VIP会员 年卡',
  sku: 'vip_year',
  level: 1,
  months: 12,
  priceFen: 29900,
  discountFen: 1000,
  amountFen: 28900,
  couponTitle: '新用户首单立减券',
  payMethod: 'native',
  state: 'created',
  createdAt: Date.UTC(2026, 10, 23, 2),
  closeAt: Date.now() + 10 * 60_000,
  paidAt: null,
  closedAt: null,
  termStart: null,
  termEnd: null,
  refundFen: null,
  refundedAt: null,
  exportRows: null,
  exportId: null,
  deliveryState: 'none',
  refund: { allowed: false, refundFen: 0, reason: '该订单不能退款' },
  ...over,
})

export const nativePayment: Payment = {
  method: 'native',
  params: null,
  h5Url: null,
  codeUrl: 'weixin://wxpay/bizpayurl?pr=abc',
  qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  payPageUrl: 'http://127.0.0.1:9999/pay/confirm?out_trade_no=x',
}
