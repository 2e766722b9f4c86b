import { View, Text, RichText } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useMemo, useState } from 'react'
import type { AppDocument } from '../../../contract/schemas/app-info'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { sanitizeHtml } from '@/domain/richText'
import { appDocument } from '@/services/appInfo'
import { ApiError } from '@/services/request'
import '../shared/user.scss'
import '../setting/info.scss'
import './richTextView.scss'

/** The look of each tag, inline: the mini-program's rich text takes no page stylesheet. */
const STYLES: Record<string, string> = {
  h3: 'margin:4px 0 12px;font-size:17px;font-weight:600;color:#283040;line-height:1.5',
  h4: 'margin:4px 0 10px;font-size:16px;font-weight:600;color:#283040',
  p: 'margin:0 0 12px;font-size:15px;line-height:1.75;color:#4a5263',
  ul: 'margin:0 0 12px;padding-left:20px',
  ol: 'margin:0 0 12px;padding-left:20px',
  li: 'margin:0 0 8px;font-size:15px;line-height:1.7;color:#4a5263',
  pre: 'white-space:pre-wrap;font-size:13px;line-height:1.6;color:#4a5263;margin:0 0 12px',
  a: 'color:#2979ff',
}

/** The bar names the kind of document; the page itself carries the full title. */
const headerTitle = (key: string) => (key.startsWith('licence:') ? '许可证' : key.startsWith('release:') ? '版本说明' : '详情')

/** A document the server provides by key (a licence text, the notes of a release), sanitised before it is shown. */
export default function RichTextView() {
  const key = decodeURIComponent(useRouter().params.key ?? '').trim()
  const [doc, setDoc] = useState<AppDocument | null>(null)
  const [error, setError] = useState(key ? '' : '文档不存在')
  const [retryable, setRetryable] = useState(false)

  const load = () => {
    if (!key) return
    setError('')
    appDocument(key).then(setDoc, (e: unknown) => {
      const code = e instanceof ApiError ? e.code : ''
      setRetryable(code !== '4040' && code !== '4000')
      setError(code === '4000' ? '文档不存在' : (e as Error)?.message || '加载失败')
    })
  }
  useEffect(load, [key])

  const html = useMemo(() => (doc ? sanitizeHtml(doc.html, STYLES) : ''), [doc])

  return (
    <View className='user-page'>
      <HeaderBar title={headerTitle(key)} />
      {error ? (
        <Empty text={error}>
          {retryable && (
            <Text className='info-retry' onClick={load} data-testid='rt-retry'>
              重新加载
            </Text>
          )}
        </Empty>
      ) : !doc ? (
        <View className='user-card' data-testid='rt-loading'>
          <View className='info-skeleton is-short' />
          <View className='info-skeleton' />
          <View className='info-skeleton' />
          <View className='info-skeleton is-short' />
        </View>
      ) : (
        <>
          <View className='rt-head'>
            <Text className='rt-head__title'>{doc.title}</Text>
            {!!doc.subtitle && <Text className='rt-head__sub'>{doc.subtitle}</Text>}
          </View>
          <View className='rt-body' data-testid='rt-body'>
            <RichText nodes={html} />
          </View>
        </>
      )}
    </View>
  )
}
