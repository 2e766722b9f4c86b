import type { RouteDef } from '../routes'

/** The special pages of the data dimensions: legal overview and cases, ownership graphs, charts, query module. */
export const SPECIAL_ROUTES: RouteDef[] = [
  // pagesLaw
  { path: 'pagesLaw/lawIndex/lawIndex', title: '法律诉讼', pkg: 'pagesLaw' },
  { path: 'pagesLaw/allCase/allCase', title: '司法案件', pkg: 'pagesLaw' },
  { path: 'pagesLaw/caseDetail/caseDetail', title: '案件详情', pkg: 'pagesLaw' },
  { path: 'pagesLaw/relationshipDetail/relationshipDetail', title: '案件关系图', pkg: 'pagesLaw' },
  // pagesBasic
  { path: 'pagesBasic/basicInfo/basicInfo', title: '工商信息', pkg: 'pagesBasic' },
  { path: 'pagesBasic/insured/insured', title: '参保人数', pkg: 'pagesBasic' },
  { path: 'pagesBasic/equityChain/equityChain', title: '股权穿透', pkg: 'pagesBasic' },
  { path: 'pagesBasic/inverChain/inverChain', title: '对外投资图', pkg: 'pagesBasic' },
  { path: 'pagesBasic/joinShareHoldInfo/joinShareHoldInfo', title: '共同股东', pkg: 'pagesBasic' },
  { path: 'pagesBasic/joinShareholderInfo/joinShareholderInfo', title: '共同股东对比', pkg: 'pagesBasic' },
  // pagesQuery
  { path: 'pagesQuery/queryList/queryList', title: '查询', pkg: 'pagesQuery' },
  { path: 'pagesQuery/copyright/copyrightSearch', title: '著作权查询', pkg: 'pagesQuery' },
  { path: 'pagesQuery/copyright/copyrightList', title: '著作权', pkg: 'pagesQuery' },
  { path: 'pagesQuery/copyright/rjCopyright', title: '软件著作权详情', pkg: 'pagesQuery' },
  { path: 'pagesQuery/copyright/zpCopyright', title: '作品著作权详情', pkg: 'pagesQuery' },
  { path: 'pagesQuery/browseHistor/browseHistor', title: '浏览足迹', pkg: 'pagesQuery' },
  // pagesDevelop
  { path: 'pagesDevelop/bgCheck/bgCheck', title: '企业背调报告', pkg: 'pagesDevelop' },
  // pagesDetail
  { path: 'pagesDetail/chartDetail/chartDetail', title: '数据趋势', pkg: 'pagesDetail' },
  { path: 'pagesDetail/projectDetail/projectDetail', title: '项目详情', pkg: 'pagesDetail' },
]
