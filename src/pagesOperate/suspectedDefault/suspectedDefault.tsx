import DimensionPage from '@/components/DimensionPage'

/** 疑似违约：列表（pid 或 personId），带 id 时为记录详情 */
export default function Page() {
  return <DimensionPage path='pagesOperate/suspectedDefault/suspectedDefault' />
}
