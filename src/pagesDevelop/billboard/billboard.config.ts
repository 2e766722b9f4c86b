import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesDevelop/billboard/billboard'))
