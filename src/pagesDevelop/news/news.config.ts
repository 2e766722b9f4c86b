import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesDevelop/news/news'))
