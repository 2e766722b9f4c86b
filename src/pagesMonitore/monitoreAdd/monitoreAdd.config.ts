import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesMonitore/monitoreAdd/monitoreAdd'))
