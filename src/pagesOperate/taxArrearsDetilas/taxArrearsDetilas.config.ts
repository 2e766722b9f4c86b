import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesOperate/taxArrearsDetilas/taxArrearsDetilas'))
