import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import ExportRunner from '@/components/ExportRunner'
import { exportInput, exportWhat, linkParams, phoneInput } from '@/domain/exportParams'
import { decodeParam } from '@/domain/routeParam'
import { to } from '@/links.gen'
import { createExport } from '@/services/exports'
import { navigate } from '@/services/nav'

export { exportInput }

/** Exports a result set to Excel, within the user's level's limits; a search or filter result's phones are sold apart. */
export default function ExportData() {
  const { params } = useRouter()
  const input = exportInput(params)
  const title = decodeParam(params.title) ?? ''
  const phones = phoneInput(params)
  const phoneLink = phones && (
    <View
      className='ex-phone-link'
      onClick={() => navigate(to.exportPhoneData(linkParams(phones, title))).catch(() => undefined)}
      data-testid='export-phone-link'
    >
      <Text className='ex-phone-link__text'>需要联系电话？导出企业电话</Text>
      <Text className='ex-link'>›</Text>
    </View>
  )
  return (
    <View className='ex-page'>
      <HeaderBar title='导出数据' />
      {input ? (
        <ExportRunner what={exportWhat(input, title)} run={() => createExport(input)} extra={phoneLink} />
      ) : (
        <Empty text='没有可导出的内容' />
      )}
    </View>
  )
}
