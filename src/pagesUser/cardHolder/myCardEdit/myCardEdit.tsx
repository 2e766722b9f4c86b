import { View, Text, Button } from '@tarojs/components'
import Taro, { useShareAppMessage } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { MyCard } from '../../../../contract/schemas/card'
import { cardText, firstCardProblem } from '@contract/domain/cards'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { to } from '@/links.gen'
import { deleteMyCard, myCard, resetMyCardShare, saveMyCard } from '@/services/cards'
import { back, navigate } from '@/services/nav'
import BusinessCard from '../shared/BusinessCard'
import CardForm, { formOf, type CardFormValue } from '../shared/CardForm'
import { copy } from '../shared/ContactRows'
import { shareLink } from '../shared/shareLink'
import '../shared/card.scss'
import './myCardEdit.scss'

const isWeapp = process.env.TARO_ENV === 'weapp'
const shareTitle = (c: MyCard) => `${c.name}的名片${c.company ? ` · ${c.company}` : ''}`
const same = (a: CardFormValue, b: CardFormValue) =>
  (Object.keys(a) as Array<keyof CardFormValue>).every((k) => a[k].trim() === b[k].trim())

/**
 * 我的名片: the user's own card as others will see it, shared from the mini-program's share menu or, in H5, as copied text
 * with its link; its fields edited in place. A new share link ends the old ones; deleting the card ends them all.
 */
export default function MyCardEdit() {
  const [saved, setSaved] = useState<MyCard | null>(null)
  const [form, setForm] = useState<CardFormValue | null>(null)
  const [state, setState] = useState<'loading' | 'none' | 'error' | 'ready'>('loading')
  const [error, setError] = useState('')
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)

  const show = (c: MyCard) => {
    setSaved(c)
    setForm(formOf(c))
    setState('ready')
  }
  useEffect(() => {
    myCard().then(
      (c) => (c ? show(c) : setState('none')),
      (e) => {
        setError((e as Error)?.message || '加载失败')
        setState('error')
      },
    )
  }, [])

  useShareAppMessage(() =>
    saved ? { title: shareTitle(saved), path: to.sharedCard({ token: saved.shareToken }) } : { title: '云企查 · 名片', path: to.home() },
  )

  if (state !== 'ready' || !saved || !form)
    return (
      <View className='cd-page'>
        <HeaderBar title='我的名片' />
        {state === 'loading' && <LoadingOverlay visible />}
        {state === 'error' && <Empty text={error} />}
        {state === 'none' && (
          <Empty text='你还没有创建名片'>
            <Text
              className='mc-empty-btn'
              data-testid='my-card-create'
              onClick={() => navigate(to.myCardAdd(), 'redirect').catch(() => undefined)}
            >
              创建我的名片
            </Text>
          </Empty>
        )}
      </View>
    )

  const dirty = !same(form, formOf(saved))
  const link = shareLink(to.sharedCard({ token: saved.shareToken }))

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
      show(await saveMyCard(form))
      Taro.showToast({ title: '已保存', icon: 'success', duration: 1200 })
    } catch {
      // the request door showed the server's reason
    } finally {
      setBusy(false)
    }
  }

  const resetLink = async () => {
    const r = await Taro.showModal({
      title: '重置分享链接',
      content: '重置后，之前分享出去的名片链接将失效，确定重置吗？',
      confirmText: '重置',
      cancelText: '取消',
    })
    if (!r?.confirm) return
    try {
      const c = await resetMyCardShare()
      setSaved(c)
      Taro.showToast({ title: '已生成新的分享链接', icon: 'none' })
    } catch {
      // the request door said why
    }
  }

  const remove = async () => {
    const r = await Taro.showModal({
      title: '删除我的名片',
      content: '删除后，已分享出去的名片链接将无法打开，确定删除吗？',
      confirmText: '删除',
      cancelText: '取消',
      confirmColor: '#fa3534',
    })
    if (!r?.confirm) return
    try {
      await deleteMyCard()
    } catch {
      return
    }
    Taro.showToast({ title: '已删除', icon: 'none', duration: 1200 })
    setTimeout(() => back().catch(() => undefined), 600)
  }

  return (
    <View className='cd-page'>
      <HeaderBar title='我的名片' />
      <BusinessCard card={form} />
      <View className='mc-share' data-testid='my-card-share'>
        <View className='mc-share__main'>
          <Text className='mc-share__title'>分享名片</Text>
          <Text className='mc-share__sub'>
            {dirty
              ? '有未保存的修改，保存后再分享最新的名片'
              : isWeapp
                ? '发给微信好友，对方可一键保存'
                : '复制名片信息与链接，发给对方即可查看和保存'}
          </Text>
        </View>
        {isWeapp ? (
          <Button className='mc-share__btn' openType='share'>
            发送给好友
          </Button>
        ) : (
          <Text className='mc-share__btn' data-testid='my-card-copy' onClick={() => copy(cardText(saved, link), '名片')}>
            复制名片
          </Text>
        )}
      </View>
      <View className='mc-links'>
        <Text
          className='mc-links__item'
          data-testid='my-card-preview'
          onClick={() => navigate(to.sharedCard({ token: saved.shareToken })).catch(() => undefined)}
        >
          预览对方看到的名片
        </Text>
        <Text className='mc-links__item' data-testid='my-card-reset' onClick={resetLink}>
          重置分享链接
        </Text>
      </View>
      <CardForm value={form} onChange={setForm} showErrors={sent} noteLabel='个人简介' notePlaceholder='选填，如 主营业务、擅长领域' />
      <Text className='cd-danger' data-testid='my-card-delete' onClick={remove}>
        删除我的名片
      </Text>
      <View className='cd-bar'>
        <View className={`cd-btn ${busy ? 'is-busy' : ''}`} data-testid='card-save' onClick={save}>
          <Text>{dirty ? '保存修改' : '保存'}</Text>
        </View>
      </View>
    </View>
  )
}
