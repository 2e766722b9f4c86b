import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/feedback/dysfunction/dysfunction'))
