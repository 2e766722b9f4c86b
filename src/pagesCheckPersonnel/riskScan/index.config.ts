import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesCheckPersonnel/riskScan/index'))
