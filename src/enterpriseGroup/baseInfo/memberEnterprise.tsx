import { View, Text } from '@tarojs/components'
import type { GroupMember } from '../../../contract/schemas/group'
import { groupMembers } from '@/services/groups'
import GroupListPage from '../components/GroupListPage'
import { CompanyRow, PathLine, shareText } from '../components/parts'

/** 成员企业: the members, the controller's largest effective share first, each with the path that gives most of it. */
export default function MemberEnterprise() {
  return (
    <GroupListPage<GroupMember>
      title='成员企业'
      fetchPage={groupMembers}
      summary={(n) => `共 ${n} 家成员企业`}
      render={(m) => (
        <CompanyRow
          key={m.pid}
          c={m}
          testId='group-member'
          extra={
            <View>
              <View className='eg-share'>
                实际控制人持股比例 <Text className='eg-share__num'>{shareText(m.share)}</Text>
              </View>
              {m.path.length > 1 ? <PathLine steps={m.path} /> : null}
            </View>
          }
        />
      )}
    />
  )
}
