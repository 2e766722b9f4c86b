import { View } from '@tarojs/components'
import { useState } from 'react'
import { FEEDBACK_CONTENT_MIN, FEEDBACK_IMAGES_MAX } from '@contract/domain/feedback'
import HeaderBar from '@/components/HeaderBar'
import ImagePicker, { useFeedbackImages } from '../shared/ImagePicker'
import { ContactField, FormCard, SubmitBar, TextBox } from '../shared/FormParts'
import { formProblem, toast, useSubmit } from '../shared/submit'
import '../shared/feedback.scss'

/** 意见建议: what the user would like us to do better, with screenshots and an optional phone. */
export default function SubmitFree() {
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const images = useFeedbackImages()
  const { busy, send } = useSubmit()
  const problem = formProblem('suggestion', { content, contact, uploading: images.uploading })

  const submit = () => {
    if (problem) return void toast(problem)
    void send({ kind: 'suggestion', content: content.trim(), images: images.ids, ...(contact ? { contact } : {}) })
  }

  return (
    <View className='fb-page fb-page--form'>
      <HeaderBar title='意见建议' />
      <FormCard title='反馈内容' required>
        <TextBox
          value={content}
          onChange={setContent}
          testId='fb-content'
          placeholder={`请详细描述您的意见或建议（至少 ${FEEDBACK_CONTENT_MIN.suggestion} 个字），我们会认真阅读每一条反馈`}
        />
      </FormCard>
      <FormCard title={`图片（最多 ${FEEDBACK_IMAGES_MAX} 张）`} optional hint='可上传截图，帮助我们更快理解您的想法'>
        <ImagePicker state={images} />
      </FormCard>
      <ContactField value={contact} onChange={setContact} />
      <SubmitBar ready={!problem} busy={busy} onSubmit={submit} />
    </View>
  )
}
