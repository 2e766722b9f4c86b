import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { ContactInfo } from '../../../contract/schemas/app-info'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { to } from '@/links.gen'
import { contactInfo } from '@/services/appInfo'
import { navigate } from '@/services/nav'
import '../shared/user.scss'
import '../setting/info.scss'
import './contactUs.scss'

/** what Taro.makePhoneCall dials: digits and a leading + only ('400-800-6688' → '4008006688') */
export const dialNumber = (phone: string) => phone.replace(/[^\d+]/g, '')

const copy = (data: string, what: string) =>
  Taro.setClipboardData({ data }).then(
    () => Taro.showToast({ title: `${what}已复制`, icon: 'none', duration: 1500 }),
    () => undefined,
  )

/** 联系我们: the customer-service phone (tap to call), email and address (tap to copy), hours, and WeChat service. */
export default function ContactUs() {
  const [info, setInfo] = useState<ContactInfo | null>(null)
  const [error, setError] = useState('')

  const load = () => {
    setError('')
    contactInfo().then(setInfo, (e: Error) => setError(e?.message || '加载失败'))
  }
  useEffect(load, [])

  const call = () => {
    if (!info) return
    Taro.makePhoneCall({ phoneNumber: dialNumber(info.phone) }).catch(() => undefined)
  }

  const rows = info
    ? [
        { label: '客服电话', value: info.phone, link: true, onClick: call, testId: 'contact-phone' },
        { label: '客服邮箱', value: info.email, link: true, onClick: () => copy(info.email, '邮箱'), testId: 'contact-email' },
        { label: '工作时间', value: info.hours, link: false, onClick: undefined, testId: 'contact-hours' },
        { label: '公司地址', value: info.address, link: false, onClick: () => copy(info.address, '地址'), testId: 'contact-address' },
      ]
    : []

  return (
    <View className='user-page'>
      <HeaderBar title='联系我们' />
      {error && !info ? (
        <Empty text={error}>
          <Text className='info-retry' onClick={load} data-testid='contact-retry'>
            重新加载
          </Text>
        </Empty>
      ) : !info ? (
        <View className='user-card' data-testid='contact-loading'>
          <View className='info-skeleton' />
          <View className='info-skeleton is-short' />
          <View className='info-skeleton' />
          <View className='info-skeleton is-short' />
        </View>
      ) : (
        <>
          <View className='contact-hero'>
            <View className='contact-hero__main'>
              <Text className='contact-hero__title'>客服热线 {info.phone}</Text>
              <Text className='contact-hero__sub'>{info.hours}</Text>
            </View>
            <Text className='contact-hero__btn' onClick={call} data-testid='contact-call'>
              拨打
            </Text>
          </View>

          <View className='user-card'>
            {rows.map((r) => (
              <View key={r.label} className='info-row' onClick={r.onClick} data-testid={r.testId}>
                <View className='info-row__main'>
                  <Text className='info-row__label'>{r.label}</Text>
                </View>
                <Text className={`info-row__value ${r.link ? 'is-link' : ''}`}>{r.value}</Text>
              </View>
            ))}
          </View>

          {process.env.TARO_ENV === 'weapp' && (
            <View className='user-card'>
              <Button className='contact-wechat' openType='contact'>
                <View className='info-row'>
                  <View className='info-row__main'>
                    <Text className='info-row__label'>微信在线客服</Text>
                    <Text className='info-row__sub'>工作时间内通常几分钟内回复</Text>
                  </View>
                  <Text className='info-row__arrow'>›</Text>
                </View>
              </Button>
            </View>
          )}

          <View className='user-card'>
            <View className='info-row' onClick={() => navigate(to.feedback()).catch(() => undefined)} data-testid='contact-feedback'>
              <View className='info-row__main'>
                <Text className='info-row__label'>意见反馈</Text>
                <Text className='info-row__sub'>信息有误、功能问题或建议，都可以告诉我们</Text>
              </View>
              <Text className='info-row__arrow'>›</Text>
            </View>
          </View>

          <Text className='info-note'>点击电话可直接拨打，点击邮箱或地址可复制。</Text>
          <View className='info-foot'>
            <Text>{info.company}</Text>
          </View>
        </>
      )}
    </View>
  )
}
