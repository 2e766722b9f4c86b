import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesMonitore/collect/collect'))
