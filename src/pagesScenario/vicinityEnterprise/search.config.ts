import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesScenario/vicinityEnterprise/search'))
