import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import type { ExportCreateInput, ResultExportKind } from '../../../contract/schemas/export'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import ExportRunner from '@/components/ExportRunner'
import { createExport } from '@/services/exports'

const FILTER_KEYS = ['keyword', 'regionCode', 'industry', 'estStart', 'estEnd', 'status', 'companyType'] as const
const NUMBER_KEYS = ['capitalMin', 'capitalMax'] as const

/** The export the page's parameters describe: a keyword search, an advanced filter or one dimension of a company. */
export function exportInput(params: Record<string, string | undefined>): ExportCreateInput | null {
  const kind = params.kind as ResultExportKind
  const text = (k: string) => {
    const v = params[k]
    return v ? decodeURIComponent(v) : undefined
  }
  if (kind === 'dimension') return params.pid && params.dimension ? { kind, pid: params.pid, dimension: params.dimension } : null
  if (kind !== 'search' && kind !== 'advanced') return null
  const input: ExportCreateInput = { kind }
  for (const k of FILTER_KEYS) if (text(k)) input[k] = text(k)
  for (const k of NUMBER_KEYS) if (params[k] && Number.isFinite(Number(params[k]))) input[k] = Number(params[k])
  return kind === 'search' && !input.keyword ? null : input
}

/** Exports a result set to Excel, within the user's level's limits. */
export default function ExportData() {
  const { params } = useRouter()
  const input = exportInput(params)
  const title = params.title ? decodeURIComponent(params.title) : ''
  const what =
    input?.kind === 'search'
      ? `企业搜索“${input.keyword}”的结果`
      : input?.kind === 'advanced'
        ? `高级搜索的筛选结果${title ? `：${title}` : ''}`
        : `${title || '维度数据'}的全部记录`
  return (
    <View className='ex-page'>
      <HeaderBar title='导出数据' />
      {input ? <ExportRunner what={what} run={() => createExport(input)} /> : <Empty text='没有可导出的内容' />}
    </View>
  )
}
