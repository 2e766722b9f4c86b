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
  // pagesScenario
]
