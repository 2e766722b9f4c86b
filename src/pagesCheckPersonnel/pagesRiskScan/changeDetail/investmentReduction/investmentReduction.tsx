import { ChangeDetailPage } from '@/components/RiskScan'

/** 对外投资（减少投资）：变更前后与日期 */
export default function Page() {
  return <ChangeDetailPage root='person' name='investmentReduction' />
}
