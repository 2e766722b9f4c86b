import { ScanListMorePage } from '@/components/RiskScan'

/** 风险扫描：按分组与等级的全部风险项 */
export default function Page() {
  return <ScanListMorePage root='company' />
}
