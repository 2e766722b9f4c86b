import DimensionPage from '@/components/DimensionPage'

/** 破产重整：列表（pid 或 personId） */
export default function Page() {
  return <DimensionPage path='pagesNewDimension/bankReorganization/bankReorganization' />
}
