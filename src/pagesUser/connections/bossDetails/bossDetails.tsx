import { View, Text } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { Boss } from '../../../../contract/schemas/connections'
import { contactAvatarText } from '@contract/domain/connections'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { to } from '@/links.gen'
import { boss as loadBoss, createContact, keptContactIdOf } from '@/services/connections'
import { navigate } from '@/services/nav'
import '../../cardHolder/shared/card.scss'
import '../shared/connections.scss'

const go = (url: string) => navigate(url).catch(() => undefined)

/** The contact 加入人脉 saves: the person's name, and the company and role that tie them to the user first. */
export function contactFromBoss(b: Boss) {
  const link = b.links[0]
  const role = link ? b.roles.find((r) => r.pid === link.pid) : b.roles[0]
  return {
    name: Array.from(b.name).slice(0, 20).join(''),
    company: role?.companyName ?? '',
    pid: role?.pid ?? '',
    title: (role?.roles[0] ?? '').slice(0, 30),
    personId: b.personId,
  }
}

/** 老板详情: a person of the radar with every company and role, how they link to the user's companies, and 加入人脉. */
export default function BossDetails() {
  const personId = useRouter().params.personId ?? ''
  const [b, setB] = useState<Boss | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const load = () => {
    if (!personId) {
      setError('人员不存在')
      return
    }
    loadBoss(personId).then(
      (x) => {
        setB(x)
        setError('')
      },
      (e) => setError((e as Error)?.message || '加载失败'),
    )
  }
  useEffect(load, [personId])
  // back from the contact: it may have been deleted
  useDidShow(() => {
    if (b) load()
  })

  if (!b)
    return (
      <View className='cd-page'>
        <HeaderBar title='老板详情' />
        {error ? (
          <Empty text={error} />
        ) : (
          <View data-testid='boss-skeleton'>
            <View className='cn-skeleton' />
            <View className='cn-skeleton' />
            <View className='cn-skeleton' />
          </View>
        )}
      </View>
    )

  const save = async () => {
    if (busy) return
    setBusy(true)
    try {
      const c = await createContact(contactFromBoss(b))
      setB({ ...b, contactId: c.id })
      Taro.showToast({ title: '已加入人脉', icon: 'success', duration: 1500 })
    } catch (e) {
      const kept = keptContactIdOf(e)
      if (kept) setB({ ...b, contactId: kept })
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='cd-page'>
      <HeaderBar title='老板详情' />
      <View className='cn-boss'>
        <View className='cn-avatar'>
          <Text>{contactAvatarText(b.name)}</Text>
        </View>
        <View>
          <Text className='cn-boss__name' data-testid='boss-name'>
            {b.name}
          </Text>
          <Text className='cn-boss__counts'>
            任职 {b.companyCount} 家企业 · 法定代表人 {b.legalCount} · 股东 {b.shareholderCount} · 高管 {b.executiveCount}
          </Text>
        </View>
      </View>

      <View className='cd-section' data-testid='boss-links'>
        <Text className='cd-section__title'>与我的企业的关联</Text>
        <Text className='cn-reason' data-testid='boss-reason'>
          {b.reason || '与你的企业和监控的企业暂无任职或持股关联'}
        </Text>
      </View>

      <View className='cd-section' data-testid='boss-companies'>
        <Text className='cd-section__title'>全部任职（{b.roles.length}）</Text>
        {b.roles.length === 0 && <Text className='cn-reason'>暂无数据～</Text>}
        {b.roles.map((r) => (
          <View key={r.pid} className='cn-company' data-testid='boss-company' onClick={() => go(to.companyProfile({ pid: r.pid }))}>
            <Text className='cn-company__name'>{r.companyName}</Text>
            <Text className='cn-company__meta'>
              {r.roles.join('、')}
              {r.share !== undefined ? ` · 持股 ${r.share}%` : ''} · {r.status}
              {r.regionName ? ` · ${r.regionName}` : ''}
            </Text>
          </View>
        ))}
      </View>

      <View className='cn-actions'>
        <Text className='cn-btn is-ghost' data-testid='open-person' onClick={() => go(to.personProfile({ personId: b.personId }))}>
          查看人员主页
        </Text>
      </View>

      <View className='cd-bar'>
        {b.contactId ? (
          <View className='cd-btn' data-testid='open-contact' onClick={() => go(to.contactsDetails({ id: b.contactId! }))}>
            <Text>已在人脉 · 查看联系人</Text>
          </View>
        ) : (
          <View className={`cd-btn ${busy ? 'is-busy' : ''}`} data-testid='boss-save' onClick={save}>
            <Text>加入人脉</Text>
          </View>
        )}
      </View>
    </View>
  )
}
