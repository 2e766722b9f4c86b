import { View, Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { firstContactProblem } from '@contract/domain/connections'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { contactDetail, updateContact } from '@/services/connections'
import { back } from '@/services/nav'
import ContactForm, { formOf, type ContactFormValue } from '../shared/ContactForm'
import '../../cardHolder/shared/card.scss'
import '../shared/connections.scss'

/** 编辑联系人: the contact's fields, saved back to 联系人详情. */
export default function ContactsEdit() {
  const id = Number(useRouter().params.id)
  const [form, setForm] = useState<ContactFormValue | null>(null)
  const [error, setError] = useState('')
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      setError('联系人不存在或已删除')
      return
    }
    contactDetail(id).then(
      (c) => setForm(formOf(c)),
      (e) => setError((e as Error)?.message || '加载失败'),
    )
  }, [id])

  if (!form)
    return (
      <View className='cd-page'>
        <HeaderBar title='编辑联系人' />
        {error ? (
          <Empty text={error} />
        ) : (
          <View data-testid='contact-skeleton'>
            <View className='cn-skeleton' />
            <View className='cn-skeleton' />
          </View>
        )}
      </View>
    )

  const save = async () => {
    setSent(true)
    if (busy) return
    const problem = firstContactProblem(form)
    if (problem) {
      Taro.showToast({ title: problem, icon: 'none' })
      return
    }
    setBusy(true)
    try {
      await updateContact(id, form)
      Taro.showToast({ title: '已保存', icon: 'success', duration: 1200 })
      setTimeout(() => back().catch(() => undefined), 600)
    } catch {
      // the request door showed the server's reason
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='cd-page'>
      <HeaderBar title='编辑联系人' />
      <ContactForm value={form} onChange={setForm as (v: ContactFormValue) => void} showErrors={sent} />
      <View className='cd-bar'>
        <View className={`cd-btn ${busy ? 'is-busy' : ''}`} data-testid='contact-save' onClick={save}>
          <Text>保存</Text>
        </View>
      </View>
    </View>
  )
}
