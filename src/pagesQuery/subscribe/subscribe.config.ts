import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesQuery/subscribe/subscribe'))
