import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesJudicial/dishonestDebtor/dishonestDebtor'))
