import { ChangeDetailPage } from '@/components/RiskScan'

/** 企业名称变更：变更前后与日期 */
export default function Page() {
  return <ChangeDetailPage root='person' name='enterpriseName' />
}
