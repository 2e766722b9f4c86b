import { View, Text, Image, ScrollView } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { decodeParam } from '@/domain/routeParam'
import { back } from '@/services/nav'
import { takePreview } from './handoff'
import './imgPreview.scss'

const isWeapp = process.env.TARO_ENV === 'weapp'

/** Saves the image: H5 downloads the PNG; the mini-program puts it in the photo album, asking for the permission. */
async function saveImage(src: string, fileName: string): Promise<boolean> {
  if (!isWeapp) {
    const a = document.createElement('a')
    a.href = src
    a.download = fileName
    document.body.appendChild(a)
    a.click()
    a.remove()
    return true
  }
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: src })
    return true
  } catch (e) {
    const msg = String((e as { errMsg?: string })?.errMsg ?? '')
    if (/cancel/i.test(msg)) return false
    if (/auth|deny|denied/i.test(msg)) {
      const r = await Taro.showModal({
        title: '需要相册权限',
        content: '保存图片需要允许云企查访问您的相册，请在设置中开启',
        confirmText: '去设置',
        cancelText: '取消',
      })
      if (r.confirm) await Taro.openSetting()
      return false
    }
    throw new Error('保存失败，请长按图片保存')
  }
}

/** 长图预览: the long image a page made, shown whole (scrolls), saved to the album or downloaded. */
export default function ImgPreview() {
  const key = decodeParam(useRouter().params.key) ?? ''
  const image = key ? takePreview(key) : null
  const [broken, setBroken] = useState(false)
  const [saving, setSaving] = useState(false)

  const save = async () => {
    if (!image || saving) return
    setSaving(true)
    try {
      if (await saveImage(image.src, image.fileName)) Taro.showToast({ title: isWeapp ? '已保存到相册' : '图片已下载', icon: 'none' })
    } catch (e) {
      Taro.showToast({ title: (e as Error)?.message || '保存失败，请重试', icon: 'none' })
    } finally {
      setSaving(false)
    }
  }

  if (!image || broken)
    return (
      <View className='imgpv-page'>
        <HeaderBar title='长图预览' />
        <Empty text={broken ? '图片加载失败' : '图片已失效，请返回重新生成'}>
          <View className='imgpv-back' onClick={() => back().catch(() => undefined)} data-testid='imgpv-back'>
            <Text>返回</Text>
          </View>
        </Empty>
      </View>
    )

  return (
    <View className='imgpv-page'>
      <HeaderBar title='长图预览' />
      <ScrollView scrollY className='imgpv-scroll'>
        <Text className='imgpv-title'>{image.title}</Text>
        <Image
          className='imgpv-image'
          src={image.src}
          mode='widthFix'
          showMenuByLongpress
          onError={() => setBroken(true)}
          data-testid='imgpv-image'
        />
      </ScrollView>
      <View className='imgpv-bar'>
        <Text className='imgpv-tip'>{isWeapp ? '保存到相册后可分享给好友' : '下载图片后可分享到微信、朋友圈'}</Text>
        <View className={`imgpv-save ${saving ? 'is-disabled' : ''}`} onClick={save} data-testid='imgpv-save'>
          <Text>{saving ? '保存中…' : '保存图片'}</Text>
        </View>
      </View>
    </View>
  )
}
