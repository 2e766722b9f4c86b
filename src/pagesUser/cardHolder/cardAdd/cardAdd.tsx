import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { firstCardProblem } from '@contract/domain/cards'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { createCard } from '@/services/cards'
import { navigate } from '@/services/nav'
import CardForm, { EMPTY_CARD_FORM, type CardFormValue } from '../shared/CardForm'
import '../shared/card.scss'

/** 添加名片: a new card for 名片夹; saved, it shows 保存成功. */
export default function CardAdd() {
  const [form, setForm] = useState<CardFormValue>(EMPTY_CARD_FORM)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)

  const save = async () => {
    setSent(true)
    if (busy) return
    const problem = firstCardProblem(form)
    if (problem) {
      Taro.showToast({ title: problem, icon: 'none' })
      return
    }
    setBusy(true)
    try {
      const card = await createCard(form)
      await navigate(to.cardSuc({ id: card.id }), 'redirect').catch(() => undefined)
    } catch {
      // the request door showed the server's reason
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='cd-page'>
      <HeaderBar title='添加名片' />
      <CardForm value={form} onChange={setForm} showErrors={sent} />
      <Text className='cd-hint'>带 * 为必填项。公司可从搜索结果中选择，关联后可在名片详情中直接查看企业信息。</Text>
      <View className='cd-bar'>
        <View className={`cd-btn ${busy ? 'is-busy' : ''}`} data-testid='card-save' onClick={save}>
          <Text>保存</Text>
        </View>
      </View>
    </View>
  )
}
