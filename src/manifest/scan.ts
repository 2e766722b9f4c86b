import type { RouteDef } from '../routes'
import { CHANGE_DETAIL_TYPES, CHANGE_LIST_TYPES, changeDetailPath, changeListPath } from '../domain/changeTypes'

const RISK_ROOT_PKG = { company: 'pagesScan', person: 'pagesCheckPersonnel' } as const
/** builder-name prefix of each root's pages */
const ROOT_PREFIX = { company: '', person: 'person' } as const

/** a person, with the name the profile knew (carried to the lists that show it) */
const PERSON = ['personId', 'personName?']
/** The scan's owner: a company (pid), a person (personId), or a company the person works at (both). */
const OWNER = ['pid?', 'personId?', 'personName?']
/** the items of a scan, narrowed to a group and/or a level */
const RISK_ITEMS = [...OWNER, 'group?', 'level?']
/** the records behind one item */
const RISK_ITEM = [...OWNER, 'key']
/** a risk list, narrowed to a period, the owner itself or its related parties, current or historical records */
const RISK_LIST = [...OWNER, 'period?', 'scope?', 'current?']
/** the registration changes of a company */
const CHANGE_DETAIL = ['pid', 'personId?', 'personName?']

const camel = (...words: string[]) =>
  words
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1)))
    .join('')

const changePages = (root: 'company' | 'person'): RouteDef[] => [
  ...CHANGE_DETAIL_TYPES.map((d) => ({
    name: camel(ROOT_PREFIX[root], 'changeDetail', d.name),
    path: changeDetailPath(root, d.name),
    title: d.title,
    pkg: RISK_ROOT_PKG[root],
    params: CHANGE_DETAIL,
  })),
  ...CHANGE_LIST_TYPES.map((l) => ({
    name: camel(ROOT_PREFIX[root], 'changeList', l.name),
    path: changeListPath(root, l.name),
    title: l.title,
    pkg: RISK_ROOT_PKG[root],
    params: RISK_LIST,
  })),
]

/** Risk scan (pagesScan) and person due diligence (pagesCheckPersonnel). */
export const SCAN_ROUTES: RouteDef[] = [
  // pagesScan
  /** opened without pid from the service grid, it points the user to a company profile */
  { name: 'riskScan', path: 'pagesScan/scan/scan', title: '风险扫描', pkg: 'pagesScan', params: ['pid?'] },
  { name: 'riskItems', path: 'pagesScan/scanListMore/scanListMore', title: '风险项', pkg: 'pagesScan', params: RISK_ITEMS },
  { name: 'riskItemRecords', path: 'pagesScan/scanListPage/scanListPage', title: '风险详情', pkg: 'pagesScan', params: RISK_ITEM },
  { name: 'allRisks', path: 'pagesScan/whole/whole', title: '全部风险', pkg: 'pagesScan', params: RISK_ITEMS },
  { name: 'pastEquityFreeze', path: 'pagesScan/past/equityfreeze', title: '历史股权冻结', pkg: 'pagesScan', params: RISK_LIST },
  {
    name: 'pastAdministrativePenalty',
    path: 'pagesScan/past/administrativePenalty',
    title: '历史行政处罚',
    pkg: 'pagesScan',
    params: RISK_LIST,
  },
  { name: 'ownRisk', path: 'pagesScan/oneself/person', title: '自查风险', pkg: 'pagesScan', needsLogin: true },
  { name: 'claimCompany', path: 'pagesScan/oneself/onselflist', title: '认领我的企业', pkg: 'pagesScan', needsLogin: true },
  ...changePages('company'),
  // pagesCheckPersonnel
  /** opened without personId from the service grid, it points the user to a person profile */
  {
    name: 'personRiskScan',
    path: 'pagesCheckPersonnel/riskScan/index',
    title: '人员风险扫描',
    pkg: 'pagesCheckPersonnel',
    params: ['personId?', 'personName?'],
  },
  { name: 'resume', path: 'pagesCheckPersonnel/resume/resume', title: '商业履历', pkg: 'pagesCheckPersonnel', params: PERSON },
  { name: 'jobAnalysis', path: 'pagesCheckPersonnel/resume/jobAnalysis', title: '任职分析', pkg: 'pagesCheckPersonnel', params: PERSON },
  {
    name: 'personBasicInfo',
    path: 'pagesCheckPersonnel/pagesBasic/basicInfo/basicInfo',
    title: '基本信息',
    pkg: 'pagesCheckPersonnel',
    params: PERSON,
  },
  /** the companies two persons share */
  {
    name: 'personCooperation',
    path: 'pagesCheckPersonnel/pagesBasic/detail/detail',
    title: '合作详情',
    pkg: 'pagesCheckPersonnel',
    params: ['personId', 'otherPersonId'],
  },
  {
    name: 'personRiskInfo',
    path: 'pagesCheckPersonnel/pagesRiskInfo/riskInfo/riskInfo',
    title: '风险信息',
    pkg: 'pagesCheckPersonnel',
    params: ['personId'],
  },
  {
    name: 'personCompanyRisk',
    path: 'pagesCheckPersonnel/pagesRiskScan/scanInfo/scanInfo',
    title: '任职企业风险',
    pkg: 'pagesCheckPersonnel',
    params: ['pid', 'personId'],
  },
  {
    name: 'personRiskItems',
    path: 'pagesCheckPersonnel/pagesRiskScan/scanListMore/scanListMore',
    title: '风险项',
    pkg: 'pagesCheckPersonnel',
    params: RISK_ITEMS,
  },
  {
    name: 'personRiskItemRecords',
    path: 'pagesCheckPersonnel/pagesRiskScan/scanListPage/scanListPage',
    title: '风险详情',
    pkg: 'pagesCheckPersonnel',
    params: RISK_ITEM,
  },
  {
    name: 'personPropertyClue',
    path: 'pagesCheckPersonnel/propertyClue/propertyClue',
    title: '财产线索',
    pkg: 'pagesCheckPersonnel',
    params: PERSON,
  },
  ...changePages('person'),
]
