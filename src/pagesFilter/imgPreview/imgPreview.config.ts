import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesFilter/imgPreview/imgPreview'))
