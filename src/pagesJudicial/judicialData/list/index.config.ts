import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesJudicial/judicialData/list/index'))
