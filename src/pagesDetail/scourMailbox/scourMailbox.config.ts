import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesDetail/scourMailbox/scourMailbox'))
