import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesLaw/caseDetail/caseDetail'))
