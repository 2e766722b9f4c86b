import { View, Text } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { CompanyGroup } from '../../../contract/schemas/group'
import { to } from '@/links.gen'
import { companyGroup } from '@/services/groups'
import { navigate } from '@/services/nav'
import './index.scss'

/** The group a company belongs to, as one line opening the group's overview; nothing when it has none. */
export default function GroupEntry({ pid }: { pid: string }) {
  const [group, setGroup] = useState<CompanyGroup>(null)
  useEffect(() => {
    setGroup(null)
    companyGroup(pid).then(setGroup, () => setGroup(null))
  }, [pid])
  if (!group) return null
  return (
    <View
      className='group-entry'
      data-testid='company-group-entry'
      onClick={() => navigate(to.enterpriseGroups({ groupId: group.groupId })).catch(() => undefined)}
    >
      <Text className='group-entry__tag'>所属集团</Text>
      <View className='group-entry__body'>
        <Text className='group-entry__name'>{group.name}</Text>
        <Text className='group-entry__sub'>
          实际控制人 {group.controllerName} · 成员企业 {group.memberCount} 家
        </Text>
      </View>
      <Text className='group-entry__more'>›</Text>
    </View>
  )
}
