import { View, Text, Image, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { EntryCode } from '../../../contract/schemas/entry'
import { entryImage, posterQrType, shareCode } from '@/services/entry'
import { renderPoster, savePoster } from './render'
import PosterCanvas from './PosterCanvas'
import type { PosterSpec } from './poster'
import './index.scss'

export type { PosterSpec } from './poster'
export { useProfileShare, shareTitle } from './share'

const isWeapp = process.env.TARO_ENV === 'weapp'

/**
 * The share poster sheet: the profile's share code is asked for, its QR image fetched, and the poster drawn into an
 * image to save (H5: a PNG download; mini-program: the photo album) or, in the mini-program, to send to a friend.
 */
export function SharePoster({ spec, visible, onClose }: { spec: PosterSpec; visible: boolean; onClose: () => void }) {
  const [image, setImage] = useState('')
  const [code, setCode] = useState<EntryCode | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const made = useRef('')

  const make = async () => {
    setBusy(true)
    setError('')
    try {
      const c = await shareCode(spec.kind, spec.id)
      setCode(c)
      const qr = await entryImage(c.code, posterQrType())
      setImage(await renderPoster(spec, qr))
      made.current = `${spec.kind}:${spec.id}`
    } catch (e) {
      setError((e as Error)?.message || '海报生成失败，请重试')
    } finally {
      setBusy(false)
    }
  }

  useEffect(() => {
    if (visible && !busy && made.current !== `${spec.kind}:${spec.id}`) make()
  }, [visible, spec.kind, spec.id])

  if (!visible) return null

  const save = async () => {
    try {
      const r = await savePoster(image, `${spec.name}-云企查.png`)
      if (r === 'saved') Taro.showToast({ title: isWeapp ? '已保存到相册' : '海报已下载', icon: 'none' })
    } catch (e) {
      Taro.showToast({ title: (e as Error)?.message || '保存失败，请重试', icon: 'none' })
    }
  }

  const copy = () =>
    code &&
    Taro.setClipboardData({ data: `${spec.name} - 云企查\n${code.link}` }).then(
      () => Taro.showToast({ title: '链接已复制', icon: 'none' }),
      () => Taro.showToast({ title: '复制失败，请重试', icon: 'none' }),
    )

  return (
    <View className='poster-mask' onClick={onClose} catchMove>
      <View className='poster-sheet' onClick={(e) => e.stopPropagation()} data-testid='share-poster'>
        <View className='poster-sheet__frame'>
          {image ? (
            <Image className='poster-sheet__image' src={image} mode='widthFix' showMenuByLongpress data-testid='poster-image' />
          ) : (
            <View className='poster-sheet__placeholder'>
              {error ? (
                <>
                  <Text className='poster-sheet__error'>{error}</Text>
                  <View className='poster-btn poster-btn--small' onClick={make} role='button'>
                    <Text>重新生成</Text>
                  </View>
                </>
              ) : (
                <>
                  <View className='poster-sheet__spinner' />
                  <Text className='poster-sheet__wait'>海报生成中…</Text>
                </>
              )}
            </View>
          )}
        </View>
        {image && <Text className='poster-sheet__tip'>{isWeapp ? '长按图片可发送给朋友或保存' : '保存海报后可分享到微信、朋友圈'}</Text>}
        <View className='poster-actions'>
          {isWeapp ? (
            <Button className='poster-btn poster-btn--ghost' openType='share'>
              发给好友
            </Button>
          ) : (
            <View className={`poster-btn poster-btn--ghost ${code ? '' : 'is-disabled'}`} onClick={copy} role='button'>
              <Text>复制链接</Text>
            </View>
          )}
          <View
            className={`poster-btn ${image ? '' : 'is-disabled'}`}
            onClick={image ? save : undefined}
            role='button'
            data-testid='poster-save'
          >
            <Text>保存海报</Text>
          </View>
        </View>
        <View className='poster-close' onClick={onClose} role='button' aria-label='关闭'>
          <Text>×</Text>
        </View>
      </View>
      <PosterCanvas />
    </View>
  )
}

/** A floating 分享 button that opens the poster sheet of the profile. */
export function ShareButton({ spec }: { spec: PosterSpec | null }) {
  const [open, setOpen] = useState(false)
  if (!spec) return null
  return (
    <>
      <View className='share-fab' onClick={() => setOpen(true)} role='button' aria-label='分享' data-testid='share-fab'>
        <View className='share-fab__icon'>
          <View className='share-fab__dot share-fab__dot--a' />
          <View className='share-fab__dot share-fab__dot--b' />
          <View className='share-fab__dot share-fab__dot--c' />
          <View className='share-fab__line share-fab__line--ab' />
          <View className='share-fab__line share-fab__line--ac' />
        </View>
        <Text className='share-fab__text'>分享</Text>
      </View>
      <SharePoster spec={spec} visible={open} onClose={() => setOpen(false)} />
    </>
  )
}
