import DimensionPage from '@/components/DimensionPage'

/** 土地详情：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesNewDimension/landInformation/detail' />
}
