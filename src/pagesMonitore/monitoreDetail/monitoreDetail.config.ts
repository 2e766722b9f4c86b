import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesMonitore/monitoreDetail/monitoreDetail'))
