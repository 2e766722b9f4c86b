import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/memberCenter/memberCenter'))
