import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesTrends/addmonitorNew/addmonitorNew'))
