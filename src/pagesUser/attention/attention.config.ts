import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/attention/attention'))
