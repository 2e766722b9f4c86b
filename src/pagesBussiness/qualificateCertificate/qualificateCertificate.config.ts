import { pageConfig } from '@/routes'

export default definePageConfig(pageConfig('pagesBussiness/qualificateCertificate/qualificateCertificate'))
