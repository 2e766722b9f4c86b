import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesScan/changeDetail/ultimateBeneficiary/ultimateBeneficiary'))
