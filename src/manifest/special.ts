import type { RouteDef } from '../routes'

/** The special pages of the data dimensions: legal overview and cases, ownership graphs, charts, query module. */
export const SPECIAL_ROUTES: RouteDef[] = [
  // pagesLaw
  { name: 'lawIndex', path: 'pagesLaw/lawIndex/lawIndex', title: '法律诉讼', pkg: 'pagesLaw', params: ['pid'] },
  { name: 'allCases', path: 'pagesLaw/allCase/allCase', title: '司法案件', pkg: 'pagesLaw', params: ['pid'] },
  /** a case by its reference number (or associatedNo), or the case of a judicial record by id */
  {
    name: 'caseDetail',
    path: 'pagesLaw/caseDetail/caseDetail',
    title: '案件详情',
    pkg: 'pagesLaw',
    params: ['referenceNo?', 'associatedNo?', 'id?', 'pid?'],
  },
  {
    name: 'caseRelations',
    path: 'pagesLaw/relationshipDetail/relationshipDetail',
    title: '案件关系图',
    pkg: 'pagesLaw',
    params: ['referenceNo'],
  },
  // pagesBasic
  { name: 'companyBasicInfo', path: 'pagesBasic/basicInfo/basicInfo', title: '工商信息', pkg: 'pagesBasic', params: ['pid'] },
  /** the company by pid, or the company of an insured-count record by id */
  { name: 'insured', path: 'pagesBasic/insured/insured', title: '参保人数', pkg: 'pagesBasic', params: ['pid?', 'id?'] },
  { name: 'equityChain', path: 'pagesBasic/equityChain/equityChain', title: '股权穿透', pkg: 'pagesBasic', params: ['pid'] },
  { name: 'investmentChain', path: 'pagesBasic/inverChain/inverChain', title: '对外投资图', pkg: 'pagesBasic', params: ['pid'] },
  {
    name: 'sharedShareholders',
    path: 'pagesBasic/joinShareHoldInfo/joinShareHoldInfo',
    title: '共同股东',
    pkg: 'pagesBasic',
    params: ['pid'],
  },
  {
    name: 'sharedShareholdersWith',
    path: 'pagesBasic/joinShareholderInfo/joinShareholderInfo',
    title: '共同股东对比',
    pkg: 'pagesBasic',
    params: ['pid', 'otherPid?'],
  },
  // pagesQuery
  { name: 'query', path: 'pagesQuery/queryList/queryList', title: '查询', pkg: 'pagesQuery' },
  { name: 'querySubscriptions', path: 'pagesQuery/subscribe/subscribe', title: '搜索订阅', pkg: 'pagesQuery', needsLogin: true },
  {
    name: 'copyrightSearch',
    path: 'pagesQuery/copyright/copyrightSearch',
    title: '著作权查询',
    pkg: 'pagesQuery',
    params: ['type?', 'keyword?'],
  },
  { name: 'copyrightList', path: 'pagesQuery/copyright/copyrightList', title: '著作权', pkg: 'pagesQuery', params: ['pid', 'type?'] },
  { name: 'softwareCopyrightDetail', path: 'pagesQuery/copyright/rjCopyright', title: '软件著作权详情', pkg: 'pagesQuery', params: ['id'] },
  { name: 'workCopyrightDetail', path: 'pagesQuery/copyright/zpCopyright', title: '作品著作权详情', pkg: 'pagesQuery', params: ['id'] },
  { name: 'browseHistory', path: 'pagesQuery/browseHistor/browseHistor', title: '浏览足迹', pkg: 'pagesQuery' },
  // pagesDevelop
  { name: 'backgroundReport', path: 'pagesDevelop/bgCheck/bgCheck', title: '企业背调报告', pkg: 'pagesDevelop', params: ['pid'] },
  // pagesDetail
  {
    name: 'dimensionTrend',
    path: 'pagesDetail/chartDetail/chartDetail',
    title: '数据趋势',
    pkg: 'pagesDetail',
    params: ['pid', 'dimension'],
  },
  {
    name: 'projectDetail',
    path: 'pagesDetail/projectDetail/projectDetail',
    title: '项目详情',
    pkg: 'pagesDetail',
    params: ['projectId?', 'id?'],
  },
]
