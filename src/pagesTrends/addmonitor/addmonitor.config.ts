import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesTrends/addmonitor/addmonitor'))
