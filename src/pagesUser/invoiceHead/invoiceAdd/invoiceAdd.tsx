import { View, Text, Input, Switch } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { HeadKind, InvoiceHeadInput } from '../../../../contract/schemas/invoice'
import { checkTaxId, normalizeTaxId } from '@contract/domain/tax-id'
import HeaderBar from '@/components/HeaderBar'
import { createHead, listHeads, updateHead } from '@/services/invoice'
import '../invoice.scss'

type Form = Required<Omit<InvoiceHeadInput, 'isDefault'>> & { isDefault: boolean }
const EMPTY: Form = { kind: 'company', name: '', taxId: '', bank: '', account: '', address: '', phone: '', isDefault: false }

/** The form's problems, in Chinese; empty when it can be saved. */
export function formErrors(f: Form): Partial<Record<keyof Form, string>> {
  const e: Partial<Record<keyof Form, string>> = {}
  if (!f.name.trim()) e.name = f.kind === 'company' ? '请输入单位名称' : '请输入个人姓名'
  if (f.kind === 'company') {
    const t = checkTaxId(f.taxId)
    if (!t.ok) e.taxId = t.reason
  }
  return e
}

/** Adds or edits a head: a company (name and a valid 18-character tax id, optional bank details) or a person. */
export default function InvoiceAdd() {
  const { params } = useRouter()
  const id = Number(params.id) || 0
  const [f, setF] = useState<Form>(EMPTY)
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!id) return
    listHeads().then(
      (r) => {
        const h = r.list.find((x) => x.id === id)
        if (h)
          setF({
            kind: h.kind,
            name: h.name,
            taxId: h.taxId ?? '',
            bank: h.bank ?? '',
            account: h.account ?? '',
            address: h.address ?? '',
            phone: h.phone ?? '',
            isDefault: h.isDefault,
          })
      },
      () => undefined,
    )
  }, [id])

  const errors = formErrors(f)
  const patch = (p: Partial<Form>) => setF({ ...f, ...p })
  const save = async () => {
    setShown(true)
    if (busy || Object.keys(errors).length) return
    setBusy(true)
    const company = f.kind === 'company'
    const input: InvoiceHeadInput = {
      kind: f.kind,
      name: f.name.trim(),
      ...(company
        ? {
            taxId: normalizeTaxId(f.taxId),
            bank: f.bank.trim(),
            account: f.account.trim(),
            address: f.address.trim(),
            phone: f.phone.trim(),
          }
        : {}),
      ...(f.isDefault ? { isDefault: 1 as const } : {}),
    }
    try {
      await (id ? updateHead(id, input) : createHead(input))
      Taro.showToast({ title: '已保存', icon: 'success' })
      setTimeout(() => Taro.navigateBack().catch(() => undefined), 600)
    } catch {
      // the request door showed the server's reason
    } finally {
      setBusy(false)
    }
  }
  const field = (key: keyof Form, label: string, placeholder: string, required = false) => (
    <>
      <View className='iv-field'>
        <Text className='iv-field__label'>
          {required && <Text className='iv-field__required'>*</Text>}
          {label}
        </Text>
        <Input
          className='iv-field__input'
          value={String(f[key])}
          placeholder={placeholder}
          maxlength={key === 'address' ? 200 : 100}
          onInput={(e) => patch({ [key]: e.detail.value } as Partial<Form>)}
          data-testid={`field-${key}`}
        />
      </View>
      {shown && errors[key] && <Text className='iv-error'>{errors[key]}</Text>}
    </>
  )
  return (
    <View className='iv-page'>
      <HeaderBar title={id ? '编辑发票抬头' : '新增发票抬头'} />
      <View className='iv-card'>
        <View className='iv-field'>
          <Text className='iv-field__label'>抬头类型</Text>
          <View className='iv-kinds'>
            {(['company', 'personal'] as HeadKind[]).map((k) => (
              <Text key={k} className={`iv-kind ${f.kind === k ? 'is-on' : ''}`} onClick={() => patch({ kind: k })}>
                {k === 'company' ? '单位' : '个人'}
              </Text>
            ))}
          </View>
        </View>
        {field('name', f.kind === 'company' ? '单位名称' : '个人姓名', f.kind === 'company' ? '与营业执照一致' : '请输入姓名', true)}
        {f.kind === 'company' && field('taxId', '税号', '18位统一社会信用代码', true)}
      </View>
      {f.kind === 'company' && (
        <View className='iv-card'>
          <Text className='iv-card__title'>选填（开具专用发票时需要）</Text>
          {field('bank', '开户银行', '如：招商银行北京分行')}
          {field('account', '银行账号', '对公账号')}
          {field('address', '注册地址', '营业执照上的地址')}
          {field('phone', '注册电话', '如：010-12345678')}
        </View>
      )}
      <View className='iv-card'>
        <View className='iv-field'>
          <Text className='iv-field__label'>设为默认</Text>
          <View className='iv-field__value' />
          <Switch checked={f.isDefault} color='#2979ff' onChange={(e) => patch({ isDefault: Boolean(e.detail.value) })} />
        </View>
      </View>
      <View className='iv-bar'>
        <View className={`iv-btn ${busy ? 'is-busy' : ''}`} onClick={save} data-testid='head-save'>
          <Text>保存</Text>
        </View>
      </View>
    </View>
  )
}
