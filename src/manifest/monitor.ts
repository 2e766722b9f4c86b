import type { RouteDef } from '../routes'

/** Monitoring and dynamics (issue 6): pagesMonitore, pagesTrends, notification settings. The 动态 tab is in foundation. */
export const MONITOR_ROUTES: RouteDef[] = [
  // pagesTrends
  { path: 'pagesTrends/addmonitor/addmonitor', title: '添加监控', pkg: 'pagesTrends', needsLogin: true },
  { path: 'pagesTrends/addmonitorNew/addmonitorNew', title: '批量添加监控', pkg: 'pagesTrends', needsLogin: true },
  { path: 'pagesTrends/businessDetail/businessDetail', title: '动态详情', pkg: 'pagesTrends', needsLogin: true },
  { path: 'pagesTrends/share/share', title: '分享动态', pkg: 'pagesTrends', needsLogin: true, share: true },
  // pagesMonitore
  { path: 'pagesMonitore/monitoreIndex/monitoreIndex', title: '企业监控', pkg: 'pagesMonitore', needsLogin: true },
  { path: 'pagesMonitore/monitoreAdd/monitoreAdd', title: '添加监控', pkg: 'pagesMonitore', needsLogin: true },
  { path: 'pagesMonitore/monitoreList/monitoreList', title: '监控列表', pkg: 'pagesMonitore', needsLogin: true },
  { path: 'pagesMonitore/monitoreDetail/monitoreDetail', title: '监控详情', pkg: 'pagesMonitore', needsLogin: true },
  { path: 'pagesMonitore/monitoreGroup/monitoreGroup', title: '监控分组', pkg: 'pagesMonitore', needsLogin: true },
  { path: 'pagesMonitore/seting/seting', title: '监控设置', pkg: 'pagesMonitore', needsLogin: true },
  { path: 'pagesMonitore/message/message', title: '监控消息', pkg: 'pagesMonitore', needsLogin: true },
  { path: 'pagesMonitore/messageTrend/messageTrend', title: '动态趋势', pkg: 'pagesMonitore', needsLogin: true },
  { path: 'pagesMonitore/mine/mine', title: '我的监控', pkg: 'pagesMonitore', needsLogin: true },
  { path: 'pagesMonitore/collect/collect', title: '人员监控', pkg: 'pagesMonitore', needsLogin: true },
  { path: 'pagesMonitore/trends/trends', title: '分组动态', pkg: 'pagesMonitore', needsLogin: true },
  // pagesUser
  { path: 'pagesUser/monitorSet/monitorSet', title: '监控维度设置', pkg: 'pagesUser', needsLogin: true },
  { path: 'pagesUser/notify/notify', title: '消息通知', pkg: 'pagesUser', needsLogin: true },
  { path: 'pagesUser/notifySet/notifySet', title: '推送设置', pkg: 'pagesUser', needsLogin: true },
]
