import type { RouteDef } from '../routes'

/** Monitoring and dynamics: pagesMonitore, pagesTrends, notification settings. The 动态 tab is in foundation. */

/** The target an add page starts with: a company (pid) or a person (personId), with its name. */
const PRESET = ['pid?', 'personId?', 'name?']

export const MONITOR_ROUTES: RouteDef[] = [
  // pagesTrends
  {
    name: 'addMonitor',
    path: 'pagesTrends/addmonitor/addmonitor',
    title: '添加监控',
    pkg: 'pagesTrends',
    needsLogin: true,
    params: PRESET,
  },
  { name: 'addMonitors', path: 'pagesTrends/addmonitorNew/addmonitorNew', title: '批量添加监控', pkg: 'pagesTrends', needsLogin: true },
  {
    name: 'dynamicDetail',
    path: 'pagesTrends/businessDetail/businessDetail',
    title: '动态详情',
    pkg: 'pagesTrends',
    needsLogin: true,
    params: ['id'],
  },
  {
    name: 'shareDynamic',
    path: 'pagesTrends/share/share',
    title: '分享动态',
    pkg: 'pagesTrends',
    needsLogin: true,
    share: true,
    params: ['id'],
  },
  // pagesMonitore
  { name: 'monitorHome', path: 'pagesMonitore/monitoreIndex/monitoreIndex', title: '企业监控', pkg: 'pagesMonitore', needsLogin: true },
  {
    name: 'monitorAdd',
    path: 'pagesMonitore/monitoreAdd/monitoreAdd',
    title: '添加监控',
    pkg: 'pagesMonitore',
    needsLogin: true,
    params: PRESET,
  },
  {
    name: 'monitorList',
    path: 'pagesMonitore/monitoreList/monitoreList',
    title: '监控列表',
    pkg: 'pagesMonitore',
    needsLogin: true,
    params: ['groupId?'],
  },
  /** a monitored target by its id, or by kind and targetId */
  {
    name: 'monitorDetail',
    path: 'pagesMonitore/monitoreDetail/monitoreDetail',
    title: '监控详情',
    pkg: 'pagesMonitore',
    needsLogin: true,
    params: ['id?', 'kind?', 'targetId?'],
  },
  { name: 'monitorGroups', path: 'pagesMonitore/monitoreGroup/monitoreGroup', title: '监控分组', pkg: 'pagesMonitore', needsLogin: true },
  /** one target's dimensions by id; without it, the user's default dimensions and levels */
  {
    name: 'monitorSettings',
    path: 'pagesMonitore/seting/seting',
    title: '监控设置',
    pkg: 'pagesMonitore',
    needsLogin: true,
    params: ['id?'],
  },
  { name: 'monitorMessages', path: 'pagesMonitore/message/message', title: '监控消息', pkg: 'pagesMonitore', needsLogin: true },
  { name: 'messageTrend', path: 'pagesMonitore/messageTrend/messageTrend', title: '动态趋势', pkg: 'pagesMonitore', needsLogin: true },
  { name: 'companyMonitors', path: 'pagesMonitore/mine/mine', title: '我的监控', pkg: 'pagesMonitore', needsLogin: true },
  { name: 'personMonitors', path: 'pagesMonitore/collect/collect', title: '人员监控', pkg: 'pagesMonitore', needsLogin: true },
  {
    name: 'groupTrends',
    path: 'pagesMonitore/trends/trends',
    title: '分组动态',
    pkg: 'pagesMonitore',
    needsLogin: true,
    params: ['groupId', 'name?'],
  },
  // pagesUser
  { name: 'monitorDefaults', path: 'pagesUser/monitorSet/monitorSet', title: '监控维度设置', pkg: 'pagesUser', needsLogin: true },
  { name: 'notifications', path: 'pagesUser/notify/notify', title: '消息通知', pkg: 'pagesUser', needsLogin: true },
  { name: 'pushSettings', path: 'pagesUser/notifySet/notifySet', title: '推送设置', pkg: 'pagesUser', needsLogin: true },
]
