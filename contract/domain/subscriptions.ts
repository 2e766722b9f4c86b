/**
 * 订阅: what a user may subscribe to and the rules both the app and the server apply.
 *
 * Notice kinds are the WeChat subscribe messages (订阅消息). WeChat gives one send per accepted template: each
 * acceptance banks one message of that kind, and each message sent uses one up.
 */

export const NOTICE_KINDS = ['monitor', 'judicial', 'search', 'order'] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

export const NOTICE_LABELS: Record<NoticeKind, { title: string; desc: string }> = {
  monitor: { title: '监控日报与风险提醒', desc: '监控对象出现风险动态时提醒，并每天汇总前一天的动态' },
  judicial: { title: '司法推送', desc: '监控企业新增立案、开庭、裁判文书、被执行等司法案件时提醒' },
  search: { title: '搜索订阅上新', desc: '订阅的搜索条件有新成立的企业时提醒' },
  order: { title: '订单与会员通知', desc: '支付结果、会员开通与到期提醒' },
}

/** Sends one user may bank per notice kind. */
export const NOTICE_SENDS_MAX = 100

/** What 我的订阅 lists: the monitoring digest, saved searches, judicial pushes of monitored companies. */
export const SUBSCRIPTION_KINDS = ['digest', 'search', 'judicial'] as const
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number]

export const SUBSCRIPTION_KIND_LABELS: Record<SubscriptionKind, string> = {
  digest: '监控日报',
  search: '搜索订阅',
  judicial: '司法推送',
}

/** Saved searches one user may keep. */
/**
 * A saved search is a query when its filter holds only a keyword (saved from the search results), else a filter
 * (saved from the advanced search's results); each has its own page.
 */
export const SAVED_SEARCH_KINDS = ['filter', 'query'] as const
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number]
export const savedSearchKindOf = (filter: Record<string, unknown>): SavedSearchKind =>
  Object.entries(filter).every(([k, v]) => k === 'keyword' || v === undefined || v === '') && !!filter.keyword ? 'query' : 'filter'

export const SEARCH_SUBSCRIPTIONS_MAX = 20
export const SEARCH_NAME_MAX = 60
export const SUMMARY_ITEMS_MAX = 12
export const searchLimitText = `最多订阅${SEARCH_SUBSCRIPTIONS_MAX}个搜索，请先删除不需要的订阅`

/** A saved search's name: trimmed, not empty, not too long; null when it is fine. */
export function searchNameProblem(raw: string): string | null {
  const name = raw.trim()
  if (!name) return '请填写订阅名称'
  if (Array.from(name).length > SEARCH_NAME_MAX) return `订阅名称不能超过${SEARCH_NAME_MAX}个字`
  return null
}

/** The name a saved search gets from its filter summary ('广东省 · 制造业'); 全部企业 without conditions. */
export function searchNameOf(summary: string[]): string {
  const text = summary.filter(Boolean).join(' · ')
  if (!text) return '全部企业'
  const chars = Array.from(text)
  return chars.length > SEARCH_NAME_MAX ? `${chars.slice(0, SEARCH_NAME_MAX - 1).join('')}…` : text
}

/** The day after a yyyy-mm-dd date. */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}
