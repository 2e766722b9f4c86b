/**
 * Membership: the levels (0 免费, 1 VIP, 2 SVIP), what each unlocks and what each term costs. Every figure here is
 * what the server enforces — the scan quotas and monitor limits are read from their own configuration, the export
 * limits and prices from EXPORT_LIMITS and MEMBER_OFFERS — so the member centre can never promise something else.
 */
import type { QuotaConfig } from '../quota'
import { DEFAULT_QUOTAS } from '../quota'
import { DEFAULT_MONITOR_LIMITS, limitFor } from '../monitor/limits'

export const LEVEL_NAMES = ['免费用户', 'VIP会员', 'SVIP会员'] as const
export const TOP_LEVEL = LEVEL_NAMES.length - 1

export interface ExportLimit {
  /** result-set exports per China-time day */
  perDay: number
  /** rows in one export */
  rows: number
  /** may buy contact-phone exports */
  phone: boolean
}

/** Exports per level: EXPORT_LIMITS="0:2:100:0,1:20:2000:1,2:50:10000:1" (level:perDay:rows:phone). */
export const DEFAULT_EXPORT_LIMITS: ExportLimit[] = [
  { perDay: 2, rows: 100, phone: false },
  { perDay: 20, rows: 2000, phone: true },
  { perDay: 50, rows: 10000, phone: true },
]

export function parseExportLimits(text: string | undefined): ExportLimit[] {
  const out = DEFAULT_EXPORT_LIMITS.map((l) => ({ ...l }))
  if (!text) return out
  for (const part of text.split(',')) {
    const m = /^\s*(\d):(\d+):(\d+):([01])\s*$/.exec(part)
    if (!m || Number(m[1]) > TOP_LEVEL)
      throw new Error(`EXPORT_LIMITS 格式错误：${part}（应为 等级:每日次数:每次行数:可导出电话 如 1:20:2000:1）`)
    out[Number(m[1])] = { perDay: Number(m[2]), rows: Number(m[3]), phone: m[4] === '1' }
  }
  return out
}

/**
 * What one company's phones cost in a phone export, per level, in fen: PHONE_ROW_PRICES="1:10,2:5" (level:fen).
 * Only levels whose export limit allows phones can buy them (EXPORT_LIMITS); the free level's price applies only if
 * that is changed.
 */
export const DEFAULT_PHONE_ROW_FEN: number[] = [20, 10, 5]

export function parsePhoneRowPrices(text: string | undefined): number[] {
  const out = [...DEFAULT_PHONE_ROW_FEN]
  if (!text) return out
  for (const part of text.split(',')) {
    const m = /^\s*(\d):(\d{1,6})\s*$/.exec(part)
    if (!m || Number(m[1]) > TOP_LEVEL || Number(m[2]) < 1)
      throw new Error(`PHONE_ROW_PRICES 格式错误：${part}（应为 等级:每家价格(分) 如 1:10，价格至少 1 分）`)
    out[Number(m[1])] = Number(m[2])
  }
  return out
}

export interface Offer {
  sku: string
  level: number
  months: number
  /** integer fen */
  priceFen: number
}

/** MEMBER_OFFERS="vip_month:1:1:3900,…" (sku:level:months:priceFen). */
export const DEFAULT_OFFERS: Offer[] = [
  { sku: 'vip_month', level: 1, months: 1, priceFen: 3900 },
  { sku: 'vip_year', level: 1, months: 12, priceFen: 29900 },
  { sku: 'svip_month', level: 2, months: 1, priceFen: 9900 },
  { sku: 'svip_year', level: 2, months: 12, priceFen: 69900 },
]

export function parseOffers(text: string | undefined): Offer[] {
  if (!text) return DEFAULT_OFFERS.map((o) => ({ ...o }))
  const offers = text.split(',').map((part) => {
    const m = /^\s*([a-z][a-z0-9_]{1,31}):([12]):(\d{1,2}):(\d{1,9})\s*$/.exec(part)
    if (!m || Number(m[3]) < 1 || Number(m[4]) < 1)
      throw new Error(`MEMBER_OFFERS 格式错误：${part}（应为 编号:等级:月数:价格(分) 如 vip_month:1:1:3900）`)
    return { sku: m[1], level: Number(m[2]), months: Number(m[3]), priceFen: Number(m[4]) }
  })
  if (new Set(offers.map((o) => o.sku)).size !== offers.length) throw new Error('MEMBER_OFFERS 中的编号重复')
  return offers
}

export interface MembershipConfig {
  offers: Offer[]
  exports: ExportLimit[]
  /** an unpaid order closes after this many minutes */
  orderCloseMinutes: number
  /** a paid term can be refunded (pro rata) within this many days of payment */
  refundDays: number
  /** the renewal reminder shows this many days before expiry */
  remindDays: number
  /** fen per company in a phone export, by level (see parsePhoneRowPrices) */
  phoneRowFen: number[]
  /** unpaid orders one user may hold at once (each is a prepay call at WeChat) */
  maxOpenOrders: number
}

export const DEFAULT_MEMBERSHIP: MembershipConfig = {
  offers: DEFAULT_OFFERS,
  exports: DEFAULT_EXPORT_LIMITS,
  orderCloseMinutes: 15,
  refundDays: 7,
  remindDays: 7,
  phoneRowFen: DEFAULT_PHONE_ROW_FEN,
  maxOpenOrders: 5,
}

export interface Benefits {
  companyScansPerDay: number
  personChecksPerDay: number
  monitorTargets: number
  exportsPerDay: number
  rowsPerExport: number
  phoneExport: boolean
  /** fen per company in a phone export; 0 where phoneExport is false */
  phoneRowFen: number
}

const at = <T>(list: T[], level: number): T => list[Math.min(Math.max(0, level), list.length - 1)]

/** What a level unlocks, from the limits the server enforces. */
export function benefitsOf(
  level: number,
  limits: { quota?: QuotaConfig; monitorLimits?: Record<number, number>; membership: MembershipConfig },
): Benefits {
  const quota = limits.quota ?? DEFAULT_QUOTAS
  const exp = at(limits.membership.exports, level)
  return {
    companyScansPerDay: at(quota.company.levels, level),
    personChecksPerDay: at(quota.person.levels, level),
    monitorTargets: limitFor(limits.monitorLimits ?? DEFAULT_MONITOR_LIMITS, level),
    exportsPerDay: exp.perDay,
    rowsPerExport: exp.rows,
    phoneExport: exp.phone,
    phoneRowFen: exp.phone ? at(limits.membership.phoneRowFen ?? DEFAULT_PHONE_ROW_FEN, level) : 0,
  }
}

export function offerOf(config: MembershipConfig, sku: string): Offer | undefined {
  return config.offers.find((o) => o.sku === sku)
}
