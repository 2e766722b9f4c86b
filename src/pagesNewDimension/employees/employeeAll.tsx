import DimensionPage from '@/components/DimensionPage'

/** 企业员工：列表（pid 或 personId） */
export default function Page() {
  return <DimensionPage path='pagesNewDimension/employees/employeeAll' />
}
