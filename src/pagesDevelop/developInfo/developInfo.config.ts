import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesDevelop/developInfo/developInfo'))
