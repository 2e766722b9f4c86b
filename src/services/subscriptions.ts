/** 订阅 of the signed-in user (contract/schemas/subscriptions.ts): subscribe messages per kind and 我的订阅. */
import Taro from '@tarojs/taro'
import type { AdvancedFilter } from '../../contract/schemas/search'
import type { Notice, NoticeList, RemoveResult, SubscriptionItem, SubscriptionList } from '../../contract/schemas/subscriptions'
import type { NoticeKind, SavedSearchKind, SubscriptionKind } from '../../contract/domain/subscriptions'
import { API } from '../../contract/endpoints'
import { get, post } from './request'

export const SUBSCRIPTION_PAGE_SIZE = 20

// ---------- subscribe messages ----------

export const listNotices = () => get<NoticeList>(API.subscriptions.notices, undefined, { loading: false })
export const acceptNotices = (accepted: string[]) => post<NoticeList>(API.subscriptions.noticeAccept, { accepted })
/** 退订: the banked sends of the kind are dropped. */
export const cancelNotice = (kind: NoticeKind) => post<NoticeList>(API.subscriptions.noticeCancel, { kind })

/**
 * Asks WeChat for the templates of `notices` (at most 3 per request, as WeChat allows) and records the accepted ones.
 * Null when the user accepted none.
 */
export async function requestNotices(notices: Notice[]): Promise<NoticeList | null> {
  const tmplIds = notices.slice(0, 3).map((n) => n.templateId)
  const res = (await Taro.requestSubscribeMessage({ tmplIds } as never)) as unknown as Record<string, string>
  const accepted = tmplIds.filter((t) => res?.[t] === 'accept')
  if (!accepted.length) return null
  return acceptNotices(accepted)
}

// ---------- 我的订阅 ----------

/**
 * One page of 我的订阅: the monitoring digest first, then judicial pushes, then saved searches newest first; with
 * `searchKind`, only the saved searches of that kind.
 */
export const listSubscriptions = (pageNum: number, pageSize = SUBSCRIPTION_PAGE_SIZE, searchKind?: SavedSearchKind) =>
  get<SubscriptionList>(API.subscriptions.list, searchKind ? { pageNum, pageSize, searchKind } : { pageNum, pageSize }, { loading: false })

/** 订阅此搜索: the filter of a result page, named by its summary unless `name` is given. */
export const saveSearchSubscription = (filter: AdvancedFilter, summary: string[], name?: string) =>
  post<SubscriptionItem>(API.subscriptions.saveSearch, name ? { filter, summary, name } : { filter, summary })

/** The digest is named by kind; judicial pushes without an id are made when switched on for the first time. */
export const toggleSubscription = (kind: SubscriptionKind, enabled: boolean, id?: number) =>
  post<SubscriptionItem>(API.subscriptions.toggle, id ? { kind, id, enabled } : { kind, enabled })

export const removeSubscription = (id: number) => post<RemoveResult>(API.subscriptions.remove, { id })

/** Opening a subscription: what matched until now is no longer new. */
export const markSubscriptionSeen = (id: number) => post<SubscriptionItem>(API.subscriptions.seen, { id }, { silent: true })
