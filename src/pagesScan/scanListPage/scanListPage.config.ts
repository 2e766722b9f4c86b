import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesScan/scanListPage/scanListPage'))
