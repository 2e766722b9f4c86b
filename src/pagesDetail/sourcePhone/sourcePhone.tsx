import DimensionPage from '@/components/DimensionPage'

/** 号码来源：记录详情（id） */
export default function Page() {
  return <DimensionPage path='pagesDetail/sourcePhone/sourcePhone' />
}
