import type { RouteDef } from '../routes'

/** Business scenarios (找商机): 新增企业 by province, city and day; 附近企业 around a point; 财产线索 of a debtor (the user's debtors, settings and new clues need the login). */
export const SCENARIO_ROUTES: RouteDef[] = [
  // pagesScenario
  { name: 'newCompanies', path: 'pagesScenario/newlyEnterprise/regionSelection', title: '新增企业', pkg: 'pagesScenario' },
  {
    name: 'newCompaniesCities',
    path: 'pagesScenario/newlyEnterprise/citySelection',
    title: '选择城市',
    pkg: 'pagesScenario',
    params: ['provinceCode'],
  },
  {
    name: 'newCompaniesList',
    path: 'pagesScenario/newlyEnterprise/cityNewlyList',
    title: '新增企业列表',
    pkg: 'pagesScenario',
    params: ['regionCode', 'range?'],
  },
  {
    name: 'nearbyCompanies',
    path: 'pagesScenario/vicinityEnterprise/vicinityEnterprise',
    title: '附近企业',
    pkg: 'pagesScenario',
    params: ['lng?', 'lat?', 'regionCode?', 'pid?', 'label?', 'radius?'],
  },
  {
    name: 'nearbyMap',
    path: 'pagesScenario/vicinityEnterprise/vicinityEnterpriseApp',
    title: '附近企业地图',
    pkg: 'pagesScenario',
    params: ['lng?', 'lat?', 'regionCode?', 'pid?', 'label?', 'radius?', 'industry?', 'status?'],
  },
  {
    name: 'nearbySearch',
    path: 'pagesScenario/vicinityEnterprise/search',
    title: '搜索附近企业',
    pkg: 'pagesScenario',
    params: ['lng?', 'lat?', 'regionCode?', 'pid?', 'label?', 'radius?'],
  },
  // 财产线索: searching a debtor is open to visitors; the user's debtors, settings and new clues need the login
  { name: 'propertyClues', path: 'pagesScenario/propertyClues/home/index', title: '财产线索', pkg: 'pagesScenario' },
  { name: 'propertyCluesSearch', path: 'pagesScenario/propertyClues/home/search', title: '查财产线索', pkg: 'pagesScenario' },
  {
    name: 'propertyCluesResult',
    path: 'pagesScenario/propertyClues/home/result',
    title: '财产线索详情',
    pkg: 'pagesScenario',
    params: ['debtorKind', 'debtorId', 'kind?'],
  },
  {
    name: 'propertyCluesMine',
    path: 'pagesScenario/propertyClues/mine/index',
    title: '我的财产线索',
    pkg: 'pagesScenario',
    needsLogin: true,
  },
  {
    name: 'propertyCluesCollect',
    path: 'pagesScenario/propertyClues/mine/collect',
    title: '收藏的债务人',
    pkg: 'pagesScenario',
    needsLogin: true,
  },
  {
    name: 'propertyCluesSetting',
    path: 'pagesScenario/propertyClues/mine/setting',
    title: '线索设置',
    pkg: 'pagesScenario',
    needsLogin: true,
  },
  {
    name: 'propertyCluesMonitorList',
    path: 'pagesScenario/propertyClues/monitorlist/index',
    title: '监控的债务人',
    pkg: 'pagesScenario',
    needsLogin: true,
  },
  {
    name: 'propertyCluesAddMonitor',
    path: 'pagesScenario/propertyClues/monitorlist/addMonitor',
    title: '添加监控',
    pkg: 'pagesScenario',
    needsLogin: true,
  },
  {
    name: 'propertyCluesRelate',
    path: 'pagesScenario/propertyClues/monitorlist/addPropertyRelate',
    title: '关联我的案件',
    pkg: 'pagesScenario',
    needsLogin: true,
    params: ['id'],
  },
  {
    name: 'propertyCluesMonitor',
    path: 'pagesScenario/propertyClues/clueMonitor/index',
    title: '线索监控',
    pkg: 'pagesScenario',
    needsLogin: true,
    params: ['debtorRowId?'],
  },
  // 查电话: industries to start from, then the companies with their numbers
  { name: 'findPhone', path: 'pagesScenario/findPhone/findPhone', title: '查电话', pkg: 'pagesScenario' },
  {
    name: 'findPhoneQuery',
    path: 'pagesScenario/findPhone/query',
    title: '查电话',
    pkg: 'pagesScenario',
    params: ['industry?', 'regionCode?', 'status?', 'phoneKind?'],
  },
]
