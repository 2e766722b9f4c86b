import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesBasic/joinShareHoldInfo/joinShareHoldInfo'))
