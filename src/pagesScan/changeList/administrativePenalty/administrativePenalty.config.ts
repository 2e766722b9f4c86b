import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesScan/changeList/administrativePenalty/administrativePenalty'))
