import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesFilter/subscribe/subscribe'))
