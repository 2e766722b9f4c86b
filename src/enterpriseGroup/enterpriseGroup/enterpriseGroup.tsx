import GroupOverview from '../components/GroupOverview'
import GroupSearch from '../components/GroupSearch'
import { useGroupId } from '../components/useGroupId'

/** 企业集团: a group's overview when one is named, else the search with the largest groups. */
export default function EnterpriseGroup() {
  const groupId = useGroupId()
  return groupId ? <GroupOverview groupId={groupId} /> : <GroupSearch />
}
