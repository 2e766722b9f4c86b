import Taro from '@tarojs/taro'
import { useState } from 'react'
import { FEEDBACK_CONTENT_MIN, type FeedbackKind } from '@contract/domain/feedback'
import type { FeedbackSubmitInput } from '../../../../contract/schemas/feedback'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { submitFeedback } from '@/services/feedback'
import { MOBILE } from './FormParts'

export const toast = (title: string) => Taro.showToast({ title, icon: 'none', duration: 2000 })

/** What keeps a form from being sent (the first problem, in the words the user sees), or null. */
export function formProblem(
  kind: FeedbackKind,
  f: { content: string; contact: string; uploading: boolean; contentName?: string },
): string | null {
  const min = FEEDBACK_CONTENT_MIN[kind]
  if (Array.from(f.content.trim()).length < min) return `${f.contentName ?? '反馈内容'}至少 ${min} 个字`
  if (f.contact && !MOBILE.test(f.contact)) return '请输入正确的11位手机号'
  if (f.uploading) return '图片正在上传，请稍候'
  return null
}

/** Sends a feedback once at a time; on success the form gives way to the thanks page (a back press skips the form). */
export function useSubmit() {
  const [busy, setBusy] = useState(false)
  const send = async (body: FeedbackSubmitInput) => {
    if (busy) return
    setBusy(true)
    try {
      await submitFeedback(body)
      await navigate(to.feedbackSuccess({ kind: body.kind }), 'redirect').catch(() => undefined)
    } catch {
      // the request door has shown the server's reason; the form keeps what was written
    } finally {
      setBusy(false)
    }
  }
  return { busy, send }
}
