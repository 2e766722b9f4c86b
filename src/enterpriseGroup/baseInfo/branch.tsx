import type { GroupLink } from '../../../contract/schemas/group'
import { groupBranches } from '@/services/groups'
import GroupListPage from '../components/GroupListPage'
import { CompanyRow, MemberLine } from '../components/parts'

/** 分支机构: the members' branches, the newest first, each with its head office. */
export default function Branch() {
  return (
    <GroupListPage<GroupLink>
      title='分支机构'
      fetchPage={groupBranches}
      summary={(n) => `共 ${n} 家分支机构`}
      render={(b) => <CompanyRow key={b.pid} c={b} extra={<MemberLine label='总公司' pid={b.memberPid} name={b.memberName} />} />}
    />
  )
}
