import { ChangeListPage } from '@/components/RiskScan'

/** 失信被执行人：风险时间筛选（今天/近1个月/近3个月/近1年/近3年） */
export default function Page() {
  return <ChangeListPage root='person' name='dishonestExecutor' />
}
