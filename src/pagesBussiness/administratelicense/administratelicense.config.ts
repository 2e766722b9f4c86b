import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesBussiness/administratelicense/administratelicense'))
