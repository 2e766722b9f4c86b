import DimensionPage from '@/components/DimensionPage'

/** 展会信息：列表（pid 或 personId） */
export default function Page() {
  return <DimensionPage path='pagesNewDimension/exhibitionInfo/exhibitionInfo' />
}
