import { View, Text } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { FAULT_FEATURES, FEEDBACK_CONTENT_MIN, FEEDBACK_IMAGES_MAX, deviceLine, type FaultFeature } from '@contract/domain/feedback'
import HeaderBar from '@/components/HeaderBar'
import { deviceFacts } from '@/services/feedback'
import ImagePicker, { useFeedbackImages } from '../shared/ImagePicker'
import { ContactField, FormCard, SubmitBar, TextBox } from '../shared/FormParts'
import { formProblem, toast, useSubmit } from '../shared/submit'
import '../shared/feedback.scss'

/**
 * 功能异常: which feature failed, what happened, screenshots; the app's version and the device go with it, and the
 * user sees exactly what before sending.
 */
export default function Dysfunction() {
  const [feature, setFeature] = useState<FaultFeature | ''>('')
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const images = useFeedbackImages()
  const { busy, send } = useSubmit()
  const device = useMemo(deviceFacts, [])
  const problem = feature
    ? formProblem('fault', { content, contact, uploading: images.uploading, contentName: '问题描述' })
    : '请选择出现异常的功能'

  const submit = () => {
    if (problem || !feature) return void toast(problem ?? '请选择出现异常的功能')
    void send({
      kind: 'fault',
      feature,
      content: content.trim(),
      images: images.ids,
      ...(contact ? { contact } : {}),
      appVersion: device.appVersion,
      deviceBrand: device.brand,
      deviceModel: device.model,
      deviceSystem: device.system,
      devicePlatform: device.platform,
    })
  }

  return (
    <View className='fb-page fb-page--form'>
      <HeaderBar title='功能异常' />
      <FormCard title='出现异常的功能' required>
        <View className='fb-chips'>
          {FAULT_FEATURES.map((f) => (
            <Text
              key={f.key}
              className={`fb-chip ${feature === f.key ? 'is-on' : ''}`}
              data-testid={`fb-feature-${f.key}`}
              onClick={() => setFeature(f.key)}
            >
              {f.label}
            </Text>
          ))}
        </View>
      </FormCard>
      <FormCard title='问题描述' required>
        <TextBox
          value={content}
          onChange={setContent}
          testId='fb-content'
          placeholder={`请描述问题出现的步骤和现象，例如在哪个页面、点了什么、看到什么提示（至少 ${FEEDBACK_CONTENT_MIN.fault} 个字）`}
        />
      </FormCard>
      <FormCard title={`问题截图（最多 ${FEEDBACK_IMAGES_MAX} 张）`} optional hint='截图能帮助我们更快定位问题'>
        <ImagePicker state={images} />
      </FormCard>
      <ContactField value={contact} onChange={setContact} />
      <View className='fb-device'>
        <View className='fb-device__icon'>
          <Text>机</Text>
        </View>
        <Text className='fb-device__text' data-testid='fb-device'>
          {`将随反馈附带：${deviceLine(device) || `版本 ${device.appVersion}`}`}
        </Text>
      </View>
      <SubmitBar ready={!problem} busy={busy} onSubmit={submit} />
    </View>
  )
}
