import DimensionPage from '@/components/DimensionPage'

/** 人员证书：列表（pid 或 personId） */
export default function Page() {
  return <DimensionPage path='pagesNewDimension/employees/personInfo' />
}
