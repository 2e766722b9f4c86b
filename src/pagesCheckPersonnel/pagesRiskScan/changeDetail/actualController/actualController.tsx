import { ChangeDetailPage } from '@/components/RiskScan'

/** 实际控制人变更：变更前后与日期 */
export default function Page() {
  return <ChangeDetailPage root='person' name='actualController' />
}
