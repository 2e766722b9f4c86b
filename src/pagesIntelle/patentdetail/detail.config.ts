import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesIntelle/patentdetail/detail'))
