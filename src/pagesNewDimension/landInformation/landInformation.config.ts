import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesNewDimension/landInformation/landInformation'))
