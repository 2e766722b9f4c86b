import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesFilter/governmentUnit/governmentUnit'))
