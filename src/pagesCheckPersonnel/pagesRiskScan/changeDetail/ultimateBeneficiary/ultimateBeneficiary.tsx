import { ChangeDetailPage } from '@/components/RiskScan'

/** 最终受益人变更：变更前后与日期 */
export default function Page() {
  return <ChangeDetailPage root='person' name='ultimateBeneficiary' />
}
