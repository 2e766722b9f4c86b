/**
 * Pages the product already names (rows of 我的, service entries) but that are not built yet. They are not
 * routes: the app config leaves them out, `navigate` refuses them and the menus hide them. A page moves from
 * here into its area's part of the manifest when it is built; its `planned.<name>` then becomes `to.<name>`.
 */
export interface PlannedPage {
  name: string
  path: string
  title: string
}

export const PLANNED_PAGES: PlannedPage[] = [
  // pagesJudicial
  { name: 'judicialData', path: 'pagesJudicial/judicialData/index', title: '司法案件' },
  // enterpriseGroup
  { name: 'enterpriseGroups', path: 'enterpriseGroup/enterpriseGroup/enterpriseGroup', title: '企业集团' },
  // pagesScenario
  { name: 'nearbyCompanies', path: 'pagesScenario/vicinityEnterprise/vicinityEnterprise', title: '附近企业' },
  { name: 'findPhone', path: 'pagesScenario/findPhone/findPhone', title: '查电话' },
  { name: 'propertyClues', path: 'pagesScenario/propertyClues/index', title: '财产线索' },
]
