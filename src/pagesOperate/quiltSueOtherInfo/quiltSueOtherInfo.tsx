import DimensionPage from '@/components/DimensionPage'

/** 被他人起诉详情：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesOperate/quiltSueOtherInfo/quiltSueOtherInfo' />
}
