import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesCheckPersonnel/pagesRiskScan/changeDetail/actualController/actualController'))
