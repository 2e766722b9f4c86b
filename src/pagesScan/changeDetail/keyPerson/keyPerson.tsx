import { ChangeDetailPage } from '@/components/RiskScan'

/** 主要人员变更：变更前后与日期 */
export default function Page() {
  return <ChangeDetailPage root='company' name='keyPerson' />
}
