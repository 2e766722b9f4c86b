import DimensionPage from '@/components/DimensionPage'

/** 网店详情：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesNewDimension/OnlineStoreInfor/detail' />
}
