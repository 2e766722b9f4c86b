import DimensionPage from '@/components/DimensionPage'

/** 融资与业务详情：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesDevelop/business/detail' />
}
