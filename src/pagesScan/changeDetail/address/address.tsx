import { ChangeDetailPage } from '@/components/RiskScan'

/** 企业地址变更：变更前后与日期 */
export default function Page() {
  return <ChangeDetailPage root='company' name='address' />
}
