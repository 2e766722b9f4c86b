import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesScan/oneself/onselflist'))
