import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import ExportRunner from '@/components/ExportRunner'
import { exportProfile } from '@/services/exports'

/** Exports one company's whole profile: its base information and one sheet per family of data dimensions. */
export default function ExportDataDetail() {
  const { params } = useRouter()
  const pid = String(params.pid ?? '')
  const name = params.name ? decodeURIComponent(params.name) : '该企业'
  return (
    <View className='ex-page'>
      <HeaderBar title='导出企业档案' />
      {pid ? (
        <ExportRunner
          what={`${name}的完整档案：工商基本信息一页，司法风险、经营风险、经营信息、知识产权等每类维度各一页。`}
          run={() => exportProfile(pid)}
        />
      ) : (
        <Empty text='没有可导出的企业' />
      )}
    </View>
  )
}
