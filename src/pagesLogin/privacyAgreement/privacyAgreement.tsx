import LegalDocPage from '../shared/LegalDocPage'
import { PRIVACY_POLICY } from '../shared/documents'

export default function Page() {
  return <LegalDocPage doc={PRIVACY_POLICY} />
}
