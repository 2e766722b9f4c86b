import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesCheckPersonnel/resume/jobAnalysis'))
