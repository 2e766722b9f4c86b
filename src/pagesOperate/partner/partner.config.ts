import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesOperate/partner/partner'))
