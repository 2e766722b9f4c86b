import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import type { CardFace } from './BusinessCard'

/** what Taro.makePhoneCall dials: digits and a leading + ('010-6234 5678' → '01062345678') */
export const dialNumber = (phone: string) => phone.replace(/(?!^\+)[^\d]/g, '')

export const call = (phone: string) => Taro.makePhoneCall({ phoneNumber: dialNumber(phone) }).catch(() => undefined)

export const copy = (data: string, what: string) =>
  Taro.setClipboardData({ data }).then(
    () => Taro.showToast({ title: `${what}已复制`, icon: 'none', duration: 1500 }),
    () => Taro.showToast({ title: '复制失败，请重试', icon: 'none' }),
  )

export const openCompany = (pid: string) => navigate(to.companyProfile({ pid })).catch(() => undefined)

/** The card's fields one per row, each with what can be done with it: 拨打, 复制, 查看企业. */
export default function ContactRows({
  card,
  noteLabel = '备注',
}: {
  card: CardFace & { pid: string | null; note: string }
  noteLabel?: string
}) {
  const rows = [
    card.mobile && { key: 'mobile', label: '手机', value: card.mobile, dial: true, what: '手机号' },
    card.landline && { key: 'landline', label: '座机', value: card.landline, dial: true, what: '座机号码' },
    card.email && { key: 'email', label: '邮箱', value: card.email, dial: false, what: '邮箱' },
    card.address && { key: 'address', label: '地址', value: card.address, dial: false, what: '地址' },
  ].filter(Boolean) as Array<{ key: string; label: string; value: string; dial: boolean; what: string }>
  return (
    <View className='cd-section' data-testid='contact-rows'>
      <Text className='cd-section__title'>联系方式</Text>
      {rows.map((r) => (
        <View key={r.key} className='cd-row' data-testid={`row-${r.key}`}>
          <Text className='cd-row__label'>{r.label}</Text>
          <Text className='cd-row__value'>{r.value}</Text>
          <View className='cd-row__actions'>
            {r.dial && (
              <Text className='cd-chip' data-testid={`call-${r.key}`} onClick={() => call(r.value)}>
                拨打
              </Text>
            )}
            <Text className='cd-chip' data-testid={`copy-${r.key}`} onClick={() => copy(r.value, r.what)}>
              复制
            </Text>
          </View>
        </View>
      ))}
      {!!card.company && (
        <View className='cd-row' data-testid='row-company'>
          <Text className='cd-row__label'>公司</Text>
          <Text className='cd-row__value'>{card.company}</Text>
          {card.pid && (
            <View className='cd-row__actions'>
              <Text className='cd-chip' data-testid='open-company' onClick={() => openCompany(card.pid!)}>
                查看企业
              </Text>
            </View>
          )}
        </View>
      )}
      {!!card.title && (
        <View className='cd-row'>
          <Text className='cd-row__label'>职位</Text>
          <Text className='cd-row__value'>{card.title}</Text>
        </View>
      )}
      {!!card.note && (
        <View className='cd-row' data-testid='row-note'>
          <Text className='cd-row__label'>{noteLabel}</Text>
          <Text className='cd-row__value'>{card.note}</Text>
        </View>
      )}
    </View>
  )
}
