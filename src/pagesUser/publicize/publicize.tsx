import { View, Text, Image, Canvas } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
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
    <View className='iv-page'>
      <HeaderBar title='邀请好友' />
      {error && !info ? (
        <Empty text={error}>
          <Text className='iv-retry' onClick={load} data-testid='iv-retry'>
            重试
          </Text>
        </Empty>
      ) : (
        info && (
          <>
            <View className='iv-hero'>
              <Text className='iv-hero__title'>邀请好友，得会员</Text>
              <Text className='iv-hero__sub' data-testid='iv-headline'>
                {headline}
              </Text>
            </View>

            <View className='iv-stats'>
              <View className='iv-stats__item' onClick={() => go(to.inviteRecords())} data-testid='iv-invited'>
                <Text className='iv-stats__num'>{info.invited}</Text>
                <Text className='iv-stats__label'>已邀请(人)</Text>
              </View>
              <View className='iv-stats__item' onClick={() => go(to.inviteRewards())} data-testid='iv-credited'>
                <Text className='iv-stats__num'>{info.credited}</Text>
                <Text className='iv-stats__label'>已得奖励(次)</Text>
              </View>
              <View className='iv-stats__item' onClick={() => go(to.inviteRewards())}>
                <Text className='iv-stats__num'>{info.daysEarned}</Text>
                <Text className='iv-stats__label'>累计会员(天)</Text>
              </View>
            </View>

            <View className='iv-card'>
              <Text className='iv-card__label'>我的邀请码</Text>
              <View className='iv-code'>
                <Text className='iv-code__text' data-testid='iv-code'>
                  {info.code}
                </Text>
                <Text className='iv-code__copy' onClick={copy} data-testid='iv-copy'>
                  复制
                </Text>
              </View>
              <View className='iv-qr'>
                {qr ? (
                  <Image className='iv-qr__image' src={qr} showMenuByLongpress data-testid='iv-qr' />
                ) : (
                  <View className='iv-qr__wait'>
                    {qrError ? (
                      <Text className='iv-qr__error' onClick={() => loadQr(info.code)}>
                        {qrError}，点击重试
                      </Text>
                    ) : (
                      <Text className='iv-qr__hint'>二维码生成中…</Text>
                    )}
                  </View>
                )}
              </View>
              <Text className='iv-card__tip'>好友扫码注册后，邀请码自动填好</Text>
              <View className='iv-actions'>
                <View className='iv-btn iv-btn--ghost' onClick={copy} role='button'>
                  <Text>复制邀请码</Text>
                </View>
                <View className={`iv-btn ${qr ? '' : 'is-disabled'}`} onClick={openPoster} role='button' data-testid='iv-poster'>
                  <Text>生成邀请海报</Text>
                </View>
              </View>
            </View>

            <View className='iv-links'>
              <View className='iv-links__row' onClick={() => go(to.inviteRecords())} data-testid='iv-records'>
                <Text className='iv-links__title'>邀请记录</Text>
                <Text className='iv-links__more'>已邀请 {info.invited} 人 ›</Text>
              </View>
              <View className='iv-links__row' onClick={() => go(to.inviteRewards())} data-testid='iv-rewards'>
                <Text className='iv-links__title'>奖励记录</Text>
                <Text className='iv-links__more'>
                  本月已得 {info.creditedThisMonth}/{info.rules.monthlyCap} 次 ›
                </Text>
              </View>
            </View>

            <View className='iv-rules' data-testid='iv-rules'>
              <Text className='iv-rules__title'>活动规则</Text>
              {info.rulesText.map((t, i) => (
                <View className='iv-rules__row' key={t}>
                  <Text className='iv-rules__no'>{i + 1}</Text>
                  <Text className='iv-rules__text'>{t}</Text>
                </View>
              ))}
            </View>
          </>
        )
      )}

      {posterOpen && (
        <View className='iv-mask' onClick={() => setPosterOpen(false)} catchMove>
          <View className='iv-sheet' onClick={(e) => e.stopPropagation()} data-testid='iv-poster-sheet'>
            {poster ? (
              <Image className='iv-sheet__image' src={poster} mode='widthFix' showMenuByLongpress data-testid='iv-poster-image' />
            ) : (
              <Text className='iv-sheet__wait'>海报生成中…</Text>
            )}
            <Text className='iv-sheet__tip'>{isWeapp ? '长按图片可发送给朋友或保存' : '保存海报后可分享到微信、朋友圈'}</Text>
            <View className='iv-actions'>
              <View className='iv-btn iv-btn--ghost' onClick={() => setPosterOpen(false)} role='button'>
                <Text>关闭</Text>
              </View>
              <View className={`iv-btn ${poster ? '' : 'is-disabled'}`} onClick={poster ? save : undefined} role='button'>
                <Text>保存海报</Text>
              </View>
            </View>
          </View>
        </View>
      )}
      {isWeapp && <Canvas type='2d' id={INVITE_POSTER_CANVAS_ID} className='iv-canvas' />}
      <LoadingOverlay visible={!info && !error} />
    </View>
  )
}

export default observer(Publicize)
