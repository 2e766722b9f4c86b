import LegalDocPage from '../shared/LegalDocPage'
import { USER_AGREEMENT } from '../shared/documents'

export default function Page() {
  return <LegalDocPage doc={USER_AGREEMENT} />
}
