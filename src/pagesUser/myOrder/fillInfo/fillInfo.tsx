import { View, Text, Input } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { InvoiceHead } from '../../../../contract/schemas/invoice'
import { isEmail } from '@contract/domain/email'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import { to } from '@/links.gen'
import { listHeads } from '@/services/invoice'
import { navigate } from '@/services/nav'
import { headSummary } from '../../invoiceHead/headSummary'
import '../../invoiceHead/invoice.scss'

/** Step 1 of an invoice: the head (the default chosen) and the email it is sent to. */
export default function FillInfo() {
  const { params } = useRouter()
  const orderNo = String(params.orderNo ?? '')
  const [heads, setHeads] = useState<InvoiceHead[] | null>(null)
  const [headId, setHeadId] = useState(0)
  const [email, setEmail] = useState('')
  const [shown, setShown] = useState(false)
  const load = () =>
    listHeads().then(
      (r) => {
        setHeads(r.list)
        setHeadId((id) => (r.list.some((h) => h.id === id) ? id : ((r.list.find((h) => h.isDefault) ?? r.list[0])?.id ?? 0)))
      },
      () => setHeads([]),
    )
  useEffect(() => {
    load()
  }, [])
  useDidShow(() => {
    if (heads) load()
  })

  const emailError = !email.trim() ? '请输入接收发票的邮箱' : isEmail(email) ? '' : '请输入正确的接收邮箱'
  const next = () => {
    setShown(true)
    if (!headId) return Taro.showToast({ title: '请选择或新增发票抬头', icon: 'none' })
    if (emailError) return
    navigate(to.invoiceConfirm({ orderNo, headId, email: email.trim() })).catch(() => undefined)
  }
  return (
    <View className='iv-page'>
      <HeaderBar title='填写开票信息' />
      {!heads && <LoadingOverlay visible />}
      <View className='iv-card'>
        <Text className='iv-card__title'>发票抬头</Text>
        {(heads ?? []).map((h) => (
          <View key={h.id} className='iv-head' onClick={() => setHeadId(h.id)} data-testid='pick-head'>
            <View className={`iv-head__radio ${headId === h.id ? 'is-on' : ''}`} />
            <View className='iv-head__main'>
              <Text className='iv-head__name'>{h.name}</Text>
              <Text className='iv-head__meta'>{headSummary(h)}</Text>
            </View>
          </View>
        ))}
        <View className='iv-head' onClick={() => navigate(to.invoiceHeadEdit()).catch(() => undefined)}>
          <Text className='iv-action'>+ 新增发票抬头</Text>
        </View>
      </View>
      <View className='iv-card'>
        <View className='iv-field'>
          <Text className='iv-field__label'>
            <Text className='iv-field__required'>*</Text>接收邮箱
          </Text>
          <Input
            className='iv-field__input'
            type='text'
            value={email}
            placeholder='电子发票将发送到此邮箱'
            maxlength={100}
            onInput={(e) => setEmail(e.detail.value)}
            data-testid='field-email'
          />
        </View>
        {shown && emailError && <Text className='iv-error'>{emailError}</Text>}
      </View>
      <View className='iv-bar'>
        <View className='iv-btn' onClick={next} data-testid='invoice-next'>
          <Text>下一步</Text>
        </View>
      </View>
    </View>
  )
}
