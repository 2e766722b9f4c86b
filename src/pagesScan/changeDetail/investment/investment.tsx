import { ChangeDetailPage } from '@/components/RiskScan'

/** 对外投资（新增投资）：变更前后与日期 */
export default function Page() {
  return <ChangeDetailPage root='company' name='investment' />
}
