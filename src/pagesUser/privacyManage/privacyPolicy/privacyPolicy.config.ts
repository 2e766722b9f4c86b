import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/privacyManage/privacyPolicy/privacyPolicy'))
