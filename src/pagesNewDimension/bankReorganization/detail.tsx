import DimensionPage from '@/components/DimensionPage'

/** 破产重整详情：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesNewDimension/bankReorganization/detail' />
}
