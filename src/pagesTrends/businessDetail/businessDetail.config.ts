import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesTrends/businessDetail/businessDetail'))
