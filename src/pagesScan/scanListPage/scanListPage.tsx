import { ScanListPagePage } from '@/components/RiskScan'

/** 风险扫描：一项风险背后的全部记录 */
export default function Page() {
  return <ScanListPagePage root='company' />
}
