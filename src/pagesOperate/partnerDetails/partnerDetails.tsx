import DimensionPage from '@/components/DimensionPage'

/** 合作伙伴详情：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesOperate/partnerDetails/partnerDetails' />
}
