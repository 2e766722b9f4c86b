import { ChangeDetailPage } from '@/components/RiskScan'

/** 股东变更：变更前后与日期 */
export default function Page() {
  return <ChangeDetailPage root='company' name='shareholder' />
}
