import DimensionPage from '@/components/DimensionPage'

/** 展会详情：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesNewDimension/exhibitionInfo/exhibitionDetail' />
}
