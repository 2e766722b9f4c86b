import type { RouteDef } from '../routes'
import { CHANGE_DETAIL_TYPES, CHANGE_LIST_TYPES, changeDetailPath, changeListPath } from '../domain/changeTypes'

const RISK_ROOT_PKG = { company: 'pagesScan', person: 'pagesCheckPersonnel' } as const

const changePages = (root: 'company' | 'person'): RouteDef[] => [
  ...CHANGE_DETAIL_TYPES.map((d) => ({ path: changeDetailPath(root, d.name), title: d.title, pkg: RISK_ROOT_PKG[root] })),
  ...CHANGE_LIST_TYPES.map((l) => ({ path: changeListPath(root, l.name), title: l.title, pkg: RISK_ROOT_PKG[root] })),
]

/** Risk scan (pagesScan) and person due diligence (pagesCheckPersonnel), issue 5. */
export const SCAN_ROUTES: RouteDef[] = [
  // pagesScan
  { path: 'pagesScan/scan/scan', title: '风险扫描', pkg: 'pagesScan' },
  { path: 'pagesScan/scanListMore/scanListMore', title: '风险项', pkg: 'pagesScan' },
  { path: 'pagesScan/scanListPage/scanListPage', title: '风险详情', pkg: 'pagesScan' },
  { path: 'pagesScan/whole/whole', title: '全部风险', pkg: 'pagesScan' },
  { path: 'pagesScan/past/equityfreeze', title: '历史股权冻结', pkg: 'pagesScan' },
  { path: 'pagesScan/past/administrativePenalty', title: '历史行政处罚', pkg: 'pagesScan' },
  { path: 'pagesScan/oneself/person', title: '自查风险', pkg: 'pagesScan', needsLogin: true },
  { path: 'pagesScan/oneself/onselflist', title: '认领我的企业', pkg: 'pagesScan', needsLogin: true },
  ...changePages('company'),
  // pagesCheckPersonnel
  { path: 'pagesCheckPersonnel/riskScan/index', title: '人员风险扫描', pkg: 'pagesCheckPersonnel' },
  { path: 'pagesCheckPersonnel/resume/resume', title: '商业履历', pkg: 'pagesCheckPersonnel' },
  { path: 'pagesCheckPersonnel/resume/jobAnalysis', title: '任职分析', pkg: 'pagesCheckPersonnel' },
  { path: 'pagesCheckPersonnel/pagesBasic/basicInfo/basicInfo', title: '基本信息', pkg: 'pagesCheckPersonnel' },
  { path: 'pagesCheckPersonnel/pagesBasic/detail/detail', title: '合作详情', pkg: 'pagesCheckPersonnel' },
  { path: 'pagesCheckPersonnel/pagesRiskInfo/riskInfo/riskInfo', title: '风险信息', pkg: 'pagesCheckPersonnel' },
  { path: 'pagesCheckPersonnel/pagesRiskScan/scanInfo/scanInfo', title: '任职企业风险', pkg: 'pagesCheckPersonnel' },
  { path: 'pagesCheckPersonnel/pagesRiskScan/scanListMore/scanListMore', title: '风险项', pkg: 'pagesCheckPersonnel' },
  { path: 'pagesCheckPersonnel/pagesRiskScan/scanListPage/scanListPage', title: '风险详情', pkg: 'pagesCheckPersonnel' },
  { path: 'pagesCheckPersonnel/propertyClue/propertyClue', title: '财产线索', pkg: 'pagesCheckPersonnel' },
  ...changePages('person'),
]
