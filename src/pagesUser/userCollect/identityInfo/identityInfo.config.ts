import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/userCollect/identityInfo/identityInfo'))
