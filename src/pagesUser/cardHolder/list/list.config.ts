import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/cardHolder/list/list'))
