import { ScanListMorePage } from '@/components/RiskScan'

/** 人员尽调：全部风险项 */
export default function Page() {
  return <ScanListMorePage root='person' />
}
