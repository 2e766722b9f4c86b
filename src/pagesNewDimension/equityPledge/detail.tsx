import DimensionPage from '@/components/DimensionPage'

/** 股权出质详情：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesNewDimension/equityPledge/detail' />
}
