import DimensionPage from '@/components/DimensionPage'

/** 土地信息：列表（pid 或 personId） */
export default function Page() {
  return <DimensionPage path='pagesNewDimension/landInformation/landInformation' />
}
