import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pages/find/find'))
