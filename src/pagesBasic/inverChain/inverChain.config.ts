import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesBasic/inverChain/inverChain'))
