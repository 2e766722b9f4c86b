import DimensionPage from '@/components/DimensionPage'

/** 应用详情：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesIntelle/appput/details' />
}
