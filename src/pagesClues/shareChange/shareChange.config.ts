import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesClues/shareChange/shareChange'))
