import { ChangeDetailPage } from '@/components/RiskScan'

/** 法定代表人变更：变更前后与日期 */
export default function Page() {
  return <ChangeDetailPage root='company' name='legalPerson' />
}
