import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesIndex/detail/detail'))
