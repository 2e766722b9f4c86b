import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesMonitore/monitoreGroup/monitoreGroup'))
