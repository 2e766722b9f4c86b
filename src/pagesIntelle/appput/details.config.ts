import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesIntelle/appput/details'))
