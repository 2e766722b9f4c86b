import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { Order } from '../../../../contract/schemas/member'
import type { InvoiceRequest } from '../../../../contract/schemas/invoice'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { formatDate } from '@contract/domain/format'
import { yuan } from '@/domain/payMethod'
import { to } from '@/links.gen'
import { openFile } from '@/services/files'
import { downloadInvoicePdf, listInvoices } from '@/services/invoice'
import { listOrders } from '@/services/member'
import { navigate } from '@/services/nav'
import '../myOrder/myOrder.scss'
import '../../invoiceHead/invoice.scss'

const STATE = { requested: '开票中', issued: '已开票', failed: '开票失败' } as const

/** Paid orders still to invoice, and every invoice asked for with its state and PDF. */
export default function Invoicing() {
  const [orders, setOrders] = useState<Order[] | null>(null)
  const [requests, setRequests] = useState<InvoiceRequest[]>([])
  const load = async () => {
    const [o, r] = await Promise.all([listOrders(1, 'paid'), listInvoices(1)]).catch(() => [null, null] as const)
    setOrders(o?.list ?? [])
    setRequests(r?.list ?? [])
  }
  useEffect(() => {
    load()
  }, [])
  useDidShow(() => {
    if (orders) load()
  })

  const invoiced = new Set(requests.filter((r) => r.state !== 'failed').map((r) => r.orderNo))
  const open = (orders ?? []).filter((o) => !invoiced.has(o.orderNo))
  const nothing = !!orders && open.length === 0 && requests.length === 0
  const pdf = async (r: InvoiceRequest) => {
    try {
      await openFile(await downloadInvoicePdf(r.id), `发票-${r.invoiceNo ?? r.orderNo}.pdf`)
    } catch {
      // the request door showed why
    }
  }
  return (
    <View className='iv-page'>
      <HeaderBar title='开具发票' />
      {!orders && <LoadingOverlay visible />}
      {nothing && (
        <Empty text='暂无可开票的订单，订单支付后可在此开具发票'>
          <View className='mo-empty-btn' onClick={() => navigate(to.memberCenter()).catch(() => undefined)}>
            <Text>去开通会员</Text>
          </View>
        </Empty>
      )}
      {!nothing && (
        <View className='iv-card'>
          <Text className='iv-card__title'>可开票订单</Text>
          {open.map((o) => (
            <View key={o.orderNo} className='iv-head' data-testid='invoiceable-order'>
              <View className='iv-head__main'>
                <Text className='iv-head__name'>{o.title}</Text>
                <Text className='iv-head__meta'>
                  ¥{yuan(o.amountFen - (o.refundFen ?? 0))} · {o.paidAt ? formatDate(o.paidAt, 'yyyy-mm-dd hh:MM') : ''}
                </Text>
              </View>
              <Text className='mo-btn' onClick={() => navigate(to.invoiceFill({ orderNo: o.orderNo })).catch(() => undefined)}>
                开发票
              </Text>
            </View>
          ))}
          {orders && open.length === 0 && <Text className='iv-head__meta iv-empty'>暂无数据～</Text>}
        </View>
      )}
      {!nothing && (
        <View className='iv-card'>
          <Text className='iv-card__title'>开票记录</Text>
          {requests.map((r) => (
            <View key={r.id} className='iv-head' data-testid='invoice-request'>
              <View className='iv-head__main'>
                <Text className='iv-head__name'>
                  {r.buyer.name}
                  <Text className='iv-tag'>{STATE[r.state]}</Text>
                </Text>
                <Text className='iv-head__meta'>
                  ¥{yuan(r.amountFen)} · {r.email} · {formatDate(r.createdAt, 'yyyy-mm-dd')}
                </Text>
                {r.state === 'failed' && r.failReason && <Text className='iv-error'>{r.failReason}</Text>}
              </View>
              {r.pdfReady && (
                <Text className='mo-btn is-ghost' onClick={() => pdf(r)}>
                  下载发票
                </Text>
              )}
            </View>
          ))}
          {requests.length === 0 && <Text className='iv-head__meta iv-empty'>暂无数据～</Text>}
        </View>
      )}
      <Text className='iv-note'>电子发票开具后发送至你填写的邮箱，也可在此下载。发票抬头可在“发票抬头”中管理。</Text>
      <View className='iv-bar'>
        <View className='iv-btn is-ghost' onClick={() => navigate(to.invoiceHeads()).catch(() => undefined)}>
          <Text>管理发票抬头</Text>
        </View>
      </View>
    </View>
  )
}
