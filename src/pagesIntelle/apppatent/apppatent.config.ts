import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesIntelle/apppatent/apppatent'))
