import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesTrends/share/share'))
