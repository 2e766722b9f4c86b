import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesLogin/scan/scan'))
