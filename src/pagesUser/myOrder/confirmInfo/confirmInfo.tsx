import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { Order } from '../../../../contract/schemas/member'
import type { InvoiceHead, InvoiceRequest } from '../../../../contract/schemas/invoice'
import Empty from '@/components/Empty'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import { yuan } from '@/domain/payMethod'
import { to } from '@/links.gen'
import { openFile } from '@/services/files'
import { downloadInvoicePdf, listHeads, requestInvoice } from '@/services/invoice'
import { getOrder } from '@/services/member'
import { navigate } from '@/services/nav'
import type { ApiError } from '@/services/request'
import '../../invoiceHead/invoice.scss'

/** Step 2: what will be invoiced, to whom and where it goes; submitting issues it (or says why not). */
export default function ConfirmInfo() {
  const { params } = useRouter()
  const orderNo = String(params.orderNo ?? '')
  const headId = Number(params.headId) || 0
  // the H5 router hands query values over still percent-encoded
  const email = decodeURIComponent(String(params.email ?? ''))
  const [order, setOrder] = useState<Order | null>(null)
  const [head, setHead] = useState<InvoiceHead | null>(null)
  const [done, setDone] = useState<InvoiceRequest | null>(null)
  const [busy, setBusy] = useState(false)
  // why the page cannot show what it would invoice: a link without its order or head, or one that names neither
  const [problem, setProblem] = useState(() => (!orderNo ? '缺少订单号，请从我的订单进入' : !headId ? '缺少发票抬头，请重新选择' : ''))
  useEffect(() => {
    if (!orderNo || !headId) return
    const fail = (e: ApiError) => setProblem(e?.message || '加载失败，请返回重试')
    getOrder(orderNo, false).then(setOrder, fail)
    listHeads().then((r) => {
      const found = r.list.find((h) => h.id === headId)
      if (found) setHead(found)
      else setProblem('发票抬头不存在，请重新选择')
    }, fail)
  }, [orderNo, headId])

  const submit = async () => {
    if (busy) return
    setBusy(true)
    try {
      setDone(await requestInvoice({ orderNo, headId, email }))
    } catch {
      // the request door showed the server's reason
    } finally {
      setBusy(false)
    }
  }
  const pdf = async () => {
    if (!done) return
    try {
      await openFile(await downloadInvoicePdf(done.id), `发票-${done.invoiceNo ?? done.orderNo}.pdf`)
    } catch {
      // the request door showed why
    }
  }
  const row = (label: string, value: string) => (
    <View className='iv-field'>
      <Text className='iv-field__label'>{label}</Text>
      <Text className='iv-field__value'>{value}</Text>
    </View>
  )
  if (problem && !done) {
    const back = orderNo ? to.invoiceFill({ orderNo }) : to.myOrders()
    return (
      <View className='iv-page'>
        <HeaderBar title='确认开票信息' />
        <Empty text={problem}>
          <View className='iv-btn is-back' data-testid='invoice-back' onClick={() => navigate(back, 'redirect').catch(() => undefined)}>
            <Text>{orderNo ? '重新填写开票信息' : '返回我的订单'}</Text>
          </View>
        </Empty>
      </View>
    )
  }
  if (!order || !head) {
    return (
      <View className='iv-page'>
        <HeaderBar title='确认开票信息' />
        <LoadingOverlay visible />
      </View>
    )
  }
  const amount = order.amountFen - (order.refundFen ?? 0)
  return (
    <View className='iv-page'>
      <HeaderBar title={done ? '开票结果' : '确认开票信息'} />
      {done && (
        <View className='iv-card' data-testid='invoice-result'>
          <Text className='iv-card__title'>
            {done.state === 'issued' ? '开票成功' : done.state === 'failed' ? '开票失败' : '已提交，正在开票'}
          </Text>
          <Text className='iv-head__meta iv-empty'>
            {done.state === 'issued'
              ? `发票号 ${done.invoiceNo}，接收邮箱 ${done.email}，也可在下方下载`
              : done.state === 'failed'
                ? done.failReason || '请稍后重试'
                : '开具后会发送到你的邮箱'}
          </Text>
        </View>
      )}
      <View className='iv-card'>
        {row('发票类型', '增值税电子普通发票')}
        {row('发票内容', '会员服务费')}
        {row('开票金额', `¥${yuan(amount)}`)}
        {row('抬头', head.name)}
        {head.kind === 'company' && row('税号', head.taxId ?? '')}
        {row('接收邮箱', email)}
        {row('订单号', orderNo)}
      </View>
      {!done && <Text className='iv-note'>请核对抬头与税号，开具后如需更改须先作废原发票。</Text>}
      <View className='iv-bar'>
        {done ? (
          <>
            <View className='iv-btn is-ghost' onClick={() => navigate(to.invoicing(), 'redirect').catch(() => undefined)}>
              <Text>开票记录</Text>
            </View>
            {done.pdfReady && (
              <View className='iv-btn' onClick={pdf}>
                <Text>下载发票</Text>
              </View>
            )}
          </>
        ) : (
          <View className={`iv-btn ${busy ? 'is-busy' : ''}`} onClick={submit} data-testid='invoice-submit'>
            <Text>{busy ? '提交中…' : '提交开票'}</Text>
          </View>
        )}
      </View>
    </View>
  )
}
