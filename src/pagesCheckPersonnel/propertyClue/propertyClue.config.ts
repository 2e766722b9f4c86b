import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesCheckPersonnel/propertyClue/propertyClue'))
