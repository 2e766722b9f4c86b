import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesDetail/exportData/exportData'))
