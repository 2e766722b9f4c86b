import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesUser/myDownload/frequency/frequency'))
