import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesIntelle/wechatAccount/wechatAccount'))
