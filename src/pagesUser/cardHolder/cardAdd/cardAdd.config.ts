import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/cardHolder/cardAdd/cardAdd'))
