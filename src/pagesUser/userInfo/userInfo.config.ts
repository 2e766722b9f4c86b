import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/userInfo/userInfo'))
