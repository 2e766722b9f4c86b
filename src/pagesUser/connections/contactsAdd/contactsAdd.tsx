import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { firstContactProblem } from '@contract/domain/connections'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { createContact } from '@/services/connections'
import { navigate } from '@/services/nav'
import ContactForm, { EMPTY_CONTACT_FORM, type ContactFormValue } from '../shared/ContactForm'
import '../../cardHolder/shared/card.scss'
import '../shared/connections.scss'

/** 新增联系人: a new contact; saved, its 联系人详情 opens in place of the form. */
export default function ContactsAdd() {
  const [form, setForm] = useState<ContactFormValue>(EMPTY_CONTACT_FORM)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)

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
      const c = await createContact(form)
      Taro.showToast({ title: '已保存', icon: 'success', duration: 1200 })
      await navigate(to.contactsDetails({ id: c.id }), 'redirect').catch(() => undefined)
    } catch {
      // the request door showed the server's reason
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='cd-page'>
      <HeaderBar title='新增联系人' />
      <ContactForm value={form} onChange={setForm} showErrors={sent} />
      <Text className='cd-hint'>带 * 为必填项。电话可填手机号或座机号；公司可通过“添加企业”关联企业库中的企业。</Text>
      <View className='cd-bar'>
        <View className={`cd-btn ${busy ? 'is-busy' : ''}`} data-testid='contact-save' onClick={save}>
          <Text>保存</Text>
        </View>
      </View>
    </View>
  )
}
