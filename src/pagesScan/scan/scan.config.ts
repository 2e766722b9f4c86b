import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesScan/scan/scan'))
