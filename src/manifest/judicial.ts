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
]
