import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesCheckPersonnel/pagesDetail/detail/detail'))
