import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesClues/shareholderChange/shareholderChange'))
