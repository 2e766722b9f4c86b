import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { firstCardProblem } from '@contract/domain/cards'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import { to } from '@/links.gen'
import { myCard, saveMyCard } from '@/services/cards'
import { navigate } from '@/services/nav'
import { session } from '@/stores/session'
import BusinessCard from '../shared/BusinessCard'
import CardForm, { EMPTY_CARD_FORM, type CardFormValue } from '../shared/CardForm'
import '../shared/card.scss'

const goEdit = () => navigate(to.myCardEdit(), 'redirect').catch(() => undefined)

/** 创建我的名片: the user's own card (one per user), shown as it will look while it is filled in. */
export default function MyCardAdd() {
  const phone = session.userInfo?.phone ?? ''
  const [form, setForm] = useState<CardFormValue>({ ...EMPTY_CARD_FORM, mobile: /^1\d{10}$/.test(phone) ? phone : '' })
  const [checking, setChecking] = useState(true)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)

  // one card per user: a user who has one edits it
  useEffect(() => {
    myCard({ silent: true }).then(
      (card) => (card ? goEdit() : setChecking(false)),
      () => setChecking(false),
    )
  }, [])

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
      await saveMyCard(form)
      Taro.showToast({ title: '名片已创建', icon: 'success', duration: 1200 })
      goEdit()
    } catch {
      // the request door showed the server's reason
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='cd-page'>
      <HeaderBar title='创建我的名片' />
      <BusinessCard card={form} />
      <CardForm value={form} onChange={setForm} showErrors={sent} noteLabel='个人简介' notePlaceholder='选填，如 主营业务、擅长领域' />
      <Text className='cd-hint'>
        名片只展示你填写的内容。手机号已默认填入登录手机号，可修改为你希望展示的号码。创建后可通过链接分享给他人。
      </Text>
      <View className='cd-bar'>
        <View className={`cd-btn ${busy ? 'is-busy' : ''}`} data-testid='card-save' onClick={save}>
          <Text>创建名片</Text>
        </View>
      </View>
      <LoadingOverlay visible={checking} />
    </View>
  )
}
