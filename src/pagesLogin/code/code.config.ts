import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesLogin/code/code'))
