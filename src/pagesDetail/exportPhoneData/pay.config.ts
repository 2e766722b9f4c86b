import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesDetail/exportPhoneData/pay'))
