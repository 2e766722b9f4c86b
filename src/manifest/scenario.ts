import type { RouteDef } from '../routes'

/** Business scenarios (找商机): 新增企业 by province, city and day. Public pages, no login. */
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
]
