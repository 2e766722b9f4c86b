import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('enterpriseGroup/enterpriseGroup/productServices'))
