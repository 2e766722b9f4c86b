import { View, Text } from '@tarojs/components'
import type { GroupPerson as Person } from '../../../contract/schemas/group'
import NameAvatar from '@/components/NameAvatar'
import { to } from '@/links.gen'
import { groupPersons } from '@/services/groups'
import GroupListPage from '../components/GroupListPage'
import { MemberLine, go } from '../components/parts'

/** 主要人员: legal representatives and officers across the members, those in the most members first. */
export default function GroupPerson() {
  return (
    <GroupListPage<Person>
      title='主要人员'
      fetchPage={groupPersons}
      summary={(n) => `共 ${n} 位主要人员`}
      render={(p) => (
        <View
          key={p.personId}
          className='eg-card'
          data-testid='group-person'
          onClick={() => go(to.personProfile({ personId: p.personId }))}
        >
          <View className='eg-person'>
            <NameAvatar name={p.name} size={72} />
            <View className='eg-person__body'>
              <Text className='eg-person__name'>{p.name}</Text>
              <Text className='eg-person__roles'>{p.positions.join('、') || '高管'}</Text>
            </View>
            <Text className='eg-person__count'>
              任职 <Text className='eg-person__count-num'>{p.companyCount}</Text> 家
            </Text>
          </View>
          <MemberLine label='任职企业' pid={p.firstPid} name={p.companyCount > 1 ? `${p.firstName} 等` : p.firstName} />
        </View>
      )}
    />
  )
}
