import DimensionPage from '@/components/DimensionPage'

/** 建筑资质：列表（pid 或 personId） */
export default function Page() {
  return <DimensionPage path='pagesNewDimension/buildInfor/buildInfor' />
}
