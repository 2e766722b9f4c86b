import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesQuery/copyright/rjCopyright'))
