import { ChangeListPage } from '@/components/RiskScan'

/** 历史股权冻结：已失效的记录（pid 或 personId） */
export default function Page() {
  return <ChangeListPage root='company' name='equityFreeze' fixedCurrent='0' />
}
