import DimensionPage from '@/components/DimensionPage'

/** 股权出质：列表（pid 或 personId） */
export default function Page() {
  return <DimensionPage path='pagesNewDimension/equityPledge/equityPledge' />
}
