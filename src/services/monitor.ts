/** Monitoring, dynamics, messages and notification settings (contract/api/api-monitor.ts). */
import type { Paged } from '../../contract/api/api'
import type {
  AddMonitorBody,
  BatchAddResult,
  DynamicDetail,
  DynamicsQuery,
  DynamicsResult,
  DynamicShare,
  GroupMoveResult,
  MessageListResult,
  MessageTrend,
  MonitorDetail,
  MonitorDimensionCatalog,
  MonitorGroup,
  MonitorGroupList,
  MonitorItem,
  MonitorListResult,
  MonitorQuota,
  MonitorSetting,
  MonitorStatus,
  NotifySetting,
  ReadAllResult,
  RecentRange,
  RemoveMonitorResult,
  SubscribeResult,
  TargetSetting,
  UnreadCount,
  MonitorKind,
} from '../../contract/api/api-monitor'
import { API } from '../../contract/endpoints'
import { apiRoot, get, post } from './request'

/** Drops undefined and '' so the query carries only the filters in use. */
const clean = (o: Record<string, unknown>) => {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== '' && v !== null) out[k] = v
  return out
}

export const monitorDimensions = () => get<MonitorDimensionCatalog>(API.monitor.monitorDimensions, undefined, { loading: false })
export const addMonitor = (body: AddMonitorBody) => post<MonitorItem>(API.monitor.monitorAdd, body as unknown as Record<string, unknown>)
export const batchAddMonitors = (items: AddMonitorBody[]) => post<BatchAddResult>(API.monitor.monitorBatchAdd, { items })
export const monitorList = (q: { groupId?: number; kind?: MonitorKind; keyword?: string; pageNum?: number; pageSize?: number }) =>
  get<MonitorListResult>(API.monitor.monitorList, clean(q), { loading: false })
export const monitorStatus = (kind: MonitorKind, targetId: string) =>
  get<MonitorStatus>(API.monitor.monitorStatus, { kind, targetId }, { loading: false })
export const monitorDetail = (
  target: { id?: number; kind?: MonitorKind; targetId?: string },
  q: Omit<DynamicsQuery, 'groupId' | 'kind'> = {},
) => get<MonitorDetail>(API.monitor.monitorDetail, clean({ ...target, ...q }), { loading: false })
export const removeMonitors = (ids: number[]) => post<RemoveMonitorResult>(API.monitor.monitorRemove, { ids })
export const monitorQuota = () => get<MonitorQuota>(API.monitor.monitorQuota, undefined, { loading: false })

export const groupList = () => get<MonitorGroupList>(API.monitor.groupList, undefined, { loading: false })
export const createGroup = (name: string) => post<MonitorGroup>(API.monitor.groupCreate, { name })
export const renameGroup = (id: number, name: string) => post<MonitorGroup>(API.monitor.groupRename, { id, name })
export const deleteGroup = (id: number) => post<{ moved: number }>(API.monitor.groupDelete, { id })
export const moveToGroup = (ids: number[], groupId: number) => post<GroupMoveResult>(API.monitor.groupMove, { ids, groupId })

export const getMonitorSetting = () => get<MonitorSetting>(API.monitor.monitorSetting, undefined, { loading: false })
export const saveMonitorSetting = (s: MonitorSetting) =>
  post<MonitorSetting>(API.monitor.monitorSetting, s as unknown as Record<string, unknown>)
export const getTargetSetting = (id: number) => get<TargetSetting>(API.monitor.monitorTargetSetting, { id }, { loading: false })
export const saveTargetSetting = (id: number, dimensions: string[] | null) =>
  post<TargetSetting>(API.monitor.monitorTargetSetting, { id, dimensions })

export const dynamics = (q: DynamicsQuery) =>
  get<DynamicsResult>(API.monitor.monitorDynamics, clean(q as Record<string, unknown>), { loading: false })
export const dynamicDetail = (id: number) => get<DynamicDetail>(API.monitor.dynamicDetail, { id })
export const dynamicShare = (id: number) => get<DynamicShare>(API.monitor.dynamicShare, { id })

export const messageList = (q: {
  read?: 0 | 1
  level?: string
  groupId?: number
  range?: RecentRange
  pageNum?: number
  pageSize?: number
}) => get<MessageListResult>(API.monitor.messageList, clean(q), { loading: false })
export const unreadCount = (silent = false) =>
  get<UnreadCount>(API.monitor.messageUnreadCount, undefined, silent ? { silent: true } : { loading: false })
export const readMessage = (id: number) => post<UnreadCount>(API.monitor.messageRead, { id }, { loading: false })
export const readAllMessages = (groupId?: number) => post<ReadAllResult>(API.monitor.messageReadAll, clean({ groupId }))
export const messageTrend = (unit: 'day' | 'week', range: RecentRange, groupId?: number) =>
  get<MessageTrend>(API.monitor.messageTrend, clean({ unit, range, groupId }), { loading: false })

export const getNotifySetting = () => get<NotifySetting>(API.monitor.notifySetting, undefined, { loading: false })
export const saveNotifySetting = (s: Partial<NotifySetting>) => post<NotifySetting>(API.monitor.notifySetting, s as Record<string, unknown>)
export const notifyTemplates = () => get<{ templateIds: string[] }>(API.monitor.notifyTemplates, undefined, { loading: false })
export const recordSubscribe = (templateIds: string[], accepted: string[]) =>
  post<SubscribeResult>(API.monitor.notifySubscribe, { templateIds, accepted })

/** ws(s):// address of the push socket, from the API root (relative in H5, absolute in the mini-program). */
export function pushSocketUrl(token: string): string {
  let root = apiRoot
  if (root.startsWith('/')) {
    const loc = typeof window !== 'undefined' ? window.location : { protocol: 'http:', host: '127.0.0.1:8080' }
    root = `${loc.protocol}//${loc.host}${root}`
  }
  return `${root.replace(/^http/, 'ws')}${API.monitor.ws}?token=${encodeURIComponent(token)}`
}

export type { Paged }
