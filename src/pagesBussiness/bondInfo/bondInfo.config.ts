import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesBussiness/bondInfo/bondInfo'))
