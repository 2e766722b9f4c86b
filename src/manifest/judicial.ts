import type { RouteDef } from '../routes'

/** 查老赖: 失信被执行人 and 被执行人 across every company and person; results and detail serve both lists (kind). */
export const JUDICIAL_ROUTES: RouteDef[] = [
  { name: 'dishonestDebtors', path: 'pagesJudicial/dishonestDebtor/dishonestDebtor', title: '查老赖', pkg: 'pagesJudicial' },
  {
    name: 'dishonestDebtorQuery',
    path: 'pagesJudicial/dishonestDebtor/query',
    title: '失信被执行人查询',
    pkg: 'pagesJudicial',
    params: ['keyword?'],
  },
  {
    name: 'debtorResults',
    path: 'pagesJudicial/dishonestDebtor/results',
    title: '查询结果',
    pkg: 'pagesJudicial',
    params: ['kind', 'keyword?', 'province?', 'provinceName?', 'start?', 'end?'],
  },
  { name: 'debtorDetail', path: 'pagesJudicial/dishonestDebtor/detail', title: '详情', pkg: 'pagesJudicial', params: ['id'] },
  { name: 'executedPersons', path: 'pagesJudicial/executedPerson/executedPerson', title: '查被执行人', pkg: 'pagesJudicial' },
  {
    name: 'executedPersonQuery',
    path: 'pagesJudicial/executedPerson/query',
    title: '被执行人查询',
    pkg: 'pagesJudicial',
    params: ['keyword?'],
  },
  // 司法案件: court cases of every company and person, and the user's monitored parties
  { name: 'judicialData', path: 'pagesJudicial/judicialData/index', title: '司法案件', pkg: 'pagesJudicial' },
  { name: 'caseSearch', path: 'pagesJudicial/judicialData/search', title: '案件搜索', pkg: 'pagesJudicial', params: ['party?'] },
  {
    name: 'caseResults',
    path: 'pagesJudicial/judicialData/list/index',
    title: '案件列表',
    pkg: 'pagesJudicial',
    params: ['party?', 'court?', 'cause?', 'kind?', 'start?', 'end?'],
  },
  { name: 'caseWatch', path: 'pagesJudicial/judicialData/mine/index', title: '我的监控', pkg: 'pagesJudicial', needsLogin: true },
  { name: 'caseWatchPush', path: 'pagesJudicial/judicialData/mine/pushSet', title: '推送设置', pkg: 'pagesJudicial', needsLogin: true },
  { name: 'caseWatchRules', path: 'pagesJudicial/judicialData/mine/monitorRules', title: '监控规则', pkg: 'pagesJudicial' },
  { name: 'caseWatchWechat', path: 'pagesJudicial/judicialData/mine/bindwx', title: '微信提醒', pkg: 'pagesJudicial', needsLogin: true },
  {
    name: 'caseMonitor',
    path: 'pagesJudicial/judicialData/monitor/index',
    title: '案件监控',
    pkg: 'pagesJudicial',
    needsLogin: true,
    params: ['partyId?'],
  },
  // 信用挖掘: companies with credit-risk signals
  { name: 'creditDig', path: 'pagesJudicial/creditDigData/index', title: '信用挖掘', pkg: 'pagesJudicial' },
  { name: 'creditDigSearch', path: 'pagesJudicial/creditDigData/search', title: '信用挖掘筛选', pkg: 'pagesJudicial' },
  {
    name: 'creditDigList',
    path: 'pagesJudicial/creditDigData/list/list',
    title: '风险企业',
    pkg: 'pagesJudicial',
    params: ['province?', 'provinceName?', 'industry?', 'industryName?', 'kind?', 'start?', 'end?'],
  },
]
