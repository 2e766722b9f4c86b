import { pageConfig } from '@/routes'

export default definePageConfig(
  pageConfig('pagesCheckPersonnel/pagesRiskScan/changeList/bankruptcyReorganization/bankruptcyReorganization'),
)
