import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesDevelop/business/detail'))
