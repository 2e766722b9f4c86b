import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('enterpriseGroup/judicialCases/judicialCases'))
