import DimensionPage from '@/components/DimensionPage'

/** 员工证书详情：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesNewDimension/employees/detail' />
}
