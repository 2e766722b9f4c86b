/** Shared data and a stateful fake monitoring API for the monitoring page tests. */
import Taro from '@tarojs/taro'
import { act } from '@testing-library/react'
import type { DynamicItem, MessageItem, MonitorDimensionCatalog, MonitorGroup, MonitorItem } from '../../../contract/api/api-monitor'
import { RECENT_RANGES } from '../../../contract/api/api-monitor'
import { monitor } from '../../../src/stores/monitor'
import { session } from '../../../src/stores/session'
import { setupPage, TOKEN, user } from '../pages/harness'

export const catalog: MonitorDimensionCatalog = {
  list: [
    { key: 'regLegalPerson', label: '法定代表人变更', group: '工商变更', level: 'warn', entity: 'company', defaultOn: true },
    { key: 'regCapital', label: '注册资本变更', group: '工商变更', level: 'warn', entity: 'company', defaultOn: true },
    { key: 'dishonestExecutor', label: '失信被执行人', group: '司法风险', level: 'high', entity: 'both', defaultOn: true },
    { key: 'caseFiling', label: '立案信息', group: '司法风险', level: 'warn', entity: 'both', defaultOn: true },
    { key: 'patent', label: '专利', group: '知识产权', level: 'info', entity: 'company', defaultOn: false },
    { key: 'roleStart', label: '新增任职', group: '任职变化', level: 'info', entity: 'person', defaultOn: true },
  ],
  levels: [
    { key: 'high', label: '高风险' },
    { key: 'warn', label: '警示' },
    { key: 'info', label: '提示' },
  ],
  ranges: RECENT_RANGES,
}

export const quota = { memberLevel: 0, used: 3, limit: 20 }

export const dyn = (id: number, extra: Partial<DynamicItem> = {}): DynamicItem => ({
  id,
  kind: 'company',
  targetId: `P${id}`,
  targetName: `企业${id}有限公司`,
  dimension: 'dishonestExecutor',
  dimensionLabel: '失信被执行人',
  level: 'high',
  levelLabel: '高风险',
  title: `新增失信被执行人${id}`,
  content: `案号（2026）粤03执${id}号`,
  date: new Date().toISOString().slice(0, 10),
  createdAt: Date.now(),
  ...extra,
})

export const msg = (id: number, read = false, extra: Partial<DynamicItem> = {}): MessageItem => ({
  id,
  dynamicId: 100 + id,
  read,
  createdAt: Date.now(),
  dynamic: dyn(100 + id, extra),
})

export const mon = (id: number, extra: Partial<MonitorItem> = {}): MonitorItem => ({
  id,
  kind: 'company',
  targetId: `P${id}`,
  name: `监控企业${id}有限公司`,
  subtitle: '存续',
  legalPerson: '张三',
  groupId: 1,
  groupName: '默认分组',
  dimensions: null,
  recentCount: id,
  latest: null,
  unread: 0,
  createdAt: Date.now(),
  ...extra,
})

/** The page harness, signed in, with the catalogue, groups (kept in memory) and settings answered. */
export function setupMonitor() {
  const h = setupPage()
  // no real socket in tests: connects hang until a test drives them
  jest.spyOn(Taro, 'connectSocket').mockImplementation((() => new Promise(() => undefined)) as never)
  monitor.stop()
  monitor.setCatalog(catalog)
  monitor.setUnread(0)
  session.login(TOKEN, user, { lingyang: false })
  const groups: MonitorGroup[] = [
    { id: 1, name: '默认分组', isDefault: true, count: 2, createdAt: 1 },
    { id: 2, name: '客户', isDefault: false, count: 1, createdAt: 2 },
  ]
  let nextGroup = 3
  h.on('GET', '/yqc/api/v1/monitor/dimensions', () => ({ data: catalog }))
  h.on('GET', '/yqc/api/v1/monitor/group/list', () => ({ data: { list: groups.map((g) => ({ ...g })) } }))
  h.on('POST', '/yqc/api/v1/monitor/group/create', (d) => {
    const name = String(d.name ?? '')
    if (groups.some((g) => g.name === name)) return { status: 409, code: '4090', msg: '分组名称已存在' }
    const g = { id: nextGroup++, name, isDefault: false, count: 0, createdAt: Date.now() }
    groups.push(g)
    return { data: g }
  })
  h.on('POST', '/yqc/api/v1/monitor/group/rename', (d) => {
    const g = groups.find((x) => x.id === d.id)!
    g.name = String(d.name)
    return { data: g }
  })
  h.on('POST', '/yqc/api/v1/monitor/group/delete', (d) => {
    const i = groups.findIndex((x) => x.id === d.id)
    const [g] = groups.splice(i, 1)
    groups[0].count += g.count
    return { data: { moved: g.count } }
  })
  h.on('GET', '/yqc/api/v1/monitor/quota', () => ({ data: quota }))
  h.on('GET', '/yqc/api/v1/monitor/setting', () => ({
    data: { dimensions: ['regLegalPerson', 'dishonestExecutor'], levels: ['high', 'warn', 'info'] },
  }))
  h.on('GET', '/msg/api/v1/message/unreadCount', () => ({ data: { count: monitor.unread, byLevel: { high: 0, warn: 0, info: 0 } } }))
  return { h, groups }
}

export function teardownMonitor() {
  act(() => monitor.stop())
}
