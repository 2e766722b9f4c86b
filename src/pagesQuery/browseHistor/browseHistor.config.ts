import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesQuery/browseHistor/browseHistor'))
