import DimensionPage from '@/components/DimensionPage'

/** 违约详情：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesOperate/disputeDetails/disputeDetails' />
}
