import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesScan/changeDetail/actualController/actualController'))
