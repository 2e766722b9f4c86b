import { ChangeListPage } from '@/components/RiskScan'

/** 历史行政处罚：已失效的记录（pid 或 personId） */
export default function Page() {
  return <ChangeListPage root='company' name='administrativePenalty' fixedCurrent='0' />
}
