import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesCheckPersonnel/pagesRiskScan/scanListPage/scanListPage'))
