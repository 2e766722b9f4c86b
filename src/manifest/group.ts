import type { RouteDef } from '../routes'

/** 企业集团: the groups of companies under one actual controller. Public pages, no login. */
const pkg = 'enterpriseGroup'
const page = (name: string, path: string, title: string): RouteDef => ({ name, path: `${pkg}/${path}`, title, pkg, params: ['groupId'] })

export const GROUP_ROUTES: RouteDef[] = [
  // without a group: search and the largest groups; with one: its overview
  { name: 'enterpriseGroups', path: `${pkg}/enterpriseGroup/enterpriseGroup`, title: '企业集团', pkg, params: ['groupId?'] },
  page('groupInfo', 'enterpriseGroup/groupInfo', '集团信息'),
  page('groupPropertyClues', 'enterpriseGroup/propertyClues', '财产线索'),
  page('groupProducts', 'enterpriseGroup/productServices', '产品服务'),
  page('groupScan', 'pageScan/scan/scan', '集团风险扫描'),
  page('groupJudicialCases', 'judicialCases/judicialCases', '司法案件'),
  page('groupLegal', 'judicialCases/legalcommonTab', '法律诉讼'),
  page('groupBranches', 'baseInfo/branch', '分支机构'),
  page('groupInvestments', 'baseInfo/overseaInveste', '对外投资'),
  page('groupMembers', 'baseInfo/memberEnterprise', '成员企业'),
  page('groupInvestors', 'baseInfo/investor', '集团股东'),
  page('groupPersons', 'baseInfo/groupPerson', '主要人员'),
]
