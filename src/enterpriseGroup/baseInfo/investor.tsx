import { View, Text } from '@tarojs/components'
import type { GroupInvestor } from '../../../contract/schemas/group'
import NameAvatar from '@/components/NameAvatar'
import { to } from '@/links.gen'
import { groupInvestors } from '@/services/groups'
import GroupListPage from '../components/GroupListPage'
import { MemberLine, go, shareText } from '../components/parts'

/** 集团股东: the members' shareholders from outside the group (companies, and persons other than the controller). */
export default function Investor() {
  return (
    <GroupListPage<GroupInvestor>
      title='集团股东'
      fetchPage={groupInvestors}
      summary={(n) => `集团外股东持股 ${n} 笔`}
      render={(h, i) => (
        <View
          key={`${h.key}-${h.memberPid}-${i}`}
          className='eg-card'
          data-testid='group-investor'
          onClick={() => go(h.kind === 'company' ? to.companyProfile({ pid: h.key }) : to.personProfile({ personId: h.key }))}
        >
          <View className='eg-person'>
            <NameAvatar name={h.name} size={72} />
            <View className='eg-person__body'>
              <Text className='eg-person__name'>{h.name}</Text>
              <Text className='eg-person__roles'>{h.kind === 'company' ? '企业股东' : '自然人股东'}</Text>
            </View>
            <Text className='eg-share__num'>{shareText(h.share)}</Text>
          </View>
          <MemberLine label='持股企业' pid={h.memberPid} name={h.memberName} />
        </View>
      )}
    />
  )
}
