import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesDevelop/bgCheck/bgCheck'))
