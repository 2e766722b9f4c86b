import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/myOrder/invoicing/invoicing'))
