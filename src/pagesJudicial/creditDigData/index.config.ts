import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesJudicial/creditDigData/index'))
