import DimensionPage from '@/components/DimensionPage'

/** 专利详情：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesIntelle/apppatentdetail/apppatentdetail' />
}
