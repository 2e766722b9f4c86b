import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesCheckPersonnel/pagesRiskInfo/riskInfo/riskInfo'))
