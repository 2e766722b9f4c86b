import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesScenario/propertyClues/home/search'))
