import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesIntelle/eltappsd/eltappsd'))
