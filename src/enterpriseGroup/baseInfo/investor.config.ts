import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('enterpriseGroup/baseInfo/investor'))
