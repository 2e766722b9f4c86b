import { ChangeDetailPage } from '@/components/RiskScan'

/** 企业类型变更：变更前后与日期 */
export default function Page() {
  return <ChangeDetailPage root='person' name='enterpriseType' />
}
