import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesCheckPersonnel/pagesRiskScan/changeList/businessAnomaly/businessAnomaly'))
