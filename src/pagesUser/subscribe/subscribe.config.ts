import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/subscribe/subscribe'))
