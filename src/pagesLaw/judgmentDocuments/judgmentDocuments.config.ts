import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesLaw/judgmentDocuments/judgmentDocuments'))
