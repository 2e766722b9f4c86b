import { ScanListPagePage } from '@/components/RiskScan'

/** 人员尽调：一项风险背后的全部记录 */
export default function Page() {
  return <ScanListPagePage root='person' />
}
