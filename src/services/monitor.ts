/** Monitoring, dynamics, messages and notification settings (types/api-monitor.ts). */
import type { Paged } from '../../types/api'
import type {
  AddMonitorBody, BatchAddResult, DynamicDetail, DynamicsQuery, DynamicsResult, DynamicShare, GroupMoveResult, MessageListResult,
  MessageTrend, MonitorDetail, MonitorDimensionCatalog, MonitorGroup, MonitorGroupList, MonitorItem, MonitorListResult, MonitorQuota,
  MonitorSetting, MonitorStatus, NotifySetting, ReadAllResult, RecentRange, RemoveMonitorResult, SubscribeResult, TargetSetting, UnreadCount,
  MonitorKind,
} from '../../types/api-monitor'
import { apiRoot, get, post } from './request'

const M = '/yqc/api/v1/monitor'
const MSG = '/msg/api/v1'

/** Drops undefined and '' so the query carries only the filters in use. */
const clean = (o: Record<string, unknown>) => {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== '' && v !== null) out[k] = v
  return out
}

export const monitorDimensions = () => get<MonitorDimensionCatalog>(`${M}/dimensions`, undefined, { loading: false })
export const addMonitor = (body: AddMonitorBody) => post<MonitorItem>(`${M}/add`, body as unknown as Record<string, unknown>)
export const batchAddMonitors = (items: AddMonitorBody[]) => post<BatchAddResult>(`${M}/batchAdd`, { items })
export const monitorList = (q: { groupId?: number; kind?: MonitorKind; keyword?: string; pageNum?: number; pageSize?: number }) =>
  get<MonitorListResult>(`${M}/list`, clean(q), { loading: false })
export const monitorStatus = (kind: MonitorKind, targetId: string) => get<MonitorStatus>(`${M}/status`, { kind, targetId }, { loading: false })
export const monitorDetail = (target: { id?: number; kind?: MonitorKind; targetId?: string }, q: Omit<DynamicsQuery, 'groupId' | 'kind'> = {}) =>
  get<MonitorDetail>(`${M}/detail`, clean({ ...target, ...q }), { loading: false })
export const removeMonitors = (ids: number[]) => post<RemoveMonitorResult>(`${M}/remove`, { ids })
export const monitorQuota = () => get<MonitorQuota>(`${M}/quota`, undefined, { loading: false })

export const groupList = () => get<MonitorGroupList>(`${M}/group/list`, undefined, { loading: false })
export const createGroup = (name: string) => post<MonitorGroup>(`${M}/group/create`, { name })
export const renameGroup = (id: number, name: string) => post<MonitorGroup>(`${M}/group/rename`, { id, name })
export const deleteGroup = (id: number) => post<{ moved: number }>(`${M}/group/delete`, { id })
export const moveToGroup = (ids: number[], groupId: number) => post<GroupMoveResult>(`${M}/group/move`, { ids, groupId })

export const getMonitorSetting = () => get<MonitorSetting>(`${M}/setting`, undefined, { loading: false })
export const saveMonitorSetting = (s: MonitorSetting) => post<MonitorSetting>(`${M}/setting`, s as unknown as Record<string, unknown>)
export const getTargetSetting = (id: number) => get<TargetSetting>(`${M}/targetSetting`, { id }, { loading: false })
export const saveTargetSetting = (id: number, dimensions: string[] | null) => post<TargetSetting>(`${M}/targetSetting`, { id, dimensions })

export const dynamics = (q: DynamicsQuery) => get<DynamicsResult>(`${M}/dynamics`, clean(q as Record<string, unknown>), { loading: false })
export const dynamicDetail = (id: number) => get<DynamicDetail>(`${M}/dynamic/detail`, { id })
export const dynamicShare = (id: number) => get<DynamicShare>(`${M}/dynamic/share`, { id })

export const messageList = (q: { read?: 0 | 1; level?: string; groupId?: number; range?: RecentRange; pageNum?: number; pageSize?: number }) =>
  get<MessageListResult>(`${MSG}/message/list`, clean(q), { loading: false })
export const unreadCount = (silent = false) => get<UnreadCount>(`${MSG}/message/unreadCount`, undefined, silent ? { silent: true } : { loading: false })
export const readMessage = (id: number) => post<UnreadCount>(`${MSG}/message/read`, { id }, { loading: false })
export const readAllMessages = (groupId?: number) => post<ReadAllResult>(`${MSG}/message/readAll`, clean({ groupId }))
export const messageTrend = (unit: 'day' | 'week', range: RecentRange, groupId?: number) =>
  get<MessageTrend>(`${MSG}/message/trend`, clean({ unit, range, groupId }), { loading: false })

export const getNotifySetting = () => get<NotifySetting>(`${MSG}/notify/setting`, undefined, { loading: false })
export const saveNotifySetting = (s: Partial<NotifySetting>) => post<NotifySetting>(`${MSG}/notify/setting`, s as Record<string, unknown>)
export const notifyTemplates = () => get<{ templateIds: string[] }>(`${MSG}/notify/templates`, undefined, { loading: false })
export const recordSubscribe = (templateIds: string[], accepted: string[]) => post<SubscribeResult>(`${MSG}/notify/subscribe`, { templateIds, accepted })

/** ws(s):// address of the push socket, from the API root (relative in H5, absolute in the mini-program). */
export function pushSocketUrl(token: string): string {
  let root = apiRoot
  if (root.startsWith('/')) {
    const loc = typeof window !== 'undefined' ? window.location : { protocol: 'http:', host: '127.0.0.1:8080' }
    root = `${loc.protocol}//${loc.host}${root}`
  }
  return `${root.replace(/^http/, 'ws')}/msg/ws?token=${encodeURIComponent(token)}`
}

export type { Paged }
