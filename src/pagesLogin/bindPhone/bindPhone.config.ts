import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesLogin/bindPhone/bindPhone'))
