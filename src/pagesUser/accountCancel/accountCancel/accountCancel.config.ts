import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/accountCancel/accountCancel/accountCancel'))
