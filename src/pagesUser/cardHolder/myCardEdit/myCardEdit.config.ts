import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/cardHolder/myCardEdit/myCardEdit'))
