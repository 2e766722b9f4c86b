import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesScan/scanListMore/scanListMore'))
