import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesScan/changeList/taxArrears/taxArrears'))
