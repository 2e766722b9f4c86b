import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesOperate/cooperate/quitSupplier'))
