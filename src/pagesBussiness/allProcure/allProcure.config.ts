import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesBussiness/allProcure/allProcure'))
