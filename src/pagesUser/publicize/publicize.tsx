import { View, Text, Image, Canvas } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import type { MyInvite } from '../../../contract/schemas/invite'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { savePoster } from '@/components/SharePoster/render'
import { to } from '@/links.gen'
import { entryImage, posterQrType } from '@/services/entry'
import { inviteEntryCode, myInvite } from '@/services/invites'
import { navigate } from '@/services/nav'
import { session } from '@/stores/session'
import { INVITE_POSTER_CANVAS_ID, renderInvitePoster } from './invitePoster'
import { levelName } from './rewardText'
import './publicize.scss'

const isWeapp = process.env.TARO_ENV === 'weapp'

/**
 * 邀请好友: the user's own invitation code to copy, its QR code (opens 填写邀请码 with the code filled in), a poster to
 * save and share, the counts of friends and rewards, and the rules exactly as the server is configured.
 */
function Publicize() {
  const [info, setInfo] = useState<MyInvite | null>(null)
  const [error, setError] = useState('')
  const [qr, setQr] = useState('')
  const [qrError, setQrError] = useState('')
  const [poster, setPoster] = useState('')
  const [posterOpen, setPosterOpen] = useState(false)
  const [posterBusy, setPosterBusy] = useState(false)
  const loaded = useRef(false)

  const load = async () => {
    setError('')
    try {
      setInfo(await myInvite())
    } catch (e) {
      setError((e as Error)?.message || '加载失败')
    } finally {
      loaded.current = true
    }
  }

  const loadQr = async (code: string) => {
    setQrError('')
    try {
      const entry = await inviteEntryCode(code)
      setQr(await entryImage(entry.code, posterQrType()))
    } catch (e) {
      setQrError((e as Error)?.message || '二维码生成失败')
    }
  }

  useEffect(() => {
    load()
  }, [])
  useEffect(() => {
    if (info?.code && !qr) loadQr(info.code)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [info?.code])
  // back from the records: the counts may have grown
  useDidShow(() => {
    if (loaded.current) myInvite().then(setInfo, () => undefined)
  })

  const copy = () =>
    info &&
    Taro.setClipboardData({ data: info.code }).then(
      () => Taro.showToast({ title: '邀请码已复制', icon: 'none' }),
      () => Taro.showToast({ title: '复制失败，请重试', icon: 'none' }),
    )

  const headline = info ? `每邀请1位好友注册，得${info.rules.rewardDays}天${levelName(info.rules.rewardLevel)}会员` : ''

  const openPoster = async () => {
    if (!info || !qr) return
    setPosterOpen(true)
    if (poster || posterBusy) return
    setPosterBusy(true)
    try {
      const nickname = session.userInfo?.nickname ?? ''
      setPoster(await renderInvitePoster({ code: info.code, headline, nickname }, qr))
    } catch (e) {
      Taro.showToast({ title: (e as Error)?.message || '海报生成失败，请重试', icon: 'none' })
      setPosterOpen(false)
    } finally {
      setPosterBusy(false)
    }
  }

  const save = async () => {
    try {
      const r = await savePoster(poster, `邀请码${info?.code ?? ''}-云企查.png`)
      if (r === 'saved') Taro.showToast({ title: isWeapp ? '已保存到相册' : '海报已下载', icon: 'none' })
    } catch (e) {
      Taro.showToast({ title: (e as Error)?.message || '保存失败，请重试', icon: 'none' })
    }
  }

  const go = (url: string) => navigate(url).catch(() => undefined)

  return (
    <View className='pz-page'>
      <HeaderBar title='邀请好友' />
      {error && !info ? (
        <Empty text={error}>
          <Text className='pz-retry' onClick={load} data-testid='pz-retry'>
            重试
          </Text>
        </Empty>
      ) : (
        info && (
          <>
            <View className='pz-hero'>
              <Text className='pz-hero__title'>邀请好友，得会员</Text>
              <Text className='pz-hero__sub' data-testid='pz-headline'>
                {headline}
              </Text>
            </View>

            <View className='pz-stats'>
              <View className='pz-stats__item' onClick={() => go(to.inviteRecords())} data-testid='pz-invited'>
                <Text className='pz-stats__num'>{info.invited}</Text>
                <Text className='pz-stats__label'>已邀请(人)</Text>
              </View>
              <View className='pz-stats__item' onClick={() => go(to.inviteRewards())} data-testid='pz-credited'>
                <Text className='pz-stats__num'>{info.credited}</Text>
                <Text className='pz-stats__label'>已得奖励(次)</Text>
              </View>
              <View className='pz-stats__item' onClick={() => go(to.inviteRewards())}>
                <Text className='pz-stats__num'>{info.daysEarned}</Text>
                <Text className='pz-stats__label'>累计会员(天)</Text>
              </View>
            </View>

            <View className='pz-card'>
              <Text className='pz-card__label'>我的邀请码</Text>
              <View className='pz-code'>
                <Text className='pz-code__text' data-testid='pz-code'>
                  {info.code}
                </Text>
                <Text className='pz-code__copy' onClick={copy} data-testid='pz-copy'>
                  复制
                </Text>
              </View>
              <View className='pz-qr'>
                {qr ? (
                  <Image className='pz-qr__image' src={qr} showMenuByLongpress data-testid='pz-qr' />
                ) : (
                  <View className='pz-qr__wait'>
                    {qrError ? (
                      <Text className='pz-qr__error' onClick={() => loadQr(info.code)}>
                        {qrError}，点击重试
                      </Text>
                    ) : (
                      <Text className='pz-qr__hint'>二维码生成中…</Text>
                    )}
                  </View>
                )}
              </View>
              <Text className='pz-card__tip'>好友扫码注册后，邀请码自动填好</Text>
              <View className='pz-actions'>
                <View className='pz-btn pz-btn--ghost' onClick={copy} role='button'>
                  <Text>复制邀请码</Text>
                </View>
                <View className={`pz-btn ${qr ? '' : 'is-disabled'}`} onClick={openPoster} role='button' data-testid='pz-poster'>
                  <Text>生成邀请海报</Text>
                </View>
              </View>
            </View>

            <View className='pz-links'>
              <View className='pz-links__row' onClick={() => go(to.inviteRecords())} data-testid='pz-records'>
                <Text className='pz-links__title'>邀请记录</Text>
                <Text className='pz-links__more'>已邀请 {info.invited} 人 ›</Text>
              </View>
              <View className='pz-links__row' onClick={() => go(to.inviteRewards())} data-testid='pz-rewards'>
                <Text className='pz-links__title'>奖励记录</Text>
                <Text className='pz-links__more'>
                  本月已得 {info.creditedThisMonth}/{info.rules.monthlyCap} 次 ›
                </Text>
              </View>
              <View className='pz-links__row' onClick={() => go(to.rewardFlow())} data-testid='pz-flow'>
                <Text className='pz-links__title'>奖励流水</Text>
                <Text className='pz-links__more'>奖励的获得与使用 ›</Text>
              </View>
            </View>

            <View className='pz-rules' data-testid='pz-rules'>
              <Text className='pz-rules__title'>活动规则</Text>
              {info.rulesText.map((t, i) => (
                <View className='pz-rules__row' key={t}>
                  <Text className='pz-rules__no'>{i + 1}</Text>
                  <Text className='pz-rules__text'>{t}</Text>
                </View>
              ))}
            </View>
          </>
        )
      )}

      {posterOpen && (
        <View className='pz-mask' onClick={() => setPosterOpen(false)} catchMove>
          <View className='pz-sheet' onClick={(e) => e.stopPropagation()} data-testid='pz-poster-sheet'>
            {poster ? (
              <Image className='pz-sheet__image' src={poster} mode='widthFix' showMenuByLongpress data-testid='pz-poster-image' />
            ) : (
              <Text className='pz-sheet__wait'>海报生成中…</Text>
            )}
            <Text className='pz-sheet__tip'>{isWeapp ? '长按图片可发送给朋友或保存' : '保存海报后可分享到微信、朋友圈'}</Text>
            <View className='pz-actions'>
              <View className='pz-btn pz-btn--ghost' onClick={() => setPosterOpen(false)} role='button'>
                <Text>关闭</Text>
              </View>
              <View className={`pz-btn ${poster ? '' : 'is-disabled'}`} onClick={poster ? save : undefined} role='button'>
                <Text>保存海报</Text>
              </View>
            </View>
          </View>
        </View>
      )}
      {isWeapp && <Canvas type='2d' id={INVITE_POSTER_CANVAS_ID} className='pz-canvas' />}
      <LoadingOverlay visible={!info && !error} />
    </View>
  )
}

export default observer(Publicize)
