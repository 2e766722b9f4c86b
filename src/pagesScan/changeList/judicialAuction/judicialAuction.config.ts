import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesScan/changeList/judicialAuction/judicialAuction'))
