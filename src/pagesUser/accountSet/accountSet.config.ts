import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/accountSet/accountSet'))
