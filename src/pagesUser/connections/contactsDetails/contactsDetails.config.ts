import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/connections/contactsDetails/contactsDetails'))
