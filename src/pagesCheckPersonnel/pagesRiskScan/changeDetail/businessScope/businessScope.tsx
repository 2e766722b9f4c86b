import { ChangeDetailPage } from '@/components/RiskScan'

/** 经营范围变更：变更前后与日期 */
export default function Page() {
  return <ChangeDetailPage root='person' name='businessScope' />
}
