import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useRef, useState } from 'react'
import { FEEDBACK_IMAGES_MAX } from '@contract/domain/feedback'
import { chooseOneImage, uploadImage } from '@/services/profile'

/** An image the user added: its local path, how far its upload went, and its upload id once the server has it. */
export interface PickedImage {
  key: string
  path: string
  progress: number
  id?: string
}

/** The images of a feedback form: add one (chosen, then uploaded at once), remove one, and whether any is still going up. */
export function useFeedbackImages(max = FEEDBACK_IMAGES_MAX) {
  const [images, setImages] = useState<PickedImage[]>([])
  const seq = useRef(0)
  const patch = (key: string, change: Partial<PickedImage>) =>
    setImages((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)))
  const remove = useCallback((key: string) => setImages((list) => list.filter((i) => i.key !== key)), [])

  const add = async () => {
    if (images.length >= max) {
      Taro.showToast({ title: `最多上传 ${max} 张图片`, icon: 'none' })
      return
    }
    const path = await chooseOneImage()
    if (!path) return
    const key = `img${++seq.current}`
    setImages((list) => [...list, { key, path, progress: 0 }])
    try {
      const up = await uploadImage('feedback', path, (p) => patch(key, { progress: Math.min(99, Math.round(p)) }))
      patch(key, { id: up.id, progress: 100 })
    } catch {
      // the request door has said why; the image is dropped so nothing half-sent is submitted
      remove(key)
    }
  }

  const uploading = images.some((i) => !i.id)
  const ids = images.filter((i) => i.id).map((i) => i.id as string)
  return { images, add, remove, uploading, ids, max }
}

/** Thumbnails with each one's upload progress and a remove button, and the tile that adds the next image. */
export default function ImagePicker({ state }: { state: ReturnType<typeof useFeedbackImages> }) {
  const { images, add, remove, max } = state
  return (
    <View className='fb-images'>
      {images.map((img) => (
        <View key={img.key} className='fb-images__item' data-testid='fb-image'>
          <Image className='fb-images__img' src={img.path} mode='aspectFill' />
          {!img.id && (
            <View className='fb-images__progress' data-testid='fb-image-progress'>
              <Text>{`${img.progress}%`}</Text>
            </View>
          )}
          <View
            className='fb-images__remove'
            role='button'
            aria-label='删除图片'
            data-testid='fb-image-remove'
            onClick={(e) => {
              e.stopPropagation()
              remove(img.key)
            }}
          >
            <Text>×</Text>
          </View>
        </View>
      ))}
      {images.length < max && (
        <View className='fb-images__add' role='button' aria-label='添加图片' data-testid='fb-image-add' onClick={add}>
          <Text className='fb-images__plus'>+</Text>
          <Text className='fb-images__count'>{`${images.length}/${max}`}</Text>
        </View>
      )}
    </View>
  )
}
