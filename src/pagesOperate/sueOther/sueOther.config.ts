import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesOperate/sueOther/sueOther'))
