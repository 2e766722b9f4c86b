import { View, Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { firstCardProblem } from '@contract/domain/cards'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { cardDetail, deleteCard, updateCard } from '@/services/cards'
import { back } from '@/services/nav'
import CardForm, { formOf, type CardFormValue } from '../shared/CardForm'
import '../shared/card.scss'

/** How far back a deleted card's pages go: past its 名片详情 too when the edit was opened from there. */
function pagesToLeave(): number {
  const pages = Taro.getCurrentPages?.() ?? []
  const previous = pages[pages.length - 2]?.route ?? ''
  return previous.includes('cardDetails') ? 2 : 1
}

/** 编辑名片: the card's fields, saved back to 名片详情; 删除名片 after a confirmation. */
export default function CardEdit() {
  const id = Number(useRouter().params.id)
  const [form, setForm] = useState<CardFormValue | null>(null)
  const [error, setError] = useState('')
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      setError('名片不存在或已删除')
      return
    }
    cardDetail(id).then(
      (c) => setForm(formOf(c)),
      (e) => setError((e as Error)?.message || '加载失败'),
    )
  }, [id])

  if (!form)
    return (
      <View className='cd-page'>
        <HeaderBar title='编辑名片' />
        {error ? <Empty text={error} /> : <LoadingOverlay visible />}
      </View>
    )

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
      await updateCard(id, form)
      Taro.showToast({ title: '已保存', icon: 'success', duration: 1200 })
      setTimeout(() => back().catch(() => undefined), 600)
    } catch {
      // the request door showed the server's reason
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    const r = await Taro.showModal({
      title: '删除名片',
      content: `确定删除“${form.name}”的名片吗？删除后不可恢复。`,
      confirmText: '删除',
      cancelText: '取消',
      confirmColor: '#fa3534',
    })
    if (!r?.confirm) return
    try {
      await deleteCard(id)
    } catch {
      return
    }
    Taro.showToast({ title: '已删除', icon: 'none', duration: 1200 })
    setTimeout(() => back(pagesToLeave()).catch(() => undefined), 600)
  }

  return (
    <View className='cd-page'>
      <HeaderBar title='编辑名片' />
      <CardForm value={form} onChange={setForm} showErrors={sent} />
      <Text className='cd-danger' data-testid='card-delete' onClick={remove}>
        删除名片
      </Text>
      <View className='cd-bar'>
        <View className={`cd-btn ${busy ? 'is-busy' : ''}`} data-testid='card-save' onClick={save}>
          <Text>保存</Text>
        </View>
      </View>
    </View>
  )
}
