import DimensionPage from '@/components/DimensionPage'

/** 起诉他人详情：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesOperate/sueOtherInfo/sueOtherInfo' />
}
