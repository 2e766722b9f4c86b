import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesBasic/equityChain/equityChain'))
