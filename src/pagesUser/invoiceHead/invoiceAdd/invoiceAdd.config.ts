import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/invoiceHead/invoiceAdd/invoiceAdd'))
