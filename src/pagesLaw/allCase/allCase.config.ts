import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesLaw/allCase/allCase'))
