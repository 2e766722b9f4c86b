import DimensionPage from '@/components/DimensionPage'

/** 建筑资质详情：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesNewDimension/buildInfor/detail' />
}
