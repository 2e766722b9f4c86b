import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesLaw/finalCase/finalCase'))
