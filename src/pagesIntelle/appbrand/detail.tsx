import DimensionPage from '@/components/DimensionPage'

/** 商标详情：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesIntelle/appbrand/detail' />
}
