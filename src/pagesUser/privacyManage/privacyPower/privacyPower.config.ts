import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/privacyManage/privacyPower/privacyPower'))
