import { View, Text } from '@tarojs/components'
import Taro, { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { SharedCard } from '../../../../contract/schemas/card'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { to } from '@/links.gen'
import { keptCardIdOf, myCard, saveSharedCard, sharedCard } from '@/services/cards'
import { navigate } from '@/services/nav'
import { session } from '@/stores/session'
import BusinessCard from '../shared/BusinessCard'
import ContactRows from '../shared/ContactRows'
import '../shared/card.scss'
import './cardShared.scss'

const go = (url: string) => navigate(url).catch(() => undefined)

/**
 * A card someone shared: read-only, opened by anyone through its link. A signed-in viewer saves it into their 名片夹
 * (once; then 查看名片 opens the copy); a signed-out one is asked to sign in first; the owner is offered their editor.
 */
function CardShared() {
  const token = String(useRouter().params.token ?? '')
  const [card, setCard] = useState<SharedCard | null>(null)
  const [error, setError] = useState('')
  const [own, setOwn] = useState(false)
  const [savedId, setSavedId] = useState(0)
  const [busy, setBusy] = useState(false)
  const signedIn = session.isLoggedIn

  useEffect(() => {
    if (!token) {
      setError('名片链接不完整，请让对方重新分享')
      return
    }
    sharedCard(token).then(setCard, (e) => setError((e as Error)?.message || '名片加载失败，请稍后再试'))
  }, [token])

  useEffect(() => {
    if (!signedIn || !token) return
    myCard({ silent: true }).then(
      (c) => setOwn(c?.shareToken === token),
      () => undefined,
    )
  }, [signedIn, token])

  useShareAppMessage(() => ({ title: card ? `${card.name}的名片` : '云企查 · 名片', path: to.sharedCard({ token }) }))

  if (!card)
    return (
      <View className='cd-page'>
        <HeaderBar title='名片' />
        {error ? (
          <Empty text={error}>
            <Text className='sc-empty-btn' onClick={() => navigate(to.home(), 'relaunch').catch(() => undefined)}>
              去首页看看
            </Text>
          </Empty>
        ) : (
          <LoadingOverlay visible />
        )}
      </View>
    )

  const save = async () => {
    if (busy) return
    setBusy(true)
    try {
      const saved = await saveSharedCard(token)
      setSavedId(saved.id)
      Taro.showToast({ title: '已保存到名片夹', icon: 'success', duration: 1500 })
    } catch (e) {
      // the request door showed why; a card kept already is opened from here
      setSavedId(keptCardIdOf(e))
    } finally {
      setBusy(false)
    }
  }

  const action = own ? (
    <View className='cd-btn' data-testid='shared-own' onClick={() => go(to.myCardEdit())}>
      <Text>这是你的名片 · 去编辑</Text>
    </View>
  ) : !signedIn ? (
    <View className='cd-btn' data-testid='shared-login' onClick={() => go(to.phoneLogin({ redirect: to.sharedCard({ token }) }))}>
      <Text>登录后保存到名片夹</Text>
    </View>
  ) : savedId ? (
    <View className='cd-btn is-ghost' data-testid='shared-open' onClick={() => go(to.cardDetails({ id: savedId }))}>
      <Text>已在名片夹 · 查看名片</Text>
    </View>
  ) : (
    <View className={`cd-btn ${busy ? 'is-busy' : ''}`} data-testid='shared-save' onClick={save}>
      <Text>保存到名片夹</Text>
    </View>
  )

  return (
    <View className='cd-page'>
      <HeaderBar title={`${card.name}的名片`} />
      <BusinessCard card={card} />
      <ContactRows card={card} noteLabel='个人简介' />
      <View className='sc-foot'>
        <Text className='sc-foot__text'>名片信息由持有人填写并分享</Text>
        {!own && (
          <Text className='sc-foot__link' data-testid='shared-make-own' onClick={() => go(to.myCardAdd())}>
            我也创建一张名片 ›
          </Text>
        )}
      </View>
      <View className='cd-bar'>{action}</View>
    </View>
  )
}

export default observer(CardShared)
