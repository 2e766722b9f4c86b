import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesScenario/propertyClues/clueMonitor/index'))
