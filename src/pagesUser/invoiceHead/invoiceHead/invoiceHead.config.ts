import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/invoiceHead/invoiceHead/invoiceHead'))
