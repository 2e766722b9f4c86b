import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('enterpriseGroup/pageScan/scan/scan'))
