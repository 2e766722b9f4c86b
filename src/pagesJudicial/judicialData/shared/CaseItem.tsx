import { View, Text } from '@tarojs/components'
import type { CaseItem as Case } from '../../../../contract/schemas/judicialData'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'

/** A case opens on its own record page: an announcement on 法院公告, the others on 案件详情. */
export const caseLink = (c: Case) => (c.kind === 'courtAnnouncement' ? to.courtAnnouncement({ id: c.id }) : to.caseDetail({ id: c.id }))

/** One case in a list: kind, title, case number, court, cause, date and the parties with their roles. */
export default function CaseItem({ item, unread, onOpen }: { item: Case; unread?: boolean; onOpen?: () => void }) {
  const open = () => {
    onOpen?.()
    navigate(caseLink(item)).catch(() => undefined)
  }
  return (
    <View className='jd-item' data-testid='jc-case' onClick={open}>
      <View className='jd-item__head'>
        <Text className='jd-item__name'>
          {unread && <Text className='jc-dot' data-testid='jc-unread' />}
          {item.title || item.refNo || item.kindLabel}
        </Text>
        <Text className='jc-kind'>{item.kindLabel}</Text>
      </View>
      <View className='jd-row'>
        <Text className='jd-row__label'>案号</Text>
        <Text className='jd-row__value'>{item.refNo || '-'}</Text>
      </View>
      {item.cause && (
        <View className='jd-row'>
          <Text className='jd-row__label'>案由</Text>
          <Text className='jd-row__value'>{item.cause}</Text>
        </View>
      )}
      <View className='jd-row'>
        <Text className='jd-row__label'>法院</Text>
        <Text className='jd-row__value'>{item.court || '-'}</Text>
      </View>
      <View className='jd-row'>
        <Text className='jd-row__label'>日期</Text>
        <Text className='jd-row__value'>{item.date || '-'}</Text>
      </View>
      {item.parties.length > 0 && (
        <Text className='jc-case__parties'>
          {item.parties.map((p, i) => (
            <Text key={`${p.name}-${i}`}>
              {i > 0 ? '；' : ''}
              <Text className='jc-case__role'>{p.role ? `${p.role}：` : ''}</Text>
              {p.name}
            </Text>
          ))}
        </Text>
      )}
    </View>
  )
}
