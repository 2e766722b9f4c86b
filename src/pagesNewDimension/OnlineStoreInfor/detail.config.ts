import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesNewDimension/OnlineStoreInfor/detail'))
