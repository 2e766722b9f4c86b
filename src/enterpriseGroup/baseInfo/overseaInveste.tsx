import { View, Text } from '@tarojs/components'
import type { GroupLink } from '../../../contract/schemas/group'
import { groupInvestments } from '@/services/groups'
import GroupListPage from '../components/GroupListPage'
import { CompanyRow, MemberLine, shareText } from '../components/parts'

/** 对外投资: the members' stakes in companies outside the group, the largest first. */
export default function OverseaInveste() {
  return (
    <GroupListPage<GroupLink>
      title='对外投资'
      fetchPage={groupInvestments}
      summary={(n) => `集团外投资 ${n} 笔`}
      render={(c, i) => (
        <CompanyRow
          key={`${c.pid}-${c.memberPid}-${i}`}
          c={c}
          extra={
            <View>
              <View className='eg-share'>
                持股比例 <Text className='eg-share__num'>{shareText(c.share)}</Text>
              </View>
              <MemberLine label='投资方' pid={c.memberPid} name={c.memberName} />
            </View>
          }
        />
      )}
    />
  )
}
