import { View, Text } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { InvoiceHeadList, InvoiceHead } from '../../../../contract/schemas/invoice'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { to } from '@/links.gen'
import { deleteHead, listHeads, setDefaultHead } from '@/services/invoice'
import { navigate } from '@/services/nav'
import { headSummary } from '../headSummary'
import '../invoice.scss'

/** The user's invoice heads: the default first; set another default, edit, delete, add. */
export default function InvoiceHeadPage() {
  const [data, setData] = useState<InvoiceHeadList | null>(null)
  const load = () =>
    listHeads().then(setData, () =>
      setData({
        list: [],
        max: 0,
      }),
    )
  useEffect(() => {
    load()
  }, [])
  useDidShow(() => {
    if (data) load()
  })

  const remove = async (h: InvoiceHead) => {
    const r = await Taro.showModal({
      title: '删除抬头',
      content: `确定删除“${h.name}”吗？已开具的发票不受影响。`,
      confirmText: '删除',
      confirmColor: '#fa3534',
    })
    if (r?.confirm) deleteHead(h.id).then(setData, () => undefined)
  }
  const list = data?.list ?? []
  return (
    <View className='iv-page'>
      <HeaderBar title='发票抬头' />
      {!data && <LoadingOverlay visible />}
      {list.length > 0 && (
        <View className='iv-card'>
          {list.map((h) => (
            <View key={h.id} className='iv-head' data-testid='invoice-head'>
              <View className='iv-head__main'>
                <Text className='iv-head__name'>
                  {h.name}
                  {h.isDefault && <Text className='iv-tag'>默认</Text>}
                </Text>
                <Text className='iv-head__meta'>{headSummary(h)}</Text>
                <View className='iv-actions'>
                  {!h.isDefault && (
                    <Text className='iv-action' onClick={() => setDefaultHead(h.id).then(setData, () => undefined)}>
                      设为默认
                    </Text>
                  )}
                  <Text className='iv-action' onClick={() => navigate(to.invoiceHeadEdit({ id: h.id })).catch(() => undefined)}>
                    编辑
                  </Text>
                  <Text className='iv-action is-danger' onClick={() => remove(h)}>
                    删除
                  </Text>
                </View>
              </View>
            </View>
          ))}
        </View>
      )}
      {data && list.length === 0 && <Empty text='暂无数据～' />}
      {data && data.max > 0 && <Text className='iv-note'>最多可保存 {data.max} 个抬头。单位抬头需填写18位统一社会信用代码。</Text>}
      <View className='iv-bar'>
        <View
          className='iv-btn'
          onClick={() =>
            data && list.length >= data.max
              ? Taro.showToast({ title: `最多保存${data.max}个抬头`, icon: 'none' })
              : navigate(to.invoiceHeadEdit()).catch(() => undefined)
          }
        >
          <Text>新增抬头</Text>
        </View>
      </View>
    </View>
  )
}
