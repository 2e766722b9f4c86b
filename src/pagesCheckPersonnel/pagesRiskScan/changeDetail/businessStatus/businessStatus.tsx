import { ChangeDetailPage } from '@/components/RiskScan'

/** 经营状态变更：变更前后与日期 */
export default function Page() {
  return <ChangeDetailPage root='person' name='businessStatus' />
}
