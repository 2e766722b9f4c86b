import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesBasic/joinShareholderInfo/joinShareholderInfo'))
