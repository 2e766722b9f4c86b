import GroupRecordsPage from '../components/GroupRecordsPage'

/** 司法案件: the members' court cases. */
export default function JudicialCases() {
  return <GroupRecordsPage title='司法案件' set='judicial' />
}
