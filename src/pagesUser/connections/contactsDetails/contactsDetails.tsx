import { View, Text } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { Contact } from '../../../../contract/schemas/connections'
import { contactAvatarText, contactText } from '@contract/domain/connections'
import { ymd } from '@contract/domain/dates'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { to } from '@/links.gen'
import { contactDetail, deleteContact } from '@/services/connections'
import { back, navigate } from '@/services/nav'
import '../../cardHolder/shared/card.scss'
import '../shared/connections.scss'

/** what Taro.makePhoneCall dials: the digits ('010-62345678' → '01062345678') */
export const dialNumber = (phone: string) => phone.replace(/[^\d]/g, '')

const copy = (data: string, what: string) =>
  Taro.setClipboardData({ data }).then(
    () => Taro.showToast({ title: `${what}已复制`, icon: 'none', duration: 1500 }),
    () => Taro.showToast({ title: '复制失败，请重试', icon: 'none' }),
  )

const go = (url: string) => navigate(url).catch(() => undefined)

/** 联系人详情: every field with 拨打 and 复制, the linked company and person, 编辑 and 删除 (after a confirmation). */
export default function ContactsDetails() {
  const id = Number(useRouter().params.id)
  const [c, setC] = useState<Contact | null>(null)
  const [error, setError] = useState('')

  const load = () => {
    if (!Number.isInteger(id) || id <= 0) {
      setError('联系人不存在或已删除')
      return
    }
    contactDetail(id).then(
      (x) => {
        setC(x)
        setError('')
      },
      (e) => setError((e as Error)?.message || '加载失败'),
    )
  }
  useEffect(load, [id])
  // back from 编辑: the contact as saved
  useDidShow(() => {
    if (c) load()
  })

  if (!c)
    return (
      <View className='cd-page'>
        <HeaderBar title='联系人详情' />
        {error ? (
          <Empty text={error} />
        ) : (
          <View data-testid='contact-skeleton'>
            <View className='cn-skeleton' />
            <View className='cn-skeleton' />
          </View>
        )}
      </View>
    )

  const remove = async () => {
    const r = await Taro.showModal({
      title: '删除联系人',
      content: `确定删除联系人“${c.name}”吗？删除后不可恢复。`,
      confirmText: '删除',
      cancelText: '取消',
      confirmColor: '#fa3534',
    })
    if (!r?.confirm) return
    try {
      await deleteContact(c.id)
    } catch {
      return
    }
    Taro.showToast({ title: '已删除', icon: 'none', duration: 1200 })
    setTimeout(() => back().catch(() => undefined), 600)
  }

  const rows = [
    { key: 'phone', label: '电话', value: c.phone, what: '电话' },
    { key: 'wechat', label: '微信', value: c.wechat, what: '微信号' },
    { key: 'email', label: '邮箱', value: c.email, what: '邮箱' },
  ].filter((r) => r.value)

  return (
    <View className='cd-page'>
      <HeaderBar title='联系人详情' />
      <View className='cn-boss'>
        <View className='cn-avatar'>
          <Text>{contactAvatarText(c.name)}</Text>
        </View>
        <View>
          <Text className='cn-boss__name' data-testid='contact-name'>
            {c.name}
          </Text>
          <Text className='cn-boss__counts'>{[c.title, c.company].filter(Boolean).join(' · ') || '未填写公司和职位'}</Text>
        </View>
      </View>

      <View className='cd-section' data-testid='contact-rows'>
        <Text className='cd-section__title'>联系方式</Text>
        {rows.length === 0 && <Text className='cn-reason'>未填写联系方式</Text>}
        {rows.map((r) => (
          <View key={r.key} className='cd-row' data-testid={`row-${r.key}`}>
            <Text className='cd-row__label'>{r.label}</Text>
            <Text className='cd-row__value'>{r.value}</Text>
            <View className='cd-row__actions'>
              {r.key === 'phone' && (
                <Text
                  className='cd-chip'
                  data-testid='call-phone'
                  onClick={() => Taro.makePhoneCall({ phoneNumber: dialNumber(r.value) }).catch(() => undefined)}
                >
                  拨打
                </Text>
              )}
              <Text className='cd-chip' data-testid={`copy-${r.key}`} onClick={() => copy(r.value, r.what)}>
                复制
              </Text>
            </View>
          </View>
        ))}
      </View>

      <View className='cd-section'>
        <Text className='cd-section__title'>更多信息</Text>
        {!!c.company && (
          <View className='cd-row' data-testid='row-company'>
            <Text className='cd-row__label'>公司</Text>
            <Text className='cd-row__value'>{c.company}</Text>
            {c.pid && (
              <View className='cd-row__actions'>
                <Text className='cd-chip' data-testid='open-company' onClick={() => go(to.companyProfile({ pid: c.pid! }))}>
                  查看企业
                </Text>
              </View>
            )}
          </View>
        )}
        {!!c.title && (
          <View className='cd-row'>
            <Text className='cd-row__label'>职位</Text>
            <Text className='cd-row__value'>{c.title}</Text>
          </View>
        )}
        {c.personId && (
          <View className='cd-row' data-testid='row-person'>
            <Text className='cd-row__label'>人员</Text>
            <Text className='cd-row__value'>已关联企业库中的人员</Text>
            <View className='cd-row__actions'>
              <Text className='cd-chip' data-testid='open-boss' onClick={() => go(to.bossDetails({ personId: c.personId! }))}>
                老板详情
              </Text>
            </View>
          </View>
        )}
        <View className='cd-row' data-testid='row-tags'>
          <Text className='cd-row__label'>标签</Text>
          <View className='cd-row__value'>
            {c.tags.length ? (
              <View className='cn-tags'>
                {c.tags.map((t) => (
                  <Text key={t} className='cn-tag'>
                    {t}
                  </Text>
                ))}
              </View>
            ) : (
              <Text>未添加标签</Text>
            )}
          </View>
        </View>
        <View className='cd-row' data-testid='row-note'>
          <Text className='cd-row__label'>备注</Text>
          <Text className='cd-row__value'>{c.note || '未填写备注'}</Text>
        </View>
      </View>

      <Text className='cn-tip'>
        添加于 {ymd(new Date(c.createdAt))}
        {c.updatedAt !== c.createdAt ? ` · 更新于 ${ymd(new Date(c.updatedAt))}` : ''}
      </Text>
      <Text className='cd-danger' data-testid='contact-delete' onClick={remove}>
        删除联系人
      </Text>

      <View className='cd-bar'>
        <View className='cd-btn is-ghost' data-testid='contact-copy' onClick={() => copy(contactText(c), '联系人')}>
          <Text>复制联系人</Text>
        </View>
        <View className='cd-btn' data-testid='contact-edit' onClick={() => go(to.contactsEdit({ id: c.id }))}>
          <Text>编辑</Text>
        </View>
      </View>
    </View>
  )
}
